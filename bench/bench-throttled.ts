/**
 * The throttling the benchmark applies in the browser: Lighthouse's slow 4G as DevTools applies
 * it (request latency 562.5 ms, 1.47 Mbit/s down) with 4× CPU slowdown, no cache and gzip, the same
 * conditions as Lighthouse's 'devtools' throttling in the headline figures. Used by the search
 * measurements in the browser (bench-search-browser.ts).
 */
import type { BrowserContext, Page } from 'playwright-core';

/** Lighthouse's slow 4G as DevTools applies it (latency ×3.75, throughput ×0.9). */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** Puts a page on slow 4G with 4× CPU slowdown and no cache, before it navigates. */
export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // gzip, as GitHub Pages serves the site (it has no brotli). The local server would otherwise
  // answer with brotli, whose large window folds the bench's grown search files (copies of
  // today's records) into almost nothing: ×10 would download about as much as ×1.
  await context.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip, deflate' });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}
