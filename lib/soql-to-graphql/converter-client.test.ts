import { describe, expect, it } from 'vitest';
import { convertSoqlToGraphql } from './index';
import type { ConversionResult } from './types';
import { type ConvertRequest, createConverter } from './converter-client';
import type { WorkerRequest, WorkerResponse } from '@/lib/worker-client';

/** A stand-in for the worker: answers each request with the real converter, when told to. */
class FakeWorker {
  onmessage: ((event: MessageEvent<WorkerResponse<ConversionResult>>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  received: WorkerRequest<ConvertRequest>[] = [];
  terminated = false;
  postMessage(request: WorkerRequest<ConvertRequest>) {
    this.received.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(request: WorkerRequest<ConvertRequest>) {
    const result = convertSoqlToGraphql(request.soql, { variables: request.variables });
    this.onmessage?.({ data: { id: request.id, value: result } } as MessageEvent<WorkerResponse<ConversionResult>>);
  }
  fail() {
    this.onerror?.({ preventDefault() {} } as ErrorEvent);
  }
}

describe('createConverter', () => {
  it('sends each query to the worker and resolves each with its own answer, in any order', async () => {
    const worker = new FakeWorker();
    const converter = createConverter(() => worker as unknown as Worker);
    const first = converter.convert('SELECT Id FROM Account');
    const second = converter.convert('SELECT Id FROM Contact WHERE Id = :id', { id: { type: 'ID!' } });
    expect(worker.received.map((r) => r.soql)).toEqual([
      'SELECT Id FROM Account',
      'SELECT Id FROM Contact WHERE Id = :id',
    ]);
    worker.answer(worker.received[1]);
    worker.answer(worker.received[0]);
    const [a, b] = await Promise.all([first, second]);
    expect(a.ok && a.query).toContain('Account');
    expect(b.ok && b.query).toContain('$id: ID!');
  });

  it('converts on the main thread where no worker can start', async () => {
    const result = await createConverter(() => null).convert('SELECT Name FROM Lead LIMIT 2');
    expect(result).toEqual(convertSoqlToGraphql('SELECT Name FROM Lead LIMIT 2'));
  });

  it('finishes pending and later conversions on the main thread when the worker fails', async () => {
    const worker = new FakeWorker();
    const converter = createConverter(() => worker as unknown as Worker);
    const pending = converter.convert('SELECT Id FROM Case');
    worker.fail();
    expect(worker.terminated).toBe(true);
    expect((await pending).ok).toBe(true);
    expect((await converter.convert('SELECT Id FROM Task')).ok).toBe(true);
    expect(worker.received).toHaveLength(1);
  });

  it('reports a syntax error as a result, not a rejection', async () => {
    const result = await createConverter(() => null).convert('SELECT FROM');
    expect(result.ok).toBe(false);
  });

  it('stops the worker when disposed', () => {
    const worker = new FakeWorker();
    createConverter(() => worker as unknown as Worker).dispose();
    expect(worker.terminated).toBe(true);
  });
});
