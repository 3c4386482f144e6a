/**
 * The query runner in the browser (`npm run bench`, section `soql`): `runSoql` bundled for the
 * browser as the site ships it, over the sample org grown to at least 1,000 accounts (copies of its
 * records with new Ids, relationships kept within each copy), in headless Chromium with the CPU
 * slowed 4×. Figures:
 *
 * - the first query, which includes building the parser's grammar (paid once per page);
 * - the query (parent paths, WHERE, ORDER BY and a child subquery over every account),
 *   median and p95 of 25 runs once warm (the runner keeps parsed queries by their text, so these
 *   runs skip the parser, as a reader's second Run of a query does);
 * - the same query with a new text on every run (a space added), median of 25: a reader's first
 *   Run of a query they have just edited, parser included;
 * - the same answer computed by hand-written JavaScript in the same page (filter, sort, join
 *   through Maps), as the same-run baseline: the ratio says what the runner's generality costs,
 *   whatever the machine's speed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { FieldValue, Org, OrgRecord } from '@/lib/soql-run/types';
import { CPU_SLOWDOWN } from './bench-throttled';
import { CHROME_FLAGS, CHROME_PATH } from '../scripts/chromium';

export const BENCH_QUERY =
  'SELECT Name, Industry, AnnualRevenue, Owner.Name, Parent.Name, ' +
  '(SELECT LastName, Email FROM Contacts ORDER BY LastName) ' +
  "FROM Account WHERE AnnualRevenue > 1000000 AND Industry != 'Government' " +
  'ORDER BY AnnualRevenue DESC NULLS LAST, Name';

const RUNS = 25;

/** The org with every record copied `factor` times; Ids and the references between copies renamed. */
export function growOrg(org: Org, factor: number): Org {
  const objects: Record<string, Org['objects'][string]> = {};
  const rename = (id: FieldValue, copy: number): FieldValue =>
    typeof id === 'string' && copy > 0 ? `${id.slice(0, 3)}${String(copy).padStart(3, '0')}${id.slice(6)}` : id;
  for (const [name, data] of Object.entries(org.objects)) {
    const idFields = Object.entries(data.fields)
      .filter(([, d]) => d.type === 'id' || d.type === 'reference')
      .map(([field]) => field);
    const records: OrgRecord[] = [];
    for (let copy = 0; copy < factor; copy += 1) {
      for (const record of data.records) {
        const out: Record<string, FieldValue> = { ...record };
        for (const field of idFields) out[field] = rename(record[field] ?? null, copy);
        records.push(out);
      }
    }
    objects[name] = { ...data, records };
  }
  return { today: org.today, objects };
}

async function bundleRunner(): Promise<string> {
  const result = await build({
    entryPoints: [path.resolve('lib/soql-run/index.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'SoqlRun',
    platform: 'browser',
    minify: true,
    target: 'es2022',
    tsconfig: path.resolve('tsconfig.json'),
  });
  return result.outputFiles[0]?.text ?? '';
}

/** The page's hand-written answer to BENCH_QUERY (the baseline): what a one-off script would do. */
function handWritten(org: Org): number {
  const accounts = org.objects.Account?.records ?? [];
  const users = new Map((org.objects.User?.records ?? []).map((u) => [u.Id, u]));
  const byId = new Map(accounts.map((a) => [a.Id, a]));
  const contacts = new Map<FieldValue, OrgRecord[]>();
  for (const c of org.objects.Contact?.records ?? []) {
    const list = contacts.get(c.AccountId ?? null) ?? [];
    list.push(c);
    contacts.set(c.AccountId ?? null, list);
  }
  const rows = accounts
    .filter(
      (a) =>
        typeof a.AnnualRevenue === 'number' &&
        a.AnnualRevenue > 1_000_000 &&
        String(a.Industry ?? '').toLowerCase() !== 'government',
    )
    .sort(
      (a, b) =>
        (b.AnnualRevenue as number) - (a.AnnualRevenue as number) ||
        String(a.Name).toLowerCase().localeCompare(String(b.Name).toLowerCase()),
    )
    .map((a) => ({
      Name: a.Name,
      Industry: a.Industry,
      AnnualRevenue: a.AnnualRevenue,
      Owner: { Name: users.get(a.OwnerId)?.Name ?? null },
      Parent: a.ParentId ? { Name: byId.get(a.ParentId)?.Name ?? null } : null,
      Contacts: (contacts.get(a.Id) ?? [])
        .map((c) => ({ LastName: c.LastName, Email: c.Email }))
        .sort((x, y) => String(x.LastName).localeCompare(String(y.LastName))),
    }));
  return rows.length;
}

export interface SoqlBenchFigures {
  accounts: number;
  rows: number;
  firstQueryMs: number;
  medianMs: number;
  p95Ms: number;
  newTextMedianMs: number;
  handWrittenMedianMs: number;
  runnerKiB: number;
}

export async function benchSoql(
  sample: Org = JSON.parse(fs.readFileSync(path.resolve('lib/soql-run/sample-org.json'), 'utf8')) as Org,
): Promise<SoqlBenchFigures> {
  const accountsInSample = sample.objects.Account?.records.length ?? 0;
  if (accountsInSample === 0) throw new Error('The sample org has no Account records');
  const org = growOrg(sample, Math.ceil(1000 / accountsInSample));
  const runner = await bundleRunner();
  const { gzipSync } = await import('node:zlib');
  const runnerKiB = gzipSync(runner).length / 1024;

  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext();
    // tsx compiles this file with keep-names: functions passed to the page call a `__name` helper.
    await context.addInitScript('window.__name = (fn) => fn;');
    const page = await context.newPage();
    await page.setContent('<!doctype html><title>soql bench</title>');
    await page.addScriptTag({ content: runner });
    await page.addScriptTag({ content: `window.__name = (fn) => fn; window.handWritten = ${handWritten.toString()};` });
    await page.evaluate((json) => {
      (window as unknown as { org: Org }).org = JSON.parse(json) as Org;
    }, JSON.stringify(org));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await page
      .evaluate(
        ({ query, runs }) => {
          type Runner = { runSoql: (q: string, o: Org) => { totalSize: number } };
          const w = window as unknown as { SoqlRun: Runner; org: Org; handWritten: (o: Org) => number };
          const time = (fn: () => unknown) => {
            const start = performance.now();
            fn();
            return performance.now() - start;
          };
          let rows = 0;
          const firstQueryMs = time(() => {
            rows = w.SoqlRun.runSoql(query, w.org).totalSize;
          });
          const runner: number[] = [];
          const newText: number[] = [];
          const hand: number[] = [];
          for (let i = 0; i < runs; i += 1) {
            runner.push(time(() => w.SoqlRun.runSoql(query, w.org)));
            newText.push(time(() => w.SoqlRun.runSoql(`${query}${' '.repeat(i + 1)}`, w.org)));
            hand.push(time(() => w.handWritten(w.org)));
          }
          const sorted = (v: number[]) => [...v].sort((a, b) => a - b);
          const median = (v: number[]) => sorted(v)[Math.floor((v.length - 1) / 2)] as number;
          const p95 = (v: number[]) => sorted(v)[Math.ceil(0.95 * v.length) - 1] as number;
          return {
            accounts: w.org.objects.Account?.records.length ?? 0,
            rows,
            firstQueryMs,
            medianMs: median(runner),
            p95Ms: p95(runner),
            newTextMedianMs: median(newText),
            handWrittenMedianMs: median(hand),
          };
        },
        { query: BENCH_QUERY, runs: RUNS },
      )
      .then((figures) => ({ ...figures, runnerKiB }));
  } finally {
    await browser.close();
  }
}

/** What a file fetched for the first use of a query box holds, told by its contents and name. */
export type FirstUsePart = 'editor' | 'runner and parser' | 'query box' | 'sample org' | 'other';

export function firstUsePart(url: string, body: string): FirstUsePart {
  if (/JSON\.parse\('\{"today":/.test(body)) return 'sample org';
  if (body.includes('Tab leaves the editor')) return 'query box';
  // The worker's files, and the client chunk that starts it (named soql-runner too).
  if (/soql-runner/.test(url) || /soql-runner|MismatchedTokenException|sobjects\//.test(body)) {
    return 'runner and parser';
  }
  if (/cm-content|cm-tooltip|@lezer|lezer/.test(body)) return 'editor';
  return 'other';
}

export interface FirstUse {
  /** gzip KiB of everything fetched. */
  kib: number;
  files: number;
  /** gzip KiB by part. */
  parts: Record<FirstUsePart, number>;
}

/** What the first use of a query box downloads, gzip KiB: the editor, the runner, the parser, the data. */
export async function firstUseKiB(origin: string): Promise<FirstUse> {
  const { gzipSync } = await import('node:zlib');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    let counting = false;
    let bytes = 0;
    let files = 0;
    const parts: Record<FirstUsePart, number> = {
      editor: 0,
      'runner and parser': 0,
      'query box': 0,
      'sample org': 0,
      other: 0,
    };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!counting || !/\.(m?js|json)(\?|$)/.test(new URL(response.url()).pathname)) return;
      pending.push(
        response
          .body()
          .then((body) => {
            const gzip = gzipSync(body).length;
            bytes += gzip;
            files += 1;
            parts[firstUsePart(response.url(), body.toString('utf8'))] += gzip / 1024;
          })
          .catch(() => undefined),
      );
    });
    await page.goto(`${origin}/docs/Explore/SOQL/`, { waitUntil: 'networkidle' });
    counting = true;
    await page.getByLabel('SOQL query on the sample org').first().focus();
    await page.getByRole('textbox', { name: 'SOQL query on the sample org' }).first().waitFor();
    await page.keyboard.press('ControlOrMeta+Enter');
    await page
      .getByText(/ rows? · /)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    return { kib: bytes / 1024, files, parts };
  } finally {
    await browser.close();
  }
}

export function soqlMarkdown(f: SoqlBenchFigures, firstUse?: FirstUse): string {
  return [
    `Query: \`${BENCH_QUERY}\``,
    '',
    `Over the sample org grown to ${f.accounts} accounts (${f.rows} rows returned), Chromium with the CPU slowed ${CPU_SLOWDOWN}×; runner bundle ${f.runnerKiB.toFixed(1)} KiB gzip (parser included).`,
    '',
    '| Figure | Runner | Hand-written JS (baseline) | Ratio | Target |',
    '|---|---|---|---|---|',
    `| First query (builds the parser's grammar) | ${f.firstQueryMs.toFixed(1)} ms | | | |`,
    `| Query, median of ${RUNS} | ${f.medianMs.toFixed(1)} ms | ${f.handWrittenMedianMs.toFixed(1)} ms | ${(f.medianMs / f.handWrittenMedianMs).toFixed(1)} | ≤ 20 ms |`,
    `| Query, p95 | ${f.p95Ms.toFixed(1)} ms | | | |`,
    `| Query with a new text each run (parser included), median of ${RUNS} | ${f.newTextMedianMs.toFixed(1)} ms | ${f.handWrittenMedianMs.toFixed(1)} ms | ${(f.newTextMedianMs / f.handWrittenMedianMs).toFixed(1)} | ≤ 20 ms |`,
    ...(firstUse
      ? [
          `| First use of a query box on /docs/Explore/SOQL/: JavaScript and data fetched (${firstUse.files} files) | ${firstUse.kib.toFixed(1)} KiB gzip | | | |`,
          `| of which the editor and runner (editor ${firstUse.parts.editor.toFixed(1)}, runner and parser ${firstUse.parts['runner and parser'].toFixed(1)}, query box ${firstUse.parts['query box'].toFixed(1)}, other ${firstUse.parts.other.toFixed(1)}) | ${(firstUse.kib - firstUse.parts['sample org']).toFixed(1)} KiB gzip | | | ≤ 120 KiB |`,
          `| of which the sample org | ${firstUse.parts['sample org'].toFixed(1)} KiB gzip | | | ≤ 40 KiB |`,
        ]
      : []),
    '',
    `_Load average ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' / ')}._`,
  ].join('\n');
}
