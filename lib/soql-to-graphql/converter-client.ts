/**
 * Runs conversions in a Web Worker (convert.worker.ts) so the parser's start-up work and every
 * conversion stay off the main thread (lib/worker-client.ts). Where a worker cannot start or
 * fails, conversions run on the main thread instead, with the parser loaded on first use.
 */
import type { ConversionResult, VariablesOption } from './types';
import { createWorkerClient, tryStartWorker } from '@/lib/worker-client';

export interface ConvertRequest {
  soql: string;
  variables?: VariablesOption;
}

export interface Converter {
  convert(soql: string, variables?: VariablesOption): Promise<ConversionResult>;
  dispose(): void;
}

function startWorker(): Worker | null {
  return tryStartWorker(() => new Worker(new URL('./convert.worker.ts', import.meta.url), { name: 'soql-converter' }));
}

const convertHere = (request: ConvertRequest) =>
  import('./index').then(({ convertSoqlToGraphql }) =>
    convertSoqlToGraphql(request.soql, { variables: request.variables }),
  );

/** A converter; `startWorkerFn` is for tests. */
export function createConverter(startWorkerFn: () => Worker | null = startWorker): Converter {
  const client = createWorkerClient<ConvertRequest, ConversionResult>(startWorkerFn(), convertHere);
  return {
    convert: (soql, variables) => client.ask({ soql, variables }),
    dispose: () => client.dispose(),
  };
}
