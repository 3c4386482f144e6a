/**
 * How every browser here is launched: Debian's Chromium (browser downloads are not possible on
 * our machines) with the flags that keep it quiet and offline-friendly. Shared by the Playwright
 * configs and the benchmarks, so all of them run the same browser the same way.
 */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
