/**
 * `npm run bench [-- --baseline <folder>] [--runs 3] [--skip-build] [--quick] [--simulated] [--sections id,…]`:
 * measures this site beside a baseline in the same run and writes a Markdown report to bench/latest.md (and a dated
 * copy). Without --baseline the baseline is the site's first skeleton build, built once from the
 * repository's history (bench/bench-baseline.ts). The benchmark's own packages (Lighthouse,
 * lunr) live in bench/package.json and are installed on the first run.
 *
 * Sections, in order (each a `BenchSection`; see bench/bench-section.ts to add one):
 * - the headline, what a phone observes: Lighthouse mobile with DevTools throttling, LCP, TBT and
 *   time to interactive per page, median of 3 (with --simulated also Lighthouse's simulated
 *   estimates, one run each) (bench-lighthouse.ts);
 * - first-load JavaScript per page (gzip, from the export);
 * - search in the browser beside the search before the chunked index (built once from commit
 *   cd6a9c1): first result, results with the page text and the bytes before each on slow 4G
 *   with 4× CPU, keystroke to results committed and painted (p50/p95 at 4× CPU), at ×1, ×10 and ×50 content
 *   (bench-search-browser.ts);
 * - the search engine in Node against lunr on the same records at ×1/×10/×50 (bench-search.ts);
 * - the SOQL runner in the browser at 4× CPU over the sample org grown to 1,000 accounts, beside
 *   hand-written JavaScript computing the same answer (bench-soql.ts);
 * - the build time.
 * The machine's load average is written beside each section: other work on the machine slows
 * both sites alike, so the ratios of one run are what compare.
 *
 * Ports: BENCH_PORT (default 4400) and the 29 above it. Not part of the tests: timings depend on
 * the machine. A full run takes about 20–25 minutes on a 2-core machine.
 * --no-scale skips the docs-scale section (bench-scale.ts; alone: `npm run bench:scale`), which runs
 * last because its builds replace out/.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measurePage } from '../lib/quality/budgets';
import { lighthouseSection, LIGHTHOUSE_PAGES } from './bench-lighthouse';
import { benchScale } from './bench-scale';
import { benchSearch } from './bench-search';
import { benchSearchInBrowser } from './bench-search-browser';
import { benchSoql, firstUseKiB, soqlMarkdown } from './bench-soql';
import { BASELINE_LABEL, ensureBaseline, ensureSearchBefore } from './bench-baseline';
import { ensureBenchPackage } from './bench-package';
import type { BenchContext, BenchSection } from './bench-section';
import { serveStatic } from '../scripts/lib/serve-static';

interface Args {
  baseline: string | null;
  runs: number;
  skipBuild: boolean;
  quick: boolean;
  simulated: boolean;
  /** Titles' ids of the sections to run (--sections lighthouse,first-load); all when empty. */
  sections: string[];
}

function parseArgs(argv: string[]): Args {
  const get = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const baseline = get('--baseline');
  if (baseline && !fs.existsSync(path.join(baseline, 'index.html'))) {
    console.error(
      'Usage: npm run bench -- [--baseline <folder with a static build (index.html at its root)>] [--runs 3] [--skip-build] [--quick] [--simulated] [--sections id,id]',
    );
    process.exit(2);
  }
  const quick = argv.includes('--quick');
  return {
    baseline: baseline ? path.resolve(baseline) : null,
    runs: quick ? 1 : Number(get('--runs') ?? 3),
    skipBuild: argv.includes('--skip-build'),
    quick,
    simulated: argv.includes('--simulated'),
    sections: (get('--sections') ?? '').split(',').filter(Boolean),
  };
}

const firstLoadSection: BenchSection = {
  id: 'first-load',
  title: 'First-load JavaScript (gzip)',
  async run({ ours, baseline }) {
    const lines = ['| Page | This site KiB | Baseline KiB | Ratio |', '|---|---|---|---|'];
    for (const page of LIGHTHOUSE_PAGES) {
      const file = page === '/' ? 'index.html' : `${page.slice(1)}index.html`;
      const o = measurePage(ours, file).scriptKiB;
      const b = fs.existsSync(path.join(baseline, file)) ? measurePage(baseline, file).scriptKiB : NaN;
      lines.push(
        `| \`${page}\` | ${o.toFixed(1)} | ${Number.isNaN(b) ? 'n/a' : b.toFixed(1)} | ${Number.isNaN(b) ? 'n/a' : (o / b).toFixed(2)} |`,
      );
    }
    return lines.join('\n');
  },
};

const searchBrowserSection: BenchSection = {
  id: 'search-browser',
  title: 'Search in the browser: this site beside the search before the chunked index',
  async run({ ours, runs, quick, freePort }) {
    const options = quick ? { runs: 1, scales: [1], port: freePort } : { runs, port: freePort };
    return (await benchSearchInBrowser(ours, ensureSearchBefore(), options)).markdown;
  },
};

const searchEngineSection: BenchSection = {
  id: 'search-engine',
  title: 'Search engine in Node: this site against lunr',
  async run({ quick }) {
    return (await benchSearch(quick ? { scales: [1] } : {})).markdown;
  },
};

const soqlSection: BenchSection = {
  id: 'soql',
  title: 'SOQL runner in the browser (4× CPU)',
  async run({ origins }) {
    return soqlMarkdown(await benchSoql(), await firstUseKiB(origins.ours));
  },
};

/** The report's sections, in order. */
const SECTIONS: BenchSection[] = [
  lighthouseSection,
  firstLoadSection,
  searchBrowserSection,
  searchEngineSection,
  soqlSection,
];

const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ');

async function main() {
  const args = parseArgs(process.argv.slice(2));
  // Lighthouse reports a crashed tab as a rejection outside the run's own promise: log it; the
  // run that needed the tab fails and is retried (bench-lighthouse.ts), and the bench goes on.
  process.on('unhandledRejection', (reason) => console.warn(`bench: unhandled rejection: ${String(reason)}`));
  const started = Date.now();
  const now = new Date();
  const basePort = Number(process.env.BENCH_PORT ?? 4400);
  const lines: string[] = [];
  const write = () => {
    fs.mkdirSync('bench', { recursive: true });
    const report = `${lines.join('\n')}\n`;
    fs.writeFileSync(path.join('bench', 'latest.md'), report);
    fs.writeFileSync(
      path.join('bench', `report-${now.toISOString().slice(0, 10)}-${commit}-${args.quick ? 'quick' : 'full'}.md`),
      report,
    );
  };

  ensureBenchPackage();
  let buildSeconds: number | null = null;
  if (!args.skipBuild) {
    const start = Date.now();
    execFileSync('npm', ['run', 'build', '--silent'], {
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    buildSeconds = (Date.now() - start) / 1000;
  }
  const baseline = args.baseline ?? ensureBaseline();
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout.
  }

  lines.push(`# Benchmark report — ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC (commit ${commit})`, '');
  lines.push(
    `Baseline: ${args.baseline ? `\`${path.basename(args.baseline)}\`` : BASELINE_LABEL}. Ratios are this site ÷ baseline`,
    '(lower is better for times and sizes). Both sites are served by `serve` (gzip) from this machine.',
    '',
    `Machine: ${os.cpus().length} CPU(s), shared with other work during the run; load average (1 / 5 / 15 min) at the start: ${load()}.`,
    'Other work slows both sites alike within a run, so compare ratios rather than absolute times across runs.',
    '',
  );
  write();

  const ours = path.resolve('out');
  const servers = [await serveStatic(ours, basePort + 1), await serveStatic(baseline, basePort + 2)];
  const context: BenchContext = {
    ours,
    baseline,
    origins: { ours: `http://localhost:${basePort + 1}`, base: `http://localhost:${basePort + 2}` },
    runs: args.runs,
    quick: args.quick,
    simulated: args.simulated,
    freePort: basePort + 10,
  };
  try {
    for (const section of SECTIONS) {
      if (args.sections.length && !args.sections.includes(section.id)) continue;
      const sectionStart = Date.now();
      lines.push(`## ${section.title}`, '');
      try {
        lines.push(await section.run(context));
      } catch (error) {
        // The report keeps everything measured so far.
        console.error(error);
        lines.push(`Not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
      lines.push(
        '',
        `_Section time ${((Date.now() - sectionStart) / 60000).toFixed(1)} min; load average afterwards ${load()}._`,
        '',
      );
      write();
    }
  } finally {
    for (const server of servers) server.kill();
  }

  lines.push('## Build', '');
  lines.push(
    buildSeconds === null
      ? 'Build skipped (--skip-build).'
      : `\`npm run build\` (search index, next build, postbuild): ${buildSeconds.toFixed(1)} s. The baseline is a finished folder, so it has no build time to compare.`,
    '',
    `Whole run: ${((Date.now() - started) / 60000).toFixed(1)} min.`,
  );
  write();

  // Last, as its builds replace out/ (bench-scale.ts); --no-scale leaves it out.
  if (!args.quick && !process.argv.includes('--no-scale')) {
    lines.push('', '## Scale', '', await benchScale(), '');
    write();
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
