import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, expect, it, vi } from 'vitest';
import { http2Front, type Http2Front } from '@/bench/http2-front';

let upstream: http.Server | undefined;
let front: Http2Front | undefined;
afterEach(async () => {
  await front?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

/** One HTTP/2 request over a fresh session; the status, headers and the body's bytes. */
async function get(origin: string, path: string, headers: http2.OutgoingHttpHeaders = {}) {
  const session = http2.connect(origin, { rejectUnauthorized: false });
  try {
    return await new Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const stream = session.request({ ':path': path, ...headers });
      const chunks: Buffer[] = [];
      let answer: http2.IncomingHttpHeaders = {};
      stream.on('response', (h) => (answer = h));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve({ headers: answer, body: Buffer.concat(chunks) }));
      stream.on('error', reject);
    });
  } finally {
    session.close();
  }
}

it("answers over HTTP/2 with the upstream server's status, headers and bytes, without HTTP/1.1 connection headers", async () => {
  const seen: http.IncomingHttpHeaders[] = [];
  upstream = http.createServer((request, response) => {
    seen.push(request.headers);
    if (request.url !== '/search/a.json') return response.writeHead(404, { connection: 'keep-alive' }).end('no');
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      connection: 'keep-alive',
      'keep-alive': 'timeout=5',
    });
    response.end(gzipSync('{"a":1}'));
  });
  await new Promise<void>((resolve) => upstream!.listen(0, '127.0.0.1', resolve));
  front = await http2Front(0, (upstream.address() as AddressInfo).port);

  const found = await get(front.origin, '/search/a.json', { 'accept-encoding': 'gzip' });
  expect(found.headers[':status']).toBe(200);
  expect(found.headers['content-encoding']).toBe('gzip');
  expect(found.body.equals(gzipSync('{"a":1}'))).toBe(true);
  expect(found.headers.connection).toBeUndefined();
  expect(found.headers['keep-alive']).toBeUndefined();
  expect(seen[0]['accept-encoding']).toBe('gzip');

  const missing = await get(front.origin, '/nothing');
  expect(missing.headers[':status']).toBe(404);
  expect(missing.body.toString()).toBe('no');
});

it('goes on serving when the browser cancels a request before the answer comes', async () => {
  let answerSlow!: () => void;
  upstream = http.createServer((request, response) => {
    if (request.url === '/slow') answerSlow = () => response.end('late');
    else response.end('ok');
  });
  await new Promise<void>((resolve) => upstream!.listen(0, '127.0.0.1', resolve));
  front = await http2Front(0, (upstream.address() as AddressInfo).port);
  const session = http2.connect(front.origin, { rejectUnauthorized: false });
  const cancelled = session.request({ ':path': '/slow' });
  cancelled.on('error', () => undefined);
  await vi.waitFor(() => expect(answerSlow).toBeDefined());
  cancelled.close(http2.constants.NGHTTP2_CANCEL);
  await new Promise((resolve) => cancelled.on('close', resolve));
  answerSlow();
  session.close();
  expect((await get(front.origin, '/next')).body.toString()).toBe('ok');
});
