/** Messages between the page and the query runner's worker (run-client.ts, run.worker.ts). */
import type { SoqlErrorCode } from './errors';
import type { QueryResult } from './types';

export type RunRequest = { kind: 'run'; query: string } | { kind: 'schema' } | { kind: 'prove'; soql: string };

/** A query's error, as the runner reports it: Salesforce's words and the 1-based position. */
export interface RunError {
  errorCode: SoqlErrorCode | 'INTERNAL';
  message: string;
  line: number;
  column: number;
}

/** What running one query gives: the result and how long it took, or the error. */
export type RunOutcome = { ok: true; result: QueryResult; ms: number } | { ok: false; error: RunError };
