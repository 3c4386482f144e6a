/**
 * Runs conversions in a Web Worker (convert.worker.ts) so the parser's start-up work and every
 * conversion stay off the main thread. Where a worker cannot start (an old browser, a test
 * environment without workers) or fails, conversions run on the main thread instead, with the
 * parser loaded on first use: slower to start, same results.
 */
import type { ConversionResult, VariablesOption } from './types';

export interface ConvertRequest {
  id: number;
  soql: string;
  variables?: VariablesOption;
}

export interface ConvertResponse {
  id: number;
  result: ConversionResult;
}

export interface Converter {
  convert(soql: string, variables?: VariablesOption): Promise<ConversionResult>;
  dispose(): void;
}

type Pending = {
  request: ConvertRequest;
  resolve: (result: ConversionResult) => void;
  reject: (error: unknown) => void;
};

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./convert.worker.ts', import.meta.url), { name: 'soql-converter' });
  } catch {
    return null;
  }
}

const convertHere = (request: ConvertRequest) =>
  import('./index').then(({ convertSoqlToGraphql }) =>
    convertSoqlToGraphql(request.soql, { variables: request.variables }),
  );

/** A converter; `startWorkerFn` is for tests. */
export function createConverter(startWorkerFn: () => Worker | null = startWorker): Converter {
  let worker = startWorkerFn();
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const fallBack = () => {
    worker?.terminate();
    worker = null;
    for (const { request, resolve, reject } of pending.values()) convertHere(request).then(resolve, reject);
    pending.clear();
  };

  if (worker) {
    worker.onmessage = (event: MessageEvent<ConvertResponse>) => {
      const entry = pending.get(event.data.id);
      if (!entry) return;
      pending.delete(event.data.id);
      entry.resolve(event.data.result);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fallBack();
    };
  }

  return {
    convert(soql, variables) {
      const request: ConvertRequest = { id: nextId++, soql, variables };
      if (!worker) return convertHere(request);
      return new Promise((resolve, reject) => {
        pending.set(request.id, { request, resolve, reject });
        worker!.postMessage(request);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      pending.clear();
    },
  };
}
