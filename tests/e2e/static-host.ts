import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { rehashScriptPolicy } from '../../lib/security/script-policy';

/**
 * A static host like GitHub Pages, for tests of what readers see across a deploy: every answer
 * may be cached for ten minutes (`Cache-Control: max-age=600`) and carries an ETag, so a
 * revalidating request gets a 304. The folder it serves can be swapped (a deploy) without
 * changing the origin, and it can stop answering page requests (a network that hangs).
 */
export interface StaticHost {
  /** `http://localhost:<port>` */
  origin: string;
  /** The URL of a site path (`/docs/intro/`), under the base path the host serves the site at. */
  url(sitePath: string): string;
  /** Serves another folder from now on, on the same origin. */
  deploy(dir: string): void;
  /** While true, requests for pages get no answer at all; the ones left waiting end when it turns false. */
  hangPages(hang: boolean): void;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/**
 * Starts the host on `port` (127.0.0.1), serving `dir` under `basePath` (`''` or `/name`, as
 * lib/base-path.ts reads it; a project page on GitHub Pages): other paths get the 404 page.
 */
export async function startStaticHost(dir: string, port: number, basePath = ''): Promise<StaticHost> {
  let root = dir;
  let hanging = false;
  const waiting = new Set<http.ServerResponse>();

  const send = (res: http.ServerResponse, req: http.IncomingMessage, file: string, status = 200) => {
    const body = fs.readFileSync(file);
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    const headers = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'max-age=600',
      ETag: etag,
    };
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(status, headers).end(body);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (basePath) {
      if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
        send(res, req, path.join(root, '404.html'), 404);
        return;
      }
      pathname = pathname.slice(basePath.length) || '/';
    }
    const file = path.join(root, pathname);
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    const isPage = pathname.endsWith('/') || pathname.endsWith('.html');
    if (hanging && isPage) {
      waiting.add(res);
      return;
    }
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      if (!pathname.endsWith('/')) {
        res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      const index = path.join(file, 'index.html');
      if (fs.existsSync(index)) {
        send(res, req, index);
        return;
      }
    } else if (stat?.isFile()) {
      send(res, req, file);
      return;
    }
    send(res, req, path.join(root, '404.html'), 404);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: actual } = server.address() as AddressInfo;
  const releaseWaiting = () => {
    for (const res of waiting) res.destroy();
    waiting.clear();
  };
  return {
    origin: `http://localhost:${actual}`,
    url: (sitePath) => `http://localhost:${actual}${basePath}${sitePath}`,
    deploy(next) {
      root = next;
    },
    hangPages(hang) {
      hanging = hang;
      if (!hang) releaseWaiting();
    },
    close() {
      releaseWaiting();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Makes a copy of the export `from` as the next deploy would produce it: a new build id (in
 * folder names and in every page and payload), each `replace` pair applied to every page and RSC
 * payload, and a changed service worker script, so the browser installs its new worker.
 * Returns the copy's folder (under the system's temp folder; remove it when done).
 */
export function makeNextDeploy(from: string, replace: [string, string][]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfx-deploy-'));
  fs.cpSync(from, dir, { recursive: true });
  const staticDir = path.join(dir, '_next', 'static');
  const buildId = fs
    .readdirSync(staticDir, { withFileTypes: true })
    .find((entry) => entry.isDirectory() && !['chunks', 'media', 'css'].includes(entry.name))?.name;
  const nextId = buildId ? `${buildId}-next` : undefined;
  if (buildId && nextId) fs.renameSync(path.join(staticDir, buildId), path.join(staticDir, nextId));
  const pairs: [string, string][] = [...(buildId && nextId ? [[buildId, nextId] as [string, string]] : []), ...replace];
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.(html|txt|js)$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        let next = pairs.reduce((acc, [a, b]) => acc.split(a).join(b), text);
        // The edit changes inline scripts: the page's policy lists their new hashes, as the
        // postbuild of a real deploy would write it.
        if (next !== text && entry.name.endsWith('.html')) next = rehashScriptPolicy(next);
        if (next !== text) fs.writeFileSync(file, next);
      }
    }
  };
  visit(dir);
  fs.appendFileSync(path.join(dir, 'sw.js'), '\n// next deploy\n');
  return dir;
}
