/**
 * Differential test: `runSoql` against an oracle written independently of it.
 *
 * Seeded random queries over a generated org of a few hundred records (./oracle/org.ts), and over
 * the docs' sample org (./sample-org.json), each with several days as today: parent
 * paths up to four levels, WHERE with every comparison operator, LIKE, IN / NOT IN with null,
 * INCLUDES / EXCLUDES, date literals and date functions, AND / OR / NOT, semi-joins and anti-joins,
 * ORDER BY on several keys with NULLS FIRST / LAST, LIMIT, OFFSET, child subqueries with their own
 * WHERE, ORDER BY and LIMIT, COUNT(), and aggregates with GROUP BY, HAVING and aliases
 * (./oracle/query.ts). Each query runs twice: through `runSoql`, and translated into SQL and run on
 * SQLite (sql.js) by ./oracle/sqlite.ts, which imports nothing of the runner. The answers must be
 * the same records with the same values, in the same order where the ORDER BY defines one (ties
 * may come in any order, as SOQL leaves them).
 *
 * On a failure the query is shrunk (conditions, keys, fields, children and clauses removed one at a
 * time while it still fails) and the smallest failing query is printed with both answers.
 * SOQL_ORACLE_SEED=n tries another seed; the suite always runs the default one.
 */
import fs from 'node:fs';
import initSqlJs, { type Database } from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSoql, SoqlRunError, type Org, type QueryResult, type ResultRecord } from './index';
import { makeOrg, pick, rng, TODAYS, type Random } from './oracle/org';
import { printQuery, randomQuery, smallerQueries, type Query } from './oracle/query';
import { oracleAnswer, loadOrg, type Expected, type ExpectedList, type Semantics } from './oracle/sqlite';

const SEED = Number(process.env.SOQL_ORACLE_SEED ?? 20_260_316);
const QUERIES = 1200;
const SAMPLE_QUERIES = 400;

// ---------------------------------------------------------------------------
// Comparing the runner's answer with the oracle's

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number')
    return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => k in y && sameValue(x[k], y[k]));
}

/** A runner record with its attributes reduced to type and Id (the oracle does not know the API version). */
function normalise(record: Record<string, unknown>, childNames: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (childNames.has(key)) continue;
    if (key === 'attributes') {
      const { type, url } = value as ResultRecord['attributes'];
      out.attributes = { type, id: url?.split('/').pop() };
    } else if (value !== null && typeof value === 'object') {
      out[key] = normalise(value as Record<string, unknown>, new Set());
    } else {
      out[key] = value;
    }
  }
  return out;
}

const show = (value: unknown) => JSON.stringify(value);

function compareList(actual: unknown, expected: ExpectedList | null, where: string): string | null {
  if (expected === null || expected.records.length === 0) {
    return actual === null ? null : `${where}: expected null (no records), got ${show(actual)}`;
  }
  const result = actual as QueryResult | null;
  if (!result || !Array.isArray(result.records))
    return `${where}: expected ${expected.records.length} records, got ${show(actual)}`;
  if (result.totalSize !== result.records.length || result.done !== true) {
    return `${where}: totalSize ${result.totalSize} and done ${result.done} for ${result.records.length} records`;
  }
  const byId = new Map(expected.records.map((r) => [r.id, r]));
  const actualIds = result.records.map((r) => String(r.attributes.url?.split('/').pop()));
  const missing = expected.records.filter((r) => !actualIds.includes(r.id)).map((r) => r.id);
  const extra = actualIds.filter((id) => !byId.has(id));
  if (missing.length > 0 || extra.length > 0 || actualIds.length !== expected.records.length) {
    const some = (ids: string[]) => show(ids.slice(0, 5)) + (ids.length > 5 ? ` and ${ids.length - 5} more` : '');
    return `${where}: records differ: missing ${some(missing)}, unexpected ${some(extra)} (runner ${actualIds.length}, oracle ${expected.records.length})`;
  }
  let lastRank = 0;
  for (const [i, record] of result.records.entries()) {
    const want = byId.get(actualIds[i] as string);
    if (!want) continue;
    if (want.rank < lastRank) {
      return `${where}: out of order at row ${i}: runner has ${want.id} after ${actualIds[i - 1]}, oracle order starts ${show(expected.records.slice(0, 5).map((r) => r.id))}`;
    }
    lastRank = want.rank;
    const childNames = new Set(Object.keys(want.children));
    const got = normalise(record, childNames);
    if (!sameValue(got, want.fields))
      return `${where}: record ${want.id} is ${show(got)}, expected ${show(want.fields)}`;
    for (const name of childNames) {
      const why = compareList(record[name] ?? null, want.children[name] ?? null, `${where}.${name} of ${want.id}`);
      if (why) return why;
    }
  }
  return null;
}

/** Aggregate rows compared as text case-insensitively (which of 'Acme' and 'ACME' names a group is not defined). */
function rowKey(row: Record<string, unknown>): string {
  const entries = Object.entries(row)
    .filter(([key]) => key !== 'attributes')
    .map(([key, value]) => {
      const v =
        typeof value === 'string'
          ? value.toLowerCase()
          : typeof value === 'number'
            ? Number(value.toPrecision(12))
            : value;
      return [key.toLowerCase(), v] as const;
    })
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(entries);
}

function compare(actual: QueryResult, expected: Expected): string | null {
  if (expected.kind === 'count') {
    if (actual.totalSize !== expected.totalSize || actual.records.length !== 0) {
      return `COUNT(): runner totalSize ${actual.totalSize} with ${actual.records.length} records, oracle ${expected.totalSize}`;
    }
    return null;
  }
  if (expected.kind === 'records') {
    const list = expected.list;
    if (actual.totalSize !== actual.records.length)
      return `totalSize ${actual.totalSize} for ${actual.records.length} records`;
    // The top level is never null: compare it as a list that may be empty.
    if (list.records.length === 0)
      return actual.records.length === 0 ? null : `expected no records, got ${show(actual.records)}`;
    return compareList(actual, list, 'records');
  }
  if (actual.totalSize !== actual.records.length)
    return `totalSize ${actual.totalSize} for ${actual.records.length} rows`;
  if (actual.records.some((r) => r.attributes.type !== 'AggregateResult')) return 'rows are not AggregateResult';
  const wanted = new Map<string, number[]>();
  for (const { row, rank } of expected.rows) wanted.set(rowKey(row), [...(wanted.get(rowKey(row)) ?? []), rank]);
  const differ = () =>
    `rows differ:\n  runner ${show(actual.records.map((r) => normalise(r, new Set(['attributes']))))}\n  oracle ${show(expected.rows.map((r) => r.row))}`;
  if (actual.records.length !== expected.rows.length) return differ();
  let lastRank = 0;
  for (const record of actual.records) {
    const ranks = wanted.get(rowKey(record));
    const rank = ranks?.shift();
    if (rank === undefined) return differ();
    if (rank < lastRank) return `rows out of order: ${differ()}`;
    lastRank = rank;
  }
  return null;
}

// ---------------------------------------------------------------------------
// The harness

interface Harness {
  db: Database;
  /** The org with each of the days used as today (one records array, several todays). */
  orgs: Org[];
}

/** Why the runner and the oracle disagree on a query, or null when they agree. */
function disagreement(harness: Harness, query: Query, org: Org, semantics?: Semantics): string | null {
  const text = printQuery(query);
  let expected: Expected;
  try {
    expected = oracleAnswer(harness.db, query, org.today, semantics);
  } catch (error) {
    return `the oracle failed: ${(error as Error).message}`;
  }
  let actual: QueryResult;
  try {
    actual = runSoql(text, org);
  } catch (error) {
    if (error instanceof SoqlRunError)
      return `runSoql refused it: ${error.errorCode} ${error.message} (${error.line}:${error.column})`;
    return `runSoql threw: ${(error as Error).stack ?? String(error)}`;
  }
  return compare(actual, expected);
}

function shrink(harness: Harness, query: Query, org: Org): { query: Query; reason: string } {
  let current = query;
  let reason = disagreement(harness, query, org) as string;
  for (let progress = true; progress;) {
    progress = false;
    for (const candidate of smallerQueries(current)) {
      const why = disagreement(harness, candidate, org);
      if (why !== null) {
        current = candidate;
        reason = why;
        progress = true;
        break;
      }
    }
  }
  return { query: current, reason };
}

async function makeHarness(base: Org): Promise<Harness> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  loadOrg(db, base);
  return { db, orgs: [base, ...TODAYS.filter((today) => today !== base.today).map((today) => ({ ...base, today }))] };
}

/** Run `count` random queries; on the first disagreement, fail with the smallest query that still disagrees. */
function checkQueries(harness: Harness, seed: number, count: number): void {
  const random: Random = rng(seed);
  for (let i = 0; i < count; i += 1) {
    const org = pick(random, harness.orgs);
    const query = randomQuery(random, org);
    if (disagreement(harness, query, org) === null) continue;
    const smallest = shrink(harness, query, org);
    expect.fail(
      `Query ${i} of seed ${seed} (today ${org.today}) gives another answer than the oracle.\n` +
        `Original: ${printQuery(query)}\n` +
        `Smallest failing query: ${printQuery(smallest.query)}\n${smallest.reason}`,
    );
  }
}

// Generous timeouts: a few seconds on a quiet machine, but the suite runs on shared, loaded CPUs.
const TIMEOUT = 60_000;

describe('differential: runSoql against SQLite (sql.js) running the same queries translated to SQL', () => {
  const harnesses: { generated?: Harness; sample?: Harness } = {};
  beforeAll(async () => {
    harnesses.generated = await makeHarness(makeOrg(SEED));
    const sample = JSON.parse(fs.readFileSync(new URL('./sample-org.json', import.meta.url), 'utf8')) as Org;
    harnesses.sample = await makeHarness(sample);
  });
  afterAll(() => {
    harnesses.generated?.db.close();
    harnesses.sample?.db.close();
  });

  it(
    `${QUERIES} random queries (seed ${SEED}) over a generated org give the same answer`,
    () => checkQueries(harnesses.generated as Harness, SEED, QUERIES),
    TIMEOUT,
  );

  it(
    `${SAMPLE_QUERIES} random queries (seed ${SEED}) over the docs' sample org give the same answer`,
    () => checkQueries(harnesses.sample as Harness, SEED, SAMPLE_QUERIES),
    TIMEOUT,
  );

  it("a translation with SQL's null semantics disagrees (the test can fail)", () => {
    const harness = harnesses.generated as Harness;
    const org = harness.orgs[0] as Org;
    const amount = { hops: [], field: 'Amount', describe: { type: 'currency' as const }, object: 'Opportunity' };
    const name = { hops: [], field: 'Name', describe: { type: 'string' as const }, object: 'Opportunity' };
    const notEqual: Query = {
      kind: 'records',
      object: 'Opportunity',
      fields: [name, amount],
      children: [],
      where: { kind: 'cmp', target: { kind: 'field', path: amount }, op: '!=', value: { t: 'number', v: 40_000 } },
      orderBy: [],
    };
    const sorted: Query = { ...notEqual, where: undefined, orderBy: [{ target: { kind: 'field', path: amount } }] };
    for (const query of [notEqual, sorted]) expect(disagreement(harness, query, org)).toBeNull();
    // SQL's `<>` leaves out the null Amounts that SOQL's `!=` keeps.
    expect(disagreement(harness, notEqual, org, { sqlNulls: true })).toMatch(
      /^records: records differ: missing \[\], unexpected \["006/,
    );
    // Nulls last in an ascending sort: the same records, in another order.
    expect(disagreement(harness, sorted, org, { sqlNulls: true })).toMatch(
      /^records: out of order at row \d+: runner has 006/,
    );
  });
});
