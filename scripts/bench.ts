/**
 * `npm run bench -- --baseline <folder>`: measures this site against a baseline static build in
 * the same run and writes a Markdown report to bench/ (bench/latest.md and a dated copy).
 *
 * For each site: Lighthouse (mobile and desktop, median of N runs) on six pages (one per page type, plus a deep docs page and the DevOps index) — performance,
 * accessibility, best practices, SEO, LCP, TBT, CLS, bytes and requests — first-load JS per page,
 * page loads observed in Chromium under DevTools throttling (bench-throttled.ts), and search in
 * headless Chromium (focus to first result, first result on slow 4G with 4× CPU,
 * keystroke latency; see bench-search-browser.ts; this site also at ×10/×50 content). For this
 * site also the build time, and the search engine figures, flexsearch against lunr at ×1/×10/×50,
 * in Node (bench-search.ts) and in the browser (bench-search-engines.ts).
 * Every figure stands beside the baseline's as a ratio (this site ÷ baseline).
 *
 * Options: --baseline <dir> (required: any static build, e.g. an earlier out/ of this site),
 * --runs <n> (default 3), --skip-build (measure out/ as it is), --quick (1 run, mobile only, no
 * scale section), --no-scale (skip the scale section, bench-scale.ts, alone: `npm run bench:scale`).
 * Not part of the tests: timings depend on the machine.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { measurePage } from '../lib/quality/budgets';
import { benchScale } from './bench-scale';
import { benchSearch } from './bench-search';
import { benchSearchInBrowser } from './bench-search-browser';
import { benchSearchEnginesInBrowser } from './bench-search-engines';
import { measureThrottledLoads } from './bench-throttled';
import { CHROME_FLAGS, CHROME_PATH } from './chromium';
import { serveStatic } from './lib/serve-static';

const PAGES = ['/', '/docs/intro/', '/docs/Explore/SOQL/', '/devops/', '/blog/release60/', '/graphQL/'];

interface Args {
  baseline: string;
  runs: number;
  skipBuild: boolean;
  quick: boolean;
}

function parseArgs(argv: string[]): Args {
  const get = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const baseline = get('--baseline');
  if (!baseline || !fs.existsSync(path.join(baseline, 'index.html'))) {
    console.error(
      'Usage: npm run bench -- --baseline <folder with a static build (index.html at its root)> [--runs 3] [--skip-build] [--quick]',
    );
    process.exit(2);
  }
  const quick = argv.includes('--quick');
  return {
    baseline: path.resolve(baseline),
    runs: quick ? 1 : Number(get('--runs') ?? 3),
    skipBuild: argv.includes('--skip-build'),
    quick,
  };
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  requests: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function runLighthouse(url: string, formFactor: 'mobile' | 'desktop'): LighthouseFigures {
  const args = [
    'lighthouse',
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const out = execFileSync('npx', args, {
    encoding: 'utf8',
    env: { ...process.env, CHROME_PATH },
    maxBuffer: 64 * 1024 * 1024,
  });
  const lhr = JSON.parse(out) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
  };
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    bytes: lhr.audits['total-byte-weight']?.numericValue ?? 0,
    requests: lhr.audits['network-requests']?.details?.items?.length ?? 0,
  };
}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as LighthouseFigures;
}

const ratio = (ours: number, base: number) => (base === 0 ? (ours === 0 ? '1.00' : '∞') : (ours / base).toFixed(2));
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const lines: string[] = [];
  const now = new Date();
  lines.push(`# Benchmark report — ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`, '');
  lines.push(
    // BENCH_BASELINE_LABEL describes the baseline in words (e.g. which commit it was built from).
    `Baseline: ${process.env.BENCH_BASELINE_LABEL || `\`${path.basename(args.baseline)}\``}. Ratios are this site ÷ baseline (lower is better for times and sizes, higher for scores).`,
    '',
  );

  let buildSeconds: number | null = null;
  if (!args.skipBuild) {
    const start = Date.now();
    execFileSync('npm', ['run', 'build', '--silent'], {
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    buildSeconds = (Date.now() - start) / 1000;
  }
  const ours = path.resolve('out');
  const servers = [await serveStatic(ours, 4401), await serveStatic(args.baseline, 4402)];
  const origins = { ours: 'http://localhost:4401', base: 'http://localhost:4402' };

  try {
    lines.push('## Lighthouse', '');
    lines.push(`Median of ${args.runs} run(s) per page, Debian Chromium, simulated throttling.`, '');
    for (const formFactor of args.quick ? (['mobile'] as const) : (['mobile', 'desktop'] as const)) {
      lines.push(`### ${formFactor}`, '');
      lines.push(
        '| Page | Perf | A11y | Best pr. | SEO | LCP ms | TBT ms | CLS | KiB | Requests |',
        '|---|---|---|---|---|---|---|---|---|---|',
      );
      for (const page of PAGES) {
        const results: Record<'ours' | 'base', LighthouseFigures> = {} as never;
        for (const site of ['ours', 'base'] as const) {
          const runs: LighthouseFigures[] = [];
          for (let i = 0; i < args.runs; i++) runs.push(runLighthouse(`${origins[site]}${page}`, formFactor));
          results[site] = medianFigures(runs);
        }
        const o = results.ours;
        const b = results.base;
        lines.push(
          `| \`${page}\` | ${o.performance} / ${b.performance} (${ratio(o.performance, b.performance)}) | ${o.accessibility} / ${b.accessibility} | ${o.bestPractices} / ${b.bestPractices} | ${o.seo} / ${b.seo} | ${Math.round(o.lcpMs)} / ${Math.round(b.lcpMs)} (${ratio(o.lcpMs, b.lcpMs)}) | ${Math.round(o.tbtMs)} / ${Math.round(b.tbtMs)} (${ratio(o.tbtMs, b.tbtMs)}) | ${o.cls.toFixed(3)} / ${b.cls.toFixed(3)} | ${kib(o.bytes)} / ${kib(b.bytes)} (${ratio(o.bytes, b.bytes)}) | ${o.requests} / ${b.requests} |`,
        );
      }
      lines.push('', 'Each cell: this site / baseline (ratio).', '');
    }

    lines.push('## Throttled page loads, observed', '');
    lines.push(
      `Median of ${args.runs} load(s) per page in Debian Chromium through DevTools throttling (slow 4G: 562.5 ms`,
      'request latency, 1.47 Mbit/s down, as Lighthouse applies it in DevTools mode; 4× CPU slowdown; no cache;',
      'mobile viewport). These are what the browser observed, where the Lighthouse figures above are estimated',
      'from an unthrottled load. "Interactive" is when React has attached to the navbar search box; "Blocking"',
      'sums, over the long tasks after the first paint, the time beyond 50 ms of each.',
      '',
      '| Page | FCP ms | LCP ms | Load ms | Interactive ms | Blocking ms |',
      '|---|---|---|---|---|---|',
    );
    const throttledUrls = PAGES.flatMap((page) => [`${origins.ours}${page}`, `${origins.base}${page}`]);
    const throttled = await measureThrottledLoads(throttledUrls, args.runs);
    const cell = (o: number | null, b: number | null) =>
      o === null || b === null
        ? `${o === null ? 'n/a' : Math.round(o)} / ${b === null ? 'n/a' : Math.round(b)}`
        : `${Math.round(o)} / ${Math.round(b)} (${ratio(o, b)})`;
    for (const page of PAGES) {
      const o = throttled.get(`${origins.ours}${page}`)!;
      const b = throttled.get(`${origins.base}${page}`)!;
      lines.push(
        `| \`${page}\` | ${cell(o.fcpMs, b.fcpMs)} | ${cell(o.lcpMs, b.lcpMs)} | ${cell(o.loadMs, b.loadMs)} | ${cell(o.interactiveMs, b.interactiveMs)} | ${cell(o.blockingMs, b.blockingMs)} |`,
      );
    }
    lines.push('', 'Each cell: this site / baseline (ratio).', '');

    lines.push(
      '## First-load JavaScript (gzip)',
      '',
      '| Page | This site KiB | Baseline KiB | Ratio |',
      '|---|---|---|---|',
    );
    for (const page of PAGES) {
      const file = page === '/' ? 'index.html' : `${page.slice(1)}index.html`;
      const o = fs.existsSync(path.join(ours, file)) ? measurePage(ours, file).scriptKiB : NaN;
      const b = fs.existsSync(path.join(args.baseline, file)) ? measurePage(args.baseline, file).scriptKiB : NaN;
      lines.push(
        `| \`${page}\` | ${o.toFixed(1)} | ${Number.isNaN(b) ? 'n/a' : b.toFixed(1)} | ${Number.isNaN(b) ? 'n/a' : ratio(o, b)} |`,
      );
    }
    lines.push('');

    lines.push('## Search in the browser', '');
    try {
      const browserSearch = await benchSearchInBrowser(ours, args.baseline, args.quick ? { runs: 1, scales: [1] } : {});
      lines.push(browserSearch.markdown, '');
    } catch (error) {
      // The report keeps everything measured so far.
      lines.push(`Not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, '');
    }
    lines.push('## Search engines in the browser: flexsearch against lunr', '');
    try {
      const engines = await benchSearchEnginesInBrowser(args.quick ? [1] : [1, 10, 50], args.runs);
      lines.push(engines.markdown, '');
    } catch (error) {
      lines.push(`Not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, '');
    }
    lines.push('## Search engine: flexsearch against lunr', '');
    const search = await benchSearch();
    lines.push(search.markdown, '');

    lines.push('## Build', '');
    lines.push(
      buildSeconds === null
        ? 'Build skipped (--skip-build).'
        : `\`npm run build\` (search index, next build, postbuild): ${buildSeconds.toFixed(1)} s. The baseline is a finished folder, so it has no build time to compare.`,
      '',
    );
  } finally {
    for (const server of servers) server.kill();
  }

  // Last, as its builds replace out/ (bench-scale.ts); --no-scale leaves it out.
  if (!args.quick && !process.argv.includes('--no-scale')) lines.push('## Scale', '', await benchScale(), '');

  fs.mkdirSync('bench', { recursive: true });
  const report = `${lines.join('\n')}\n`;
  fs.writeFileSync(path.join('bench', 'latest.md'), report);
  fs.writeFileSync(path.join('bench', `report-${now.toISOString().slice(0, 10)}.md`), report);
  console.log(report);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
