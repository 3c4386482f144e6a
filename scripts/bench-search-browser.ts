/**
 * Search measured in headless Chromium against an exported site, at the current content size
 * and with the search files replaced by ×10 and ×50 synthetic content (the same copies as
 * `bench-search.ts`). For each scale:
 *
 * - focus to first result: a fresh browser focuses the box on `/docs/intro/` once the page has
 *   loaded, types a query and waits for the first option (files fetched on that focus);
 * - the same on a throttled connection (Lighthouse's slow 4G as DevTools applies it: 562.5 ms
 *   request latency, 1.47 Mbit/s, plus 4× CPU slowdown), reported from the page's `load` event
 *   and from navigation start;
 * - keystroke latency: with search loaded, each query of the relevance suite is typed but for
 *   its last letter, which is then pressed as a real key, after a pause; the time runs from the
 *   keydown to the search box's `sfx-search-results` performance mark (set once the new results
 *   are committed and painted), with the CPU slowed 4×.
 *
 * Every figure for the current content is also measured on the baseline site when it has a
 * search box of its own (a baseline without one shows n/a). Used by `npm run bench`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { buildSearchFiles } from '@/lib/search/build-index';
import { collectSearchRecords } from '@/lib/search/collect';
import { RELEVANCE_CASES } from '@/lib/search/relevance-queries';
import { multiplyRecords } from './bench-search';
import { CHROME_FLAGS, CHROME_PATH } from './chromium';
import { serveStatic } from './lib/serve-static';
import { CPU_SLOWDOWN, throttle } from './bench-throttled';

const PAGE = '/docs/intro/';
const QUERY = 'soql';
const BOX = 'input[role="combobox"]';
const OPTION = '[role="option"]';
const RESULTS_MARK = 'sfx-search-results';
const FULL_RESULTS_MARK = 'sfx-search-results-full';

/** Figures for one site at one content scale; null where the site could not be measured. */
export interface BrowserSearchFigures {
  focusToResultMs: number | null;
  throttledLoadMs: number | null;
  throttledLoadToResultMs: number | null;
  throttledNavigationToResultMs: number | null;
  /** To the first results that take the page text into account (the first ones match headings only). */
  throttledLoadToFullResultMs: number | null;
  keystrokeP50Ms: number | null;
  keystrokeP95Ms: number | null;
  keystrokeMaxMs: number | null;
  keystrokes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

/**
 * A fresh context. tsx compiles this script with esbuild's keep-names, which wraps named inner
 * functions in calls to a `__name` helper; the functions passed to `page.evaluate` run in the page,
 * where that helper does not exist, so the page gets a no-op one.
 */
async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript('window.__name = (fn) => fn;');
  return context;
}

/** Gzip size of the two search files at a scale, KiB (as served by a gzip-ing static server). */
function kibOf(scale: number): string {
  const { docFile, indexFile } = buildSearchFiles(multiplyRecords(collectSearchRecords(), scale));
  const bytes = gzipSync(JSON.stringify(docFile)).length + gzipSync(JSON.stringify(indexFile)).length;
  return (bytes / 1024).toFixed(1);
}

/** A copy of `out` (hard links) whose two search files hold the content ×`scale`. */
function scaledSite(outDir: string, scale: number): string {
  const manifest = JSON.parse(fs.readFileSync('lib/search/generated-manifest.json', 'utf8')) as {
    docFile: string;
    indexFile: string;
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sfx-bench-x${scale}-`));
  execFileSync('cp', ['-al', `${outDir}/.`, dir]);
  const { docFile, indexFile } = buildSearchFiles(multiplyRecords(collectSearchRecords(), scale));
  for (const [name, data] of [
    [manifest.docFile, docFile],
    [manifest.indexFile, indexFile],
  ] as const) {
    const file = path.join(dir, 'search', name);
    fs.rmSync(file); // A hard link: replace it rather than write through to out/.
    fs.writeFileSync(file, JSON.stringify(data));
  }
  return dir;
}

/**
 * Resolves (in the page) with `performance.now()` when the first result option appears. The
 * promise is marked handled at once: if the measurement fails and the context closes first, its
 * rejection must not bring the whole benchmark down (the caller's await still sees it).
 */
function firstOptionTime(page: Page): Promise<number> {
  const promise = page.evaluate(
    (selector) =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (document.querySelector(selector)) {
            observer.disconnect();
            resolve(performance.now());
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true });
        check();
      }),
    OPTION,
  );
  promise.catch(() => undefined);
  return promise;
}

/** Runs one measurement; a failure is reported and counts as no figure, not as a crash. */
async function attempt<T>(label: string, measure: () => Promise<T>): Promise<T | null> {
  try {
    return await measure();
  } catch (error) {
    console.warn(`bench: ${label} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return null;
  }
}

/** Focuses the box and types the query as soon as it accepts input. */
async function focusAndType(page: Page): Promise<void> {
  const box = page.locator(BOX).first();
  await box.focus();
  // ×50 search files are over 15 MB of gzip: about 90 s on throttled slow 4G.
  await page.waitForFunction((selector) => !document.querySelector<HTMLInputElement>(selector)?.disabled, BOX, {
    timeout: 300_000,
  });
  await box.fill(QUERY);
}

async function hasSearchBox(page: Page): Promise<boolean> {
  return (await page.locator(BOX).count()) > 0;
}

/** Fresh context, page loaded; focus to first result, in ms. */
async function focusToResult(browser: Browser, origin: string): Promise<number | null> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    if (!(await hasSearchBox(page))) return null;
    const start = await page.evaluate(() => performance.now());
    const first = firstOptionTime(page);
    await focusAndType(page);
    return (await first) - start;
  } finally {
    await context.close();
  }
}

/** Fresh context on slow 4G with 4× CPU; the reader focuses search as soon as the page has loaded. */
async function throttledFirstResult(
  browser: Browser,
  origin: string,
): Promise<{
  loadMs: number;
  loadToResultMs: number;
  navigationToResultMs: number;
  loadToFullResultMs: number;
} | null> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load', timeout: 300_000 });
    if (!(await hasSearchBox(page))) return null;
    const loadMs = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return nav.loadEventEnd || nav.loadEventStart;
    });
    const first = firstOptionTime(page);
    await focusAndType(page);
    const resultAt = await first;
    // Results from the page text replace the heading-only ones when the index file is in.
    const fullAt = await page.evaluate(
      (mark) =>
        new Promise<number>((resolve, reject) => {
          const started = performance.now();
          const poll = () => {
            const [entry] = performance.getEntriesByName(mark);
            if (entry) resolve(entry.startTime);
            else if (performance.now() - started > 300_000) reject(new Error(`no ${mark} mark`));
            else setTimeout(poll, 20);
          };
          poll();
        }),
      FULL_RESULTS_MARK,
    );
    return {
      loadMs,
      loadToResultMs: resultAt - loadMs,
      navigationToResultMs: resultAt,
      loadToFullResultMs: fullAt - loadMs,
    };
  } finally {
    await context.close();
  }
}

/** Keystroke to committed results, over the relevance suite, with search already loaded. */
async function keystrokeLatencies(browser: Browser, origin: string, cpuSlowdown: number): Promise<number[] | null> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    if (!(await hasSearchBox(page))) return null;
    await focusAndType(page);
    await page.locator(OPTION).first().waitFor();
    const supportsMark = await page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, RESULTS_MARK);
    if (!supportsMark) return null;
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    const box = page.locator(BOX).first();
    const timings: number[] = [];
    for (const { query } of RELEVANCE_CASES) {
      if (query.length < 2) continue;
      await box.fill(query.slice(0, -1));
      await page.waitForTimeout(150); // A pause: the next key is not part of a burst.
      await page.evaluate((mark) => {
        performance.clearMarks(mark);
        const input = document.querySelector('input[role="combobox"]') as HTMLInputElement & { __keyAt?: number };
        input.addEventListener('keydown', () => (input.__keyAt = performance.now()), { once: true, capture: true });
      }, RESULTS_MARK);
      await page.keyboard.type(query.slice(-1));
      const elapsed = await page.evaluate(
        (mark) =>
          new Promise<number | null>((resolve) => {
            const input = document.querySelector('input[role="combobox"]') as HTMLInputElement & { __keyAt?: number };
            const started = performance.now();
            const poll = () => {
              const [entry] = performance.getEntriesByName(mark);
              if (entry && input.__keyAt !== undefined) resolve(entry.startTime - input.__keyAt);
              else if (performance.now() - started > 2000) resolve(null);
              else requestAnimationFrame(poll);
            };
            poll();
          }),
        RESULTS_MARK,
      );
      if (elapsed !== null) timings.push(elapsed);
    }
    return timings;
  } finally {
    await context.close();
  }
}

const NONE: BrowserSearchFigures = {
  focusToResultMs: null,
  throttledLoadMs: null,
  throttledLoadToResultMs: null,
  throttledNavigationToResultMs: null,
  throttledLoadToFullResultMs: null,
  keystrokeP50Ms: null,
  keystrokeP95Ms: null,
  keystrokeMaxMs: null,
  keystrokes: 0,
};

/** Every figure for one served site (none for a site without a search box). */
async function measureSite(browser: Browser, origin: string, runs: number): Promise<BrowserSearchFigures> {
  const focus: number[] = [];
  const throttled: {
    loadMs: number;
    loadToResultMs: number;
    navigationToResultMs: number;
    loadToFullResultMs: number;
  }[] = [];
  for (let i = 0; i < runs; i++) {
    const f = await attempt(`focus to first result on ${origin}`, () => focusToResult(browser, origin));
    if (f === null && i === 0) return NONE;
    if (f !== null) focus.push(f);
    const t = await attempt(`throttled first result on ${origin}`, () => throttledFirstResult(browser, origin));
    if (t !== null) throttled.push(t);
  }
  const keys = await attempt(`keystroke latency at ${CPU_SLOWDOWN}x CPU on ${origin}`, () =>
    keystrokeLatencies(browser, origin, CPU_SLOWDOWN),
  );
  const byNavigation = [...throttled].sort((a, b) => a.navigationToResultMs - b.navigationToResultMs);
  const mid = byNavigation[Math.floor((byNavigation.length - 1) / 2)];
  return {
    focusToResultMs: focus.length ? median(focus) : null,
    throttledLoadMs: mid ? mid.loadMs : null,
    throttledLoadToResultMs: mid ? mid.loadToResultMs : null,
    throttledNavigationToResultMs: mid ? mid.navigationToResultMs : null,
    throttledLoadToFullResultMs: mid ? mid.loadToFullResultMs : null,
    keystrokeP50Ms: keys?.length ? percentile(keys, 50) : null,
    keystrokeP95Ms: keys?.length ? percentile(keys, 95) : null,
    keystrokeMaxMs: keys?.length ? Math.max(...keys) : null,
    keystrokes: keys?.length ?? 0,
  };
}

const ms = (value: number | null) =>
  value === null ? 'n/a' : value < 10 ? value.toFixed(1) : String(Math.round(value));
const ratio = (ours: number | null, base: number | null) =>
  ours === null || base === null || base === 0 ? 'n/a' : (ours / base).toFixed(2);

/**
 * Runs every measurement for `outDir` (×1, ×10, ×50) and for the baseline folder (×1), and
 * returns the figures and a Markdown section.
 */
export async function benchSearchInBrowser(
  outDir: string,
  baselineDir: string,
  { runs = 3, scales = [1, 10, 50], port = 4410 }: { runs?: number; scales?: number[]; port?: number } = {},
): Promise<{ markdown: string; ours: Record<number, BrowserSearchFigures>; baseline: BrowserSearchFigures }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const ours: Record<number, BrowserSearchFigures> = {};
  let baseline: BrowserSearchFigures;
  const cleanup: string[] = [];
  try {
    const baseServer = await serveStatic(baselineDir, port);
    try {
      baseline = await measureSite(browser, `http://localhost:${port}`, runs);
    } finally {
      baseServer.kill();
    }
    for (const [i, scale] of scales.entries()) {
      const dir = scale === 1 ? outDir : scaledSite(outDir, scale);
      if (dir !== outDir) cleanup.push(dir);
      const server = await serveStatic(dir, port + 1 + i);
      try {
        // Larger content shows how search grows: one run each keeps the bench short.
        ours[scale] = await measureSite(browser, `http://localhost:${port + 1 + i}`, scale === 1 ? runs : 1);
      } finally {
        server.kill();
      }
    }
  } finally {
    await browser.close();
    for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
  }

  const lines = [
    `Headless Chromium, median of ${runs} fresh browser context(s) for the first-result figures at ×1 (one at ×10 and ×50). "Throttled" is`,
    `slow 4G (562.5 ms request latency, 1.47 Mbit/s, applied as DevTools does) with ${CPU_SLOWDOWN}× CPU slowdown and no cache; the reader`,
    `focuses the search box on \`${PAGE}\` as soon as the page has loaded and types "${QUERY}". Keystroke latency runs`,
    "from the keydown of the last letter of each relevance-suite query (typed after a pause) to the box's",
    `\`${RESULTS_MARK}\` performance mark, set once the new results are committed, with the CPU slowed ${CPU_SLOWDOWN}×.`,
    '',
    '| Measure | This site ×1 | Baseline ×1 | Ratio | This site ×10 | This site ×50 |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  const row = (label: string, pick: (f: BrowserSearchFigures) => number | null) =>
    lines.push(
      `| ${label} | ${ms(pick(ours[1]))} | ${ms(pick(baseline))} | ${ratio(pick(ours[1]), pick(baseline))} | ${ours[10] ? ms(pick(ours[10])) : 'n/a'} | ${ours[50] ? ms(pick(ours[50])) : 'n/a'} |`,
    );
  lines.push(
    `| Search files (both), gzip KiB | ${kibOf(1)} | n/a | n/a | ${scales.includes(10) ? kibOf(10) : 'n/a'} | ${scales.includes(50) ? kibOf(50) : 'n/a'} |`,
  );
  row('Focus to first result, ms', (f) => f.focusToResultMs);
  row('Throttled: page `load` event, ms', (f) => f.throttledLoadMs);
  row('Throttled: `load` to first result, ms', (f) => f.throttledLoadToResultMs);
  row('Throttled: navigation start to first result, ms', (f) => f.throttledNavigationToResultMs);
  row('Throttled: `load` to results with the page text, ms', (f) => f.throttledLoadToFullResultMs);
  row(`Keystroke to results painted p50 at ${CPU_SLOWDOWN}× CPU, ms`, (f) => f.keystrokeP50Ms);
  row(`Keystroke to results painted p95 at ${CPU_SLOWDOWN}× CPU, ms`, (f) => f.keystrokeP95Ms);
  row(`Keystroke to results painted max at ${CPU_SLOWDOWN}× CPU, ms`, (f) => f.keystrokeMaxMs);
  lines.push('', `Keystrokes measured per run: ${ours[1]?.keystrokes ?? 0} (queries of the relevance suite).`);
  return { markdown: lines.join('\n'), ours, baseline };
}

// `npx tsx scripts/bench-search-browser.ts <out> <baseline> [--quick] [--scales=1,50]` prints the section alone
// (ports from BENCH_PORT + 10, as in `npm run bench`).
if (/bench-search-browser\.ts$/.test(process.argv[1] ?? '')) {
  const [outDir = 'out', baselineDir = 'out'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const quick = process.argv.includes('--quick');
  const scalesArg = process.argv.find((a) => a.startsWith('--scales='));
  const port = Number(process.env.BENCH_PORT ?? 4400) + 10;
  const options = quick ? { runs: 1, scales: [1], port } : { port };
  if (scalesArg) Object.assign(options, { scales: scalesArg.slice(9).split(',').map(Number) });
  benchSearchInBrowser(path.resolve(outDir), path.resolve(baselineDir), options)
    .then(({ markdown }) => console.log(markdown))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
