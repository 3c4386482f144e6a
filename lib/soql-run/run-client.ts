/**
 * Runs queries on the sample org in a Web Worker (run.worker.ts, lib/worker-client.ts): the SOQL
 * parser's start-up and the sample org's loading never hold up the page. Unlike the converter,
 * there is no main-thread fallback in the page: every browser the site supports starts workers,
 * and a fallback's chunks (runner, parser, sample org) would be listed in every page's webpack
 * runtime. Where the worker cannot start, Run says the sample org could not be loaded. One runner
 * serves every query box on the page.
 */
import type { CompletionSchema } from './completion';
import type { Proof } from './proof';
import type { RunOutcome, RunRequest } from './run-protocol';
import { loadOnce } from '@/lib/load-once';
import { createWorkerClient, tryStartWorker } from '@/lib/worker-client';

export interface SoqlRunner {
  /** Runs a query on the sample org; a query's errors come back as an outcome, not a rejection. */
  run(query: string): Promise<RunOutcome>;
  /** The sample org's names, for completion. */
  schema(): Promise<CompletionSchema>;
  /** The SOQL and its GraphQL run on the sample org, side by side (the converter's proof). */
  prove(soql: string): Promise<Proof>;
}

function startWorker(): Worker | null {
  return tryStartWorker(() => new Worker(new URL('./run.worker.ts', import.meta.url), { name: 'soql-runner' }));
}

const noWorker = () => Promise.reject(new Error('This browser could not start the query runner (a Web Worker).'));

/** A runner; the arguments are for tests (which answer on the main thread with run-handler.ts). */
export function createRunner(
  startWorkerFn: () => Worker | null = startWorker,
  answerHere: (request: RunRequest) => Promise<unknown> = noWorker,
): SoqlRunner {
  const client = createWorkerClient<RunRequest, unknown>(startWorkerFn(), answerHere);
  return {
    run: (query) => client.ask({ kind: 'run', query }) as Promise<RunOutcome>,
    schema: () => client.ask({ kind: 'schema' }) as Promise<CompletionSchema>,
    prove: (soql) => client.ask({ kind: 'prove', soql }) as Promise<Proof>,
  };
}

/** The page's one runner, created on first use. */
export const sharedRunner = loadOnce(async () => createRunner());
