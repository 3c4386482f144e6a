/**
 * Requests answered in a Web Worker, so heavy start-up work (the SOQL parser builds its grammar
 * when it first loads: about 120 ms on a laptop, four times that on a phone) and every answer stay
 * off the page's main thread. Where a worker cannot start (an old browser, a test environment) or
 * fails, requests are answered on the main thread instead: slower to start, same answers.
 * Protocol: the request with an `id` in, `{ id, value }` or `{ id, failure }` out.
 */

export type WorkerRequest<Req> = Req & { id: number };
export type WorkerResponse<Res> = { id: number; value: Res } | { id: number; failure: string };

export interface WorkerClient<Req, Res> {
  ask(request: Req): Promise<Res>;
  dispose(): void;
}

/** `start()`, or null where there are no workers or this one is refused. */
export function tryStartWorker(start: () => Worker): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return start();
  } catch {
    return null;
  }
}

type Pending<Req, Res> = { request: Req; resolve: (value: Res) => void; reject: (error: unknown) => void };

/** A client of `worker` (null: none), answering on the main thread with `answerHere` when it must. */
export function createWorkerClient<Req extends object, Res>(
  worker: Worker | null,
  answerHere: (request: Req) => Promise<Res>,
): WorkerClient<Req, Res> {
  let live = worker;
  let nextId = 1;
  const pending = new Map<number, Pending<Req, Res>>();

  const fallBack = () => {
    live?.terminate();
    live = null;
    for (const { request, resolve, reject } of pending.values()) answerHere(request).then(resolve, reject);
    pending.clear();
  };
  if (live) {
    live.onmessage = (event: MessageEvent<WorkerResponse<Res>>) => {
      const entry = pending.get(event.data.id);
      if (!entry) return;
      pending.delete(event.data.id);
      if ('failure' in event.data) entry.reject(new Error(event.data.failure));
      else entry.resolve(event.data.value);
    };
    live.onerror = (event) => {
      event.preventDefault();
      fallBack();
    };
  }
  return {
    ask(request) {
      if (!live) return answerHere(request);
      const id = nextId++;
      return new Promise<Res>((resolve, reject) => {
        pending.set(id, { request, resolve, reject });
        live!.postMessage({ ...request, id } satisfies WorkerRequest<Req>);
      });
    },
    dispose() {
      live?.terminate();
      live = null;
      pending.clear();
    },
  };
}

/** The worker's side: answers each request with `answer`; a thrown error goes back as a failure. */
export function serveRequests<Req, Res>(answer: (request: Req) => Res | Promise<Res>): void {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<WorkerRequest<Req>>) => void) | null;
    postMessage: (message: WorkerResponse<Res>) => void;
  };
  scope.onmessage = (event) => {
    const { id, ...request } = event.data;
    Promise.resolve()
      .then(() => answer(request as unknown as Req))
      .then(
        (value) => scope.postMessage({ id, value }),
        (error: unknown) => scope.postMessage({ id, failure: error instanceof Error ? error.message : String(error) }),
      );
  };
}
