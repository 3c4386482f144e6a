/**
 * Lighthouse for `npm run bench`, through its Node API with one Chromium for every run (launching
 * a browser and Lighthouse's CLI per run cost more than the runs themselves on a 2-core machine).
 * Mobile form factor and Lighthouse's slow 4G with 4× CPU slowdown, either applied in the browser
 * through DevTools ('devtools': what a phone observes) or estimated from an unthrottled load
 * ('simulate': Lighthouse's default, an estimate). Performance category only: accessibility, SEO
 * and best practices are covered by the e2e suite.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { LighthouseFigures, LighthouseModule } from './bench-package';

export const openLighthouse: LighthouseModule['openLighthouse'] = async (chromePath, flags) => {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  const run = async (url: string, throttling: 'devtools' | 'simulate'): Promise<LighthouseFigures> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue;
    const requests = lhr.audits['network-requests']?.details;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: value('largest-contentful-paint') ?? NaN,
      tbtMs: value('total-blocking-time') ?? NaN,
      ttiMs: value('interactive') ?? null,
      fcpMs: value('first-contentful-paint') ?? NaN,
      cls: value('cumulative-layout-shift') ?? NaN,
      bytes: value('total-byte-weight') ?? NaN,
      requests: requests && 'items' in requests ? requests.items.length : 0,
    };
  };
  return {
    run,
    close: async () => {
      chrome.kill();
    },
  };
};
