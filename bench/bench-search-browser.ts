/**
 * Search measured in headless Chromium: this site's search beside the search it replaced (an
 * export of commit SEARCH_BEFORE_COMMIT, whose two whole files load on first use), both at the
 * current content size and with their search files grown ×10 and ×50 (the copies of
 * `multiplyRecords`, written in each design's own format). For each design and scale:
 *
 * - on a throttled connection (Lighthouse's slow 4G as DevTools applies it: 562.5 ms request
 *   latency, 1.47 Mbit/s, plus 4× CPU slowdown, no cache, gzip), a fresh browser opens
 *   `/docs/intro/` and types the query as soon as the box is on the page and enabled (the box keeps
 *   what is typed before the page is interactive). From navigation start: the first result, the
 *   first results that searched the page text (the `sfx-search-results-full` mark), and the gzip
 *   bytes of the search files that had arrived by each; the same again over HTTP/2 (an HTTP/2
 *   front before the same server, http2-front.ts), as GitHub Pages serves the site, since
 *   HTTP/1.1's six connections to a host hold back any design that makes more requests at once;
 * - keystroke latency: with search loaded, each query of the relevance suite is typed but for
 *   its last letter, which is then pressed as a real key, after a pause; the time runs from the
 *   keydown to the search box's `sfx-search-results` performance mark (set once the new results
 *   are committed to the DOM), and on to the end of the frame that paints them (a message posted
 *   from that frame's animation callback runs once the frame's rendering is done), with the CPU
 *   slowed 4× and the network not throttled.
 *
 * Used by `npm run bench`; `npx tsx bench/bench-search-browser.ts <out> <before out>` prints it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { buildSearchFiles, DEFAULT_SEARCH_OPTIONS } from '@/lib/search/build-index';
import { collectSearchRecords } from '@/lib/search/collect';
import { FULL_RESULTS_MARK, RESULTS_MARK } from '@/lib/search/list';
import { RELEVANCE_CASES } from '@/lib/search/relevance-queries';
import { multiplyRecords } from '../scripts/lib/grow-content';
import { CHROME_FLAGS, CHROME_PATH } from '../scripts/chromium';
import { CPU_SLOWDOWN, throttle } from './bench-throttled';
import { SEARCH_BEFORE_COMMIT } from './bench-baseline';
import { serveStatic } from '../scripts/lib/serve-static';
import { http2Front } from './http2-front';

const PAGE = '/docs/intro/';
const QUERY = 'soql';
const BOX = 'input[role="combobox"]';
const OPTION = '[role="option"]';
/** A result on screen: React's options, or the links the search module lists before hydration. */
const RESULT = '.search__result';
const TIMEOUT = 300_000;

/** One throttled first search, times from navigation start. */
interface FirstSearch {
  loadMs: number;
  firstMs: number;
  fullMs: number;
  bytesBeforeFirst: number;
  bytesBeforeFull: number;
  /** The search module (`search-engine-<hash>.js`) before the first result; 0 where search code is a Next chunk. */
  codeBeforeFirst: number;
}

/** Figures for one design at one scale; null where it could not be measured. */
export interface SearchFigures {
  first: FirstSearch | null;
  /** The same first search with the site served over HTTP/2 (http2-front.ts), as GitHub Pages serves it. */
  firstHttp2: FirstSearch | null;
  keystrokeP50Ms: number | null;
  keystrokeP95Ms: number | null;
  /** Keystroke to the end of the frame that paints the results. */
  paintP50Ms: number | null;
  paintP95Ms: number | null;
  /** The same p95s on a page the service worker controls (any page after the reader's first). */
  controlledKeystrokeP95Ms: number | null;
  controlledPaintP95Ms: number | null;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

/**
 * A fresh context. tsx compiles this script with esbuild's keep-names, which wraps named inner
 * functions in calls to a `__name` helper; the functions passed to `page.evaluate` run in the page,
 * where that helper does not exist, so the page gets a no-op one. The page also notes when the
 * first result option appears.
 */
async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript('window.__name = (fn) => fn;');
  await context.addInitScript(`
    new MutationObserver((_, observer) => {
      if (document.querySelector('${RESULT}')) {
        window.__firstOption = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });`);
  return context;
}

/** A copy of `outDir` (hard links) whose search files hold the content ×`scale` in a design's format. */
function scaledSite(outDir: string, scale: number, chunked: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sfx-bench-x${scale}-`));
  execFileSync('cp', ['-al', `${outDir}/.`, dir]);
  const folder = path.join(dir, 'search');
  const names = fs.readdirSync(folder);
  const doc = names.find((name) => /^search-doc-\d+\.json$/.test(name))!;
  const index = names.find((name) => /^search-index-\d+\.json$/.test(name))!;
  const write = (name: string, json: string) => {
    const file = path.join(folder, name);
    fs.rmSync(file, { force: true }); // A hard link: replace it rather than write through to out/.
    fs.writeFileSync(file, json);
  };
  const records = multiplyRecords(collectSearchRecords(), scale);
  if (chunked) {
    // The page asks for chunks by the stamp it was built with: the grown chunks keep it.
    const { stamp } = JSON.parse(fs.readFileSync(path.join(folder, index), 'utf8')) as { stamp: string };
    for (const name of names) if (name.startsWith(`search-${stamp}-`)) fs.rmSync(path.join(folder, name));
    const files = buildSearchFiles(records, DEFAULT_SEARCH_OPTIONS, stamp);
    write(doc, JSON.stringify(files.docFile));
    write(index, JSON.stringify(files.indexFile));
    for (const [name, json] of files.chunks) write(name, json);
  } else {
    // The format before: headings and places in the doc file, the bodies in the index file.
    const searchDocs = records.map(({ text: _text, code: _code, ...entry }) => entry);
    write(doc, JSON.stringify({ searchDocs, options: DEFAULT_SEARCH_OPTIONS }));
    const bodies = { version: 2, text: records.map((r) => r.text), code: records.map((r) => r.code ?? '') };
    write(index, JSON.stringify(bodies));
  }
  return dir;
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

/** Types the query into the search box as soon as it is on the page and enabled. */
async function typeQuery(page: Page, query: string): Promise<void> {
  await page.waitForFunction(
    (selector) => document.querySelector<HTMLInputElement>(selector)?.disabled === false,
    BOX,
    {
      timeout: TIMEOUT,
      polling: 20,
    },
  );
  await page.locator(BOX).first().fill(query);
}

/** Fresh context on slow 4G with 4× CPU; the reader types as soon as the box takes input. */
async function throttledFirstSearch(browser: Browser, origin: string): Promise<FirstSearch> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'commit', timeout: TIMEOUT });
    await typeQuery(page, QUERY);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FULL_RESULTS_MARK, {
      timeout: TIMEOUT,
      polling: 50,
    });
    await page.waitForFunction(() => document.readyState === 'complete', null, { timeout: TIMEOUT });
    return await page.evaluate((mark) => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const firstMs = (window as unknown as { __firstOption: number }).__firstOption;
      const fullMs = performance.getEntriesByName(mark)[0].startTime;
      const search = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
        new URL(entry.name).pathname.includes('/search/'),
      );
      const bytesBy = (time: number, code: boolean) =>
        search
          .filter((entry) => entry.responseEnd <= time && new URL(entry.name).pathname.endsWith('.js') === code)
          .reduce((sum, entry) => sum + entry.encodedBodySize, 0);
      return {
        loadMs: nav.loadEventEnd || nav.loadEventStart,
        firstMs,
        fullMs,
        bytesBeforeFirst: bytesBy(firstMs, false),
        bytesBeforeFull: bytesBy(fullMs, false),
        codeBeforeFirst: bytesBy(firstMs, true),
      };
    }, FULL_RESULTS_MARK);
  } finally {
    await context.close();
  }
}

/**
 * Keystroke to results committed, and painted, over the relevance suite, with search already
 * loaded; `controlled`: on the page loaded again once the service worker is active, so that it
 * controls the page, as it does every page a reader opens after the first.
 */
async function keystrokeLatencies(
  browser: Browser,
  origin: string,
  controlled: boolean,
): Promise<{ committed: number[]; painted: number[] }> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    if (controlled) {
      // A site without a worker is never ready: give up after 10 s (n/a below).
      await page.evaluate(() =>
        Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 10_000))]),
      );
      await page.reload({ waitUntil: 'load' });
      if (!(await page.evaluate(() => navigator.serviceWorker.controller)))
        throw new Error('no service worker controls the page');
    }
    await typeQuery(page, QUERY);
    await page.locator(OPTION).first().waitFor({ timeout: TIMEOUT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Each results mark also notes when the frame after it has rendered: the animation callback
    // runs before that frame's style, layout and paint, a message posted from it after them.
    await page.evaluate((mark) => {
      const painted: { detail: unknown; markAt: number; at: number }[] = [];
      Object.assign(window, { __painted: painted });
      const original = performance.mark.bind(performance);
      performance.mark = (name: string, options?: PerformanceMarkOptions) => {
        const entry = original(name, options);
        if (name === mark)
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () =>
              painted.push({ detail: options?.detail, markAt: entry.startTime, at: performance.now() });
            channel.port2.postMessage(null);
          });
        return entry;
      };
    }, RESULTS_MARK);
    const box = page.locator(BOX).first();
    const committed: number[] = [];
    const painted: number[] = [];
    for (const { query } of RELEVANCE_CASES) {
      await box.fill(query.slice(0, -1));
      await page.waitForTimeout(150); // A pause: the next key is not part of a burst.
      await page.evaluate((mark) => {
        performance.clearMarks(mark);
        const input = document.querySelector('input[role="combobox"]') as HTMLInputElement & { __keyAt?: number };
        input.addEventListener('keydown', () => (input.__keyAt = performance.now()), { once: true, capture: true });
      }, RESULTS_MARK);
      await page.keyboard.type(query.slice(-1));
      // The first results on screen for this query after the key: a late answer to the query
      // before (its page text arriving) sets the same mark, with that query as its detail (the
      // search before the chunked index names no query).
      const elapsed = await page.evaluate(
        ([mark, typed]) =>
          new Promise<[committed: number, painted: number] | null>((resolve) => {
            const input = document.querySelector('input[role="combobox"]') as HTMLInputElement & { __keyAt?: number };
            const painted = (window as unknown as { __painted: { detail: unknown; markAt: number; at: number }[] })
              .__painted;
            const started = performance.now();
            const poll = () => {
              const keyAt = input.__keyAt;
              const ours = (detail: unknown, at: number) =>
                (detail ?? typed) === typed && keyAt !== undefined && at >= keyAt;
              const entry = (performance.getEntriesByName(mark) as PerformanceMark[]).find((mark) =>
                ours(mark.detail, mark.startTime),
              );
              const frame = entry && painted.find((p) => p.markAt === entry.startTime && ours(p.detail, p.markAt));
              if (entry && frame && keyAt !== undefined) resolve([entry.startTime - keyAt, frame.at - keyAt]);
              else if (performance.now() - started > 5000) resolve(null);
              else requestAnimationFrame(poll);
            };
            poll();
          }),
        [RESULTS_MARK, query] as const,
      );
      if (elapsed !== null) {
        committed.push(elapsed[0]);
        painted.push(elapsed[1]);
      }
    }
    return { committed, painted };
  } finally {
    await context.close();
  }
}

/** The run whose first result is the median one; null when every run failed. */
const median = (runs: FirstSearch[]): FirstSearch | null =>
  runs.sort((a, b) => a.firstMs - b.firstMs)[Math.floor((runs.length - 1) / 2)] ?? null;

/**
 * Every figure for one served site: the median of `runs` first searches over HTTP/1.1 and of as
 * many over HTTP/2 (alternating, so both meet the machine in the same state), and the keystrokes
 * (the network not throttled: over HTTP/1.1 only).
 */
async function measureSite(
  browser: Browser,
  origin: string,
  http2Origin: string,
  runs: number,
): Promise<SearchFigures> {
  const firsts: Record<string, FirstSearch[]> = { [origin]: [], [http2Origin]: [] };
  for (let i = 0; i < runs; i++)
    for (const at of [origin, http2Origin]) {
      const run = await attempt(`throttled first search on ${at}`, () => throttledFirstSearch(browser, at));
      if (run) firsts[at].push(run);
    }
  const keys = await attempt(`keystrokes on ${origin}`, () => keystrokeLatencies(browser, origin, false));
  const controlled = await attempt(`keystrokes on ${origin}, controlled`, () =>
    keystrokeLatencies(browser, origin, true),
  );
  const p95 = (values: number[] | undefined) => (values?.length ? percentile(values, 95) : null);
  return {
    first: median(firsts[origin]),
    firstHttp2: median(firsts[http2Origin]),
    keystrokeP50Ms: keys?.committed.length ? percentile(keys.committed, 50) : null,
    keystrokeP95Ms: keys?.committed.length ? percentile(keys.committed, 95) : null,
    paintP50Ms: keys?.painted.length ? percentile(keys.painted, 50) : null,
    paintP95Ms: keys?.painted.length ? percentile(keys.painted, 95) : null,
    controlledKeystrokeP95Ms: p95(controlled?.committed),
    controlledPaintP95Ms: p95(controlled?.painted),
  };
}

const s = (ms: number | null | undefined) => (ms == null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const msText = (ms: number | null | undefined) => (ms == null ? 'n/a' : `${Math.round(ms)} ms`);
const kib = (bytes: number | null | undefined) => (bytes == null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KiB`);

/**
 * Measures this site's export (`outDir`) and the export before the chunked index (`beforeDir`)
 * at each scale, and returns the figures and a Markdown section.
 */
export async function benchSearchInBrowser(
  outDir: string,
  beforeDir: string,
  { runs = 3, scales = [1, 10, 50], port = 4410 }: { runs?: number; scales?: number[]; port?: number } = {},
): Promise<{ markdown: string; figures: Record<string, SearchFigures> }> {
  // The HTTP/2 front's certificate is made for the run (http2-front.ts). The flag, unlike a
  // context's ignoreHTTPSErrors, also lets the service worker register there, as it does over
  // HTTP/1.1 on localhost: both protocols carry its traffic.
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROME_FLAGS, '--ignore-certificate-errors'],
  });
  const figures: Record<string, SearchFigures> = {};
  try {
    for (const scale of scales) {
      for (const [design, dir, chunked] of [
        ['before', beforeDir, false],
        ['now', outDir, true],
      ] as const) {
        const site = scale === 1 ? dir : scaledSite(dir, scale, chunked);
        const server = await serveStatic(site, port);
        const front = await http2Front(port + 1, port).catch((error: unknown) => {
          server.kill();
          throw error;
        });
        try {
          // Larger content: one run each keeps the bench short.
          figures[`${design}${scale}`] = await measureSite(
            browser,
            `http://localhost:${port}`,
            front.origin,
            scale === 1 ? runs : 1,
          );
        } finally {
          await front.close();
          server.kill();
          if (site !== dir) fs.rmSync(site, { recursive: true, force: true });
        }
      }
    }
  } finally {
    await browser.close();
  }

  const header = scales.flatMap((scale) => [`×${scale} before`, `×${scale} now`]);
  const lines = [
    `Headless Chromium; the search before is an export of commit ${SEARCH_BEFORE_COMMIT} (two whole files, loaded on first use),`,
    `measured in the same run. Throttled: slow 4G (562.5 ms request latency, 1.47 Mbit/s) with ${CPU_SLOWDOWN}× CPU, no cache, gzip;`,
    `a fresh browser opens \`${PAGE}\` and types "${QUERY}" as soon as the box takes input; times from navigation start,`,
    `median of ${runs} at ×1 (one run at ×10 and ×50). Bytes are the gzip bodies of the search files (entry and chunks, or the`,
    'two files before) that had arrived; the search module now is a file of its own (before, the search code came in Next',
    "chunks, not counted: —). The first result is the first `.search__result` on screen, React's or the one the search",
    'module lists before hydration. Keystrokes: the last letter of each relevance-suite query, typed after a pause,',
    `to the results committed to the page, and to the end of the frame that paints them, ${CPU_SLOWDOWN}× CPU, network not`,
    'throttled; then the same on the page loaded again once the service worker controls it, as every page after a',
    "reader's first is (n/a: no worker); each query's files are new to the worker's cache there, as a reader's first",
    'queries are.',
    'The targets are read over HTTP/1.1 (`serve`, as `npm start` serves the export: six connections to a host, and',
    'the requests beyond them queue). The rows "over HTTP/2" repeat the first search, alternating with it, through an HTTP/2',
    'front (`bench/http2-front.ts`), as GitHub Pages, where the site is deployed, answers browsers: requests share one',
    'connection and do not queue.',
    '',
    `| Measure | Target | ${header.join(' | ')} |`,
    `|---|---|${header.map(() => '---:').join('|')}|`,
  ];
  const row = (label: string, target: string, pick: (f: SearchFigures) => string) =>
    lines.push(
      `| ${label} | ${target} | ${scales.flatMap((scale) => ['before', 'now'].map((d) => pick(figures[`${d}${scale}`]))).join(' | ')} |`,
    );
  row('Page `load` event', '', (f) => s(f.first?.loadMs));
  row('First result', '≤ 2.5 s ×1, ≤ 3.0 s ×10 and ×50', (f) => s(f.first?.firstMs));
  row('Search bytes before the first result', '≤ 30 KiB ×1, ≤ 100 KiB ×50', (f) => kib(f.first?.bytesBeforeFirst));
  row('… and the search module (code) before it', '', (f) =>
    f.first?.codeBeforeFirst ? kib(f.first.codeBeforeFirst) : '—',
  );
  row('Results with the page text', '', (f) => s(f.first?.fullMs));
  row('… after the first result', '≤ 1 s', (f) => (f.first ? s(f.first.fullMs - f.first.firstMs) : 'n/a'));
  row('Search bytes before the page-text results', '', (f) => kib(f.first?.bytesBeforeFull));
  row('First result, over HTTP/2', '', (f) => s(f.firstHttp2?.firstMs));
  row('… page text after it, over HTTP/2', '', (f) =>
    f.firstHttp2 ? s(f.firstHttp2.fullMs - f.firstHttp2.firstMs) : 'n/a',
  );
  row(`Keystroke to results committed, p50, ${CPU_SLOWDOWN}× CPU`, '', (f) => msText(f.keystrokeP50Ms));
  row(`Keystroke to results committed, p95`, '', (f) => msText(f.keystrokeP95Ms));
  row(`Keystroke to results painted, p50`, '', (f) => msText(f.paintP50Ms));
  row(`Keystroke to results painted, p95`, '≤ 50 ms ×50', (f) => msText(f.paintP95Ms));
  row('… committed, p95, on a page the service worker controls', '', (f) => msText(f.controlledKeystrokeP95Ms));
  row('… painted, p95, on a page the service worker controls', '≤ 50 ms ×50', (f) => msText(f.controlledPaintP95Ms));
  return { markdown: lines.join('\n'), figures };
}

// `npx tsx bench/bench-search-browser.ts <out> <before out> [--quick] [--scales=1,50]` prints the section
// alone (ports from BENCH_PORT + 10, as in `npm run bench`).
if (/bench-search-browser\.ts$/.test(process.argv[1] ?? '')) {
  const [outDir = 'out', beforeDir = 'out'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const scalesArg = process.argv.find((a) => a.startsWith('--scales='));
  const port = Number(process.env.BENCH_PORT ?? 4400) + 10;
  const options = process.argv.includes('--quick') ? { runs: 1, scales: [1], port } : { port };
  if (scalesArg) Object.assign(options, { scales: scalesArg.slice(9).split(',').map(Number) });
  benchSearchInBrowser(path.resolve(outDir), path.resolve(beforeDir), options)
    .then(({ markdown }) => console.log(markdown))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
