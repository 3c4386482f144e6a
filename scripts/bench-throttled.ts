/**
 * Page loads measured in a real, throttled Chromium rather than estimated. Lighthouse's simulated
 * throttling loads the page at full speed and then estimates the metrics from a model of slow 4G;
 * this loads it through DevTools network and CPU throttling (slow 4G as DevTools applies it, 4×
 * CPU slowdown, no cache) and reads what the browser observed: first and largest contentful
 * paint, the load event, when the page became interactive (React attached to the navbar search
 * box), and the blocking time of the long tasks after the first paint. Used by `npm run bench`.
 */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './chromium';

/** What one throttled load observed, in ms from navigation start. */
export interface ThrottledLoad {
  fcpMs: number;
  lcpMs: number;
  loadMs: number;
  /** React attached to the page (the search box has its props), or null for a site without one. */
  interactiveMs: number | null;
  /** Sum over long tasks after the first paint of the time beyond 50 ms each. */
  blockingMs: number;
}

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
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Watches paints, long tasks and hydration from the first script the page runs. */
const OBSERVER = `
  window.__name = (fn) => fn;
  window.__bench = { lcp: 0, longTasks: [], interactive: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  (function poll() {
    const box = document.querySelector('input[role="combobox"]');
    if (box && Object.keys(box).some((key) => key.startsWith('__reactProps'))) {
      window.__bench.interactive = performance.now();
      return;
    }
    if (performance.now() < 60000) requestAnimationFrame(poll);
  })();
`;

async function loadOnce(browser: Browser, url: string): Promise<ThrottledLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    await context.addInitScript(OBSERVER);
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Let hydration and the tasks after it finish (a site without a search box just waits).
    await page
      .waitForFunction(
        () => (window as unknown as { __bench: { interactive: number | null } }).__bench.interactive,
        null,
        {
          timeout: 15_000,
        },
      )
      .catch(() => undefined);
    await page.waitForTimeout(2000);
    return await page.evaluate(() => {
      const bench = (
        window as unknown as { __bench: { lcp: number; longTasks: [number, number][]; interactive: number | null } }
      ).__bench;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const blocking = bench.longTasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return {
        fcpMs: fcp,
        lcpMs: bench.lcp,
        loadMs: nav.loadEventEnd,
        interactiveMs: bench.interactive,
        blockingMs: blocking,
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** The median of `runs` throttled loads of each URL, figure by figure. */
export async function measureThrottledLoads(urls: string[], runs: number): Promise<Map<string, ThrottledLoad>> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const results = new Map<string, ThrottledLoad>();
  try {
    for (const url of urls) {
      const loads: ThrottledLoad[] = [];
      for (let i = 0; i < runs; i++) loads.push(await loadOnce(browser, url));
      const interactive = loads.map((l) => l.interactiveMs).filter((v): v is number => v !== null);
      results.set(url, {
        fcpMs: median(loads.map((l) => l.fcpMs)),
        lcpMs: median(loads.map((l) => l.lcpMs)),
        loadMs: median(loads.map((l) => l.loadMs)),
        interactiveMs: interactive.length === loads.length ? median(interactive) : null,
        blockingMs: median(loads.map((l) => l.blockingMs)),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
