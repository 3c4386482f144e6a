/**
 * Search benchmark: the site's search files and engine against a lunr 2.3.9 index built from the same
 * records, at the current content size and with the content multiplied ×10 and ×50 (synthetic
 * copies of every record under other URLs). For each engine and scale it measures the file
 * sizes (raw and gzip), the index build and load times, query latency (p50/p95 over the
 * relevance suite) and relevance (top-3 hit rate on the suite), and reports site/lunr
 * ratios. lunr comes from the benchmark's own package (bench/lunr-engine.ts). `benchSearch()` returns the figures and a Markdown table for `npm run bench`;
 * `npx tsx bench/bench-search.ts` prints the table.
 *
 * lunr is queried the way a typical lunr search box does it: every word as typed (through lunr's
 * stemming pipeline), plus a trailing wildcard for the last word and an edit distance of one for
 * words of five letters or more. lunr does not fold accents, which shows in the accent cases.
 */
import { gzipSync } from 'node:zlib';
import { buildSearchFiles } from '@/lib/search/build-index';
import { collectSearchRecords } from '@/lib/search/collect';
import { createSearchEngine } from '@/lib/search/engine';
import { answers, RELEVANCE_CASES, type RelevanceCase } from '@/lib/search/relevance-queries';
import { multiplyRecords, originalPage } from '../scripts/lib/grow-content';
import type { SearchRecord } from '@/lib/search/types';
import { type LunrModule, loadLunr, type SearchDoc } from './bench-package';

/** Figures for one engine at one scale. */
export interface EngineFigures {
  /** The site's entry (both entry files), lunr's doc file (whole records). */
  docRawBytes: number;
  docGzipBytes: number;
  /** The site's chunks, all of them; lunr's serialised index. */
  indexRawBytes: number;
  indexGzipBytes: number;
  /** Building the files from the records, serialisation included. */
  buildMs: number;
  /** Parsing the files a query needs and loading them into a queryable index (the site: the entry). */
  loadMs: number;
  queryP50Ms: number;
  queryP95Ms: number;
  /** Share of suite queries whose expected page is in the top 3. */
  top3HitRate: number;
}

/** Both engines at one scale. */
export interface ScaleFigures {
  scale: number;
  records: number;
  site: EngineFigures;
  lunr: EngineFigures;
}

/** The benchmark's result. */
export interface SearchBenchResult {
  scales: ScaleFigures[];
  queries: number;
  markdown: string;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

function time<T>(fn: () => T): [T, number] {
  const start = performance.now();
  const value = fn();
  return [value, performance.now() - start];
}

const bytes = (text: string) => Buffer.byteLength(text);
const gzipBytes = (text: string) => gzipSync(text).length;

/** Latency percentiles and top-3 hit rate of a search function over the suite. */
function measureQueries(
  cases: readonly RelevanceCase[],
  search: (query: string) => { url: string }[],
  rounds: number,
): { p50: number; p95: number; hitRate: number } {
  // One warm-up pass: JIT, memoised lookups and the typo vocabulary are one-off costs.
  let hits = 0;
  for (const c of cases) if (answers(c, search(c.query).slice(0, 3).map(originalPage))) hits++;
  const timings: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const c of cases) timings.push(time(() => search(c.query))[1]);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), hitRate: hits / cases.length };
}

async function benchSite(
  records: readonly SearchRecord[],
  cases: readonly RelevanceCase[],
  rounds: number,
): Promise<EngineFigures> {
  const [files, buildMs] = time(() => buildSearchFiles(records));
  const docJson = JSON.stringify(files.docFile);
  const indexJson = JSON.stringify(files.indexFile);
  const [engine, loadMs] = time(() =>
    createSearchEngine(JSON.parse(docJson), JSON.parse(indexJson), (name) =>
      Promise.resolve(JSON.parse(files.chunks.get(name)!)),
    ),
  );
  // Every query's chunks loaded first, as a reader's browser holds them once fetched: the timings
  // are the query itself.
  for (const { query } of cases)
    for (let i = 0; i < 4 && engine.search(query).stage !== 'complete'; i++) await engine.load(query);
  const { p50, p95, hitRate } = measureQueries(cases, (q) => engine.search(q).results, rounds);
  const chunks = [...files.chunks.values()];
  return {
    docRawBytes: bytes(docJson) + bytes(indexJson),
    docGzipBytes: gzipBytes(docJson) + gzipBytes(indexJson),
    indexRawBytes: chunks.reduce((sum, json) => sum + bytes(json), 0),
    indexGzipBytes: chunks.reduce((sum, json) => sum + gzipBytes(json), 0),
    buildMs,
    loadMs,
    queryP50Ms: p50,
    queryP95Ms: p95,
    top3HitRate: hitRate,
  };
}

function benchLunr(
  lunr: LunrModule,
  records: readonly SearchRecord[],
  cases: readonly RelevanceCase[],
  rounds: number,
  maxHits: number,
): EngineFigures {
  const docs: SearchDoc[] = records.map((record, id) => ({ id, ...record }));
  const docJson = JSON.stringify({ searchDocs: docs, options: { highlightResult: true, maxHits } });
  const [indexJson, buildMs] = time(() => lunr.buildLunrJson(docs));
  const [search, loadMs] = time(() => lunr.loadLunr(indexJson, docs));
  const { p50, p95, hitRate } = measureQueries(cases, (q) => search(q, maxHits), rounds);
  return {
    docRawBytes: bytes(docJson),
    docGzipBytes: gzipBytes(docJson),
    indexRawBytes: bytes(indexJson),
    indexGzipBytes: gzipBytes(indexJson),
    buildMs,
    loadMs,
    queryP50Ms: p50,
    queryP95Ms: p95,
    top3HitRate: hitRate,
  };
}

const kib = (n: number) => `${(n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)} KiB`;
const ms = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(0)} ms`;
const pct = (n: number) => `${(n * 100).toFixed(0)} %`;
const ratio = (a: number, b: number) => (b === 0 ? '–' : `${(a / b).toFixed(2)}×`);

/** The figures as one Markdown table: a row per scale and metric, engines side by side. */
export function toMarkdown(scales: readonly ScaleFigures[], queries: number): string {
  const metrics: [string, keyof EngineFigures, (n: number) => string][] = [
    ['Entry (site) / doc file (lunr), raw', 'docRawBytes', kib],
    ['Entry (site) / doc file (lunr), gzip', 'docGzipBytes', kib],
    ['All chunks (site) / index (lunr), raw', 'indexRawBytes', kib],
    ['All chunks (site) / index (lunr), gzip', 'indexGzipBytes', kib],
    ['Index build', 'buildMs', ms],
    ['Load (parse both files, build the index in memory)', 'loadMs', ms],
    ['Query p50', 'queryP50Ms', ms],
    ['Query p95', 'queryP95Ms', ms],
    [`Top-3 hit rate (${queries} queries)`, 'top3HitRate', pct],
  ];
  const lines = [
    '| Content | Records | Metric | This site | lunr | This site / lunr |',
    '|---|---:|---|---:|---:|---:|',
  ];
  for (const s of scales) {
    for (const [label, key, format] of metrics) {
      lines.push(
        `| ×${s.scale} | ${s.records} | ${label} | ${format(s.site[key])} | ${format(s.lunr[key])} | ${ratio(s.site[key], s.lunr[key])} |`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * Runs the benchmark. `scales` defaults to 1, 10 and 50; `rounds` is the number of timed passes
 * over the suite (after one warm-up pass).
 */
export async function benchSearch(options: { scales?: number[]; rounds?: number } = {}): Promise<SearchBenchResult> {
  const { scales = [1, 10, 50], rounds = 5 } = options;
  const lunr = await loadLunr();
  const base = collectSearchRecords();
  const maxHits = buildSearchFiles([]).docFile.options.maxHits;
  const results: ScaleFigures[] = [];
  for (const scale of scales) {
    const records = multiplyRecords(base, scale);
    // Fewer timed rounds on the big corpora keep the run short; percentiles stay meaningful.
    const timedRounds = scale >= 50 ? Math.max(1, Math.ceil(rounds / 2)) : rounds;
    results.push({
      scale,
      records: records.length,
      site: await benchSite(records, RELEVANCE_CASES, timedRounds),
      lunr: benchLunr(lunr, records, RELEVANCE_CASES, timedRounds, maxHits),
    });
  }
  return { scales: results, queries: RELEVANCE_CASES.length, markdown: toMarkdown(results, RELEVANCE_CASES.length) };
}

// Run when invoked as a script, not when imported by bench/bench.ts.
if (/bench-search\.ts$/.test(process.argv[1] ?? '')) {
  const scales = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  benchSearch(scales.length ? { scales } : {}).then(
    (result) => console.log(result.markdown),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
