/**
 * The end-to-end tests' web servers serve an export under the base path it was built with, as
 * GitHub Pages serves a project page: scripts/serve-export.ts (both Playwright configs) and the
 * deploy host of the offline tests (tests/e2e/static-host.ts). Checked on a small made-up export.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticHost } from '../../tests/e2e/static-host';
import { exportRoot } from './export-root';

let dir: string;
beforeAll(() => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sfx-export-root-')), 'out');
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    'docs/intro/index.html': '<h1>Intro</h1>',
    '404.html': '<h1>Not found</h1>',
    '_next/static/chunks/app.js': 'run()',
    'serve.json': JSON.stringify({ trailingSlash: true, directoryListing: false }),
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
});
afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function get(url: string): Promise<{ status: number; body: string; location: string | null }> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, body: await response.text(), location: response.headers.get('location') };
}

/** What readers of a project page get, whichever server answers at `origin`. */
async function expectServedUnder(origin: string, base: string) {
  expect(await get(`${origin}${base}/`)).toMatchObject({ status: 200, body: '<h1>Home</h1>' });
  expect(await get(`${origin}${base}/docs/intro/`)).toMatchObject({ status: 200, body: '<h1>Intro</h1>' });
  expect(await get(`${origin}${base}/_next/static/chunks/app.js`)).toMatchObject({ status: 200, body: 'run()' });
  expect((await get(`${origin}${base}/docs/intro`)).location).toBe(`${base}/docs/intro/`);
  // Nothing answers outside the base path: a link that misses the prefix fails in the tests too.
  expect(await get(`${origin}/docs/intro/`)).toMatchObject({ status: 404, body: '<h1>Not found</h1>' });
}

describe('scripts/serve-export.ts', () => {
  let server: ChildProcess | undefined;
  afterAll(() => server?.kill());

  it('serves the export under NEXT_PUBLIC_BASE_PATH', async () => {
    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-export.ts', dir, String(port)], {
      env: { ...process.env, NEXT_PUBLIC_BASE_PATH: 'proj/' },
      stdio: 'ignore',
    });
    const origin = `http://localhost:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${origin}/proj/`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 15_000 },
      )
      .toBe(200);
    await expectServedUnder(origin, '/proj');
  }, 30_000);

  it('serves the export itself without a base path', () => {
    expect(exportRoot(dir, '')).toBe(dir);
  });
});

describe('the offline tests’ deploy host (tests/e2e/static-host.ts)', () => {
  it('serves the export under its base path', async () => {
    const host = await startStaticHost(dir, 0, '/proj');
    try {
      expect(host.url('/docs/intro/')).toBe(`${host.origin}/proj/docs/intro/`);
      await expectServedUnder(host.origin, '/proj');
    } finally {
      await host.close();
    }
  });
});
