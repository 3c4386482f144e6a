/**
 * Answers the runner's requests (run-protocol.ts), in the worker or, where there is none, on the
 * main thread. The sample org is a separate chunk, fetched on the first request.
 */
import { completionSchema } from './completion';
import { SoqlRunError } from './errors';
import { runSoql } from './index';
import type { RunOutcome, RunRequest } from './run-protocol';
import type { Org } from './types';
import { loadOnce } from '@/lib/load-once';

const loadOrg = loadOnce(() => import('./sample-org.json').then((module) => module.default as unknown as Org));

/** Runs a query on an org, timing it; a query error becomes an outcome. */
export function runTimed(query: string, org: Org, now: () => number = () => performance.now()): RunOutcome {
  const start = now();
  try {
    const result = runSoql(query, org);
    return { ok: true, result, ms: now() - start };
  } catch (error) {
    if (error instanceof SoqlRunError) {
      const { errorCode, message, line, column } = error;
      return { ok: false, error: { errorCode, message, line, column } };
    }
    // A bug in the runner: say so rather than show a wrong or empty result.
    console.error('The query runner failed.', error);
    return {
      ok: false,
      error: {
        errorCode: 'INTERNAL',
        message: `The runner could not run this query (${String(error)}).`,
        line: 1,
        column: 1,
      },
    };
  }
}

/**
 * The worker's start-up, before the first request: the sample org's chunk and the parser's grammar
 * (built on its first parse: about 140 ms at 4× CPU) are ready by the time the reader runs a
 * query, while the page is still loading the editor.
 */
export function prepareRunner(): void {
  loadOrg().then(
    (org) => runTimed('SELECT Id FROM Account LIMIT 1', org),
    () => undefined,
  );
}

export async function handleRunRequest(request: RunRequest): Promise<unknown> {
  const org = await loadOrg();
  switch (request.kind) {
    case 'run':
      return runTimed(request.query, org);
    case 'schema':
      return completionSchema(org);
    case 'prove':
      // The converter and graphql-js load only for this.
      return import('./proof').then(({ proveConversion }) => proveConversion(request.soql, org));
  }
}
