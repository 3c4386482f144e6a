/**
 * The converter's proof on the sample org: the SOQL run by the runner, its GraphQL evaluated as
 * the UI API would (ui-api.ts), both results in the REST shape, and the first difference between
 * them in words (or none). Runs in the runner's worker, loaded only when a reader asks for it.
 */
import { convertSoqlToGraphql } from '@/lib/soql-to-graphql';
import { describeRow } from './compare';
import { resultColumns, valueAtPath } from './result-table';
import { runTimed } from './run-handler';
import type { Org, QueryResult } from './types';
import { UI_API_DEFAULT_FIRST, uiApiResult } from './ui-api';

export type Proof =
  | { ok: false; message: string }
  | {
      ok: true;
      soql: { result: QueryResult; ms: number };
      graphql: { result: QueryResult; ms: number };
      /** Null when both return the same rows in the same order; else the first difference. */
      difference: string | null;
    };

const rowsText = (n: number) => (n === 1 ? '1 row' : `${n} rows`);

/** The first difference between the SOQL's rows and the GraphQL's, in words, or null. */
export function firstDifference(soql: QueryResult, graphql: QueryResult): string | null {
  if (soql.records.length !== graphql.records.length) {
    const page =
      graphql.records.length === UI_API_DEFAULT_FIRST
        ? ` (the UI API returns ${UI_API_DEFAULT_FIRST} records unless the query sets \`first\`)`
        : '';
    return `The SOQL returns ${rowsText(soql.records.length)}; the GraphQL returns ${rowsText(graphql.records.length)}${page}.`;
  }
  const columns = resultColumns([...soql.records, ...graphql.records]);
  const key = (record: QueryResult['records'][number]) =>
    JSON.stringify(columns.map((column) => valueAtPath(record, column.path)));
  const index = soql.records.findIndex((record, i) => key(record) !== key(graphql.records[i]!));
  if (index < 0) return null;
  return `Row ${index + 1} differs: the SOQL's has ${describeRow(soql.records[index]!, columns)}; the GraphQL's has ${describeRow(graphql.records[index]!, columns)}.`;
}

export function proveConversion(soql: string, org: Org, now: () => number = () => performance.now()): Proof {
  const ran = runTimed(soql, org, now);
  if (!ran.ok) {
    const { message, line, column } = ran.error;
    return {
      ok: false,
      message: `The SOQL does not run on the sample org: ${message} (line ${line}, column ${column}).`,
    };
  }
  const converted = convertSoqlToGraphql(soql);
  if (!converted.ok) return { ok: false, message: `The SOQL does not convert: ${converted.error.message}.` };
  const start = now();
  let graphql: QueryResult;
  try {
    graphql = uiApiResult(converted.query, org, converted.variables);
  } catch (error) {
    return {
      ok: false,
      message: `The GraphQL cannot be run on the sample org: ${error instanceof Error ? error.message : String(error)}.`,
    };
  }
  return {
    ok: true,
    soql: { result: ran.result, ms: ran.ms },
    graphql: { result: graphql, ms: now() - start },
    difference: firstDifference(ran.result, graphql),
  };
}
