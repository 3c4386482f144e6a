/**
 * flexsearch against lunr in headless Chromium, on the same records, at ×1, ×10 and ×50 content.
 * A plain harness page (scripts/lib/search-harness.ts, bundled with esbuild) lets each engine do
 * what a search box does on first use: fetch its two files, load the index, answer a query and
 * show the results. Measured: that first result (median of 3 fresh browser contexts), and then
 * the latency of each query of the relevance suite, shown as list items, in the browser (p50/p95).
 * Used by `npm run bench`; `npx tsx scripts/bench-search-engines.ts [scales…]` prints the section.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import { buildSearchFiles, toSearchDocs } from '@/lib/search/build-index';
import { collectSearchRecords } from '@/lib/search/collect';
import { RELEVANCE_CASES } from '@/lib/search/relevance-queries';
import { multiplyRecords } from './bench-search';
import { CHROME_FLAGS, CHROME_PATH } from './chromium';
import { buildLunrIndex } from './lib/lunr-engine';
import { serveStatic } from './lib/serve-static';

const ENGINES = ['flexsearch', 'lunr'] as const;
type Engine = (typeof ENGINES)[number];
const QUERY = 'soql';
const ROUNDS = 5;

/** One engine at one scale. */
export interface EngineBrowserFigures {
  firstResultMs: number;
  queryP50Ms: number;
  queryP95Ms: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Writes the harness page, its bundle and both engines' files for the content ×`scale`. */
async function writeHarness(dir: string, scale: number): Promise<void> {
  await build({
    entryPoints: [path.resolve('scripts/lib/search-harness.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    minify: true,
    outfile: path.join(dir, 'harness.js'),
    tsconfig: path.resolve('tsconfig.json'),
    logLevel: 'error',
  });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Search engines</title><script src="harness.js"></script></head><body><ul id="results"></ul></body></html>',
  );
  const records = multiplyRecords(collectSearchRecords(), scale);
  const { docFile, indexFile } = buildSearchFiles(records);
  fs.writeFileSync(path.join(dir, 'doc.json'), JSON.stringify(docFile));
  fs.writeFileSync(path.join(dir, 'flexsearch-index.json'), JSON.stringify(indexFile));
  fs.writeFileSync(path.join(dir, 'lunr-index.json'), JSON.stringify(buildLunrIndex(toSearchDocs(records))));
}

type Bench = {
  firstResult(engine: Engine, query: string): Promise<{ ms: number; results: number }>;
  queryLatencies(engine: Engine, queries: string[], rounds: number): number[];
};

async function firstResult(page: Page, engine: Engine): Promise<number> {
  const { ms, results } = await page.evaluate(
    ([e, q]) => (window as unknown as { sfxBench: Bench }).sfxBench.firstResult(e as Engine, q),
    [engine, QUERY] as const,
  );
  if (results === 0) throw new Error(`${engine} found nothing for "${QUERY}"`);
  return ms;
}

/** Both engines at each scale, three fresh contexts each for the first result. */
export async function benchSearchEnginesInBrowser(
  scales: number[] = [1, 10, 50],
  runs = 3,
): Promise<{ markdown: string; figures: Record<number, Record<Engine, EngineBrowserFigures>> }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const figures: Record<number, Record<Engine, EngineBrowserFigures>> = {};
  const queries = RELEVANCE_CASES.map((c) => c.query);
  try {
    for (const scale of scales) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sfx-engines-x${scale}-`));
      const port = 4420;
      let server: Awaited<ReturnType<typeof serveStatic>> | null = null;
      try {
        await writeHarness(dir, scale);
        server = await serveStatic(dir, port);
        const perEngine = {} as Record<Engine, EngineBrowserFigures>;
        for (const engine of ENGINES) {
          const firsts: number[] = [];
          let latencies: number[] = [];
          for (let i = 0; i < runs; i++) {
            const context = await browser.newContext();
            try {
              const page = await context.newPage();
              await page.goto(`http://localhost:${port}/`, { waitUntil: 'load' });
              firsts.push(await firstResult(page, engine));
              if (i === 0) {
                latencies = await page.evaluate(
                  ([e, q, r]) => (window as unknown as { sfxBench: Bench }).sfxBench.queryLatencies(e as Engine, q, r),
                  [engine, queries, ROUNDS] as const,
                );
              }
            } finally {
              await context.close();
            }
          }
          perEngine[engine] = {
            firstResultMs: median(firsts),
            queryP50Ms: percentile(latencies, 50),
            queryP95Ms: percentile(latencies, 95),
          };
        }
        figures[scale] = perEngine;
      } finally {
        server?.kill();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }

  const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(0));
  const lines = [
    `Headless Chromium, a plain page per engine with the same records: the first result is fetching both files,`,
    `loading the index, answering "${QUERY}" and showing the results (median of ${runs} fresh contexts); query`,
    `latency is each of the ${queries.length} relevance-suite queries answered and shown, ${ROUNDS} rounds after a warm-up.`,
    '',
    '| Content | Metric | flexsearch | lunr | flexsearch / lunr |',
    '|---|---|---:|---:|---:|',
  ];
  for (const scale of scales) {
    const f = figures[scale]!;
    for (const [label, key] of [
      ['First result, ms', 'firstResultMs'],
      ['Query p50, ms', 'queryP50Ms'],
      ['Query p95, ms', 'queryP95Ms'],
    ] as const) {
      lines.push(
        `| ×${scale} | ${label} | ${ms(f.flexsearch[key])} | ${ms(f.lunr[key])} | ${(f.flexsearch[key] / f.lunr[key]).toFixed(2)}× |`,
      );
    }
  }
  return { markdown: lines.join('\n'), figures };
}

if (/bench-search-engines\.ts$/.test(process.argv[1] ?? '')) {
  const scales = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  benchSearchEnginesInBrowser(scales.length ? scales : undefined).then(
    ({ markdown }) => console.log(markdown),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
