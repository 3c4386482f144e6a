/**
 * HTTP/2 in front of a local HTTP/1.1 server, for the benchmark: GitHub Pages, where the site is
 * deployed, answers browsers over HTTP/2, where a page's requests share one connection; `serve`
 * (npm start, and the bench) speaks HTTP/1.1, where a browser opens six connections to a host and
 * further requests queue for them. Browsers speak HTTP/2 only over TLS: the front uses a
 * certificate made for the run with openssl, and the browser must ignore certificate errors
 * (`--ignore-certificate-errors`, which also lets a service worker register). Requests and
 * responses pass through unchanged, gzip included, but for the HTTP/1.1 connection headers HTTP/2
 * forbids.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Connection-specific headers: an HTTP/2 response must not carry them (RFC 9113, 8.2.2). */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade']);

export interface Http2Front {
  /** `https://localhost:<port>` */
  origin: string;
  close(): Promise<void>;
}

/** A self-signed certificate for localhost, made with openssl in a temporary folder. */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfx-h2-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=localhost',
        '-days',
        '1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'pipe' },
    );
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } catch (error) {
    throw new Error(`The HTTP/2 front needs openssl to make its certificate: ${(error as Error).message}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves `https://localhost:<port>` (0: a free port, named in `origin`) over HTTP/2, passing every request to `http://127.0.0.1:<upstream>`. */
export async function http2Front(port: number, upstream: number): Promise<Http2Front> {
  const server = http2.createSecureServer(certificate());
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream: http2.ServerHttp2Stream, headers: http2.IncomingHttpHeaders) => {
    const forwarded: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) if (!name.startsWith(':')) forwarded[name] = value;
    const request = http.request(
      { host: '127.0.0.1', port: upstream, path: headers[':path'], method: headers[':method'], headers: forwarded },
      (response) => {
        // The browser cancelled the request (a page closed, a fetch aborted) before the answer.
        if (stream.destroyed) return void response.resume();
        const answer: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers))
          if (!CONNECTION_HEADERS.has(name) && value !== undefined) answer[name] = value;
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    request.on('error', () => {
      if (stream.destroyed) return;
      // Before the answer began: a 502. After: the stream is reset, so a cut body never looks whole.
      if (stream.headersSent) return void stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR);
      stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.on('error', () => request.destroy());
    stream.on('close', () => request.destroy());
    stream.pipe(request); // The request's body, if any.
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', resolve);
  });
  return {
    origin: `https://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // An open session (the browser's connection) would keep close() waiting.
        for (const session of sessions) session.destroy();
      }),
  };
}
