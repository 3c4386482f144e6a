/**
 * Serves an export for the end-to-end tests the way the host will: under the base path it was
 * built with (NEXT_PUBLIC_BASE_PATH, lib/base-path.ts), with `serve` as `npm start` runs it
 * (the export's serve.json: folder indexes, added slashes, 404.html). The Playwright configs start
 * it as their web server.
 *
 * Usage: tsx scripts/serve-export.ts <export folder> <port>
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { siteBasePath } from '../lib/base-path';
import { exportRoot } from './lib/export-root';

const [dir, port] = process.argv.slice(2);
if (!dir || !port) {
  console.error('usage: tsx scripts/serve-export.ts <export folder> <port>');
  process.exit(2);
}
const root = exportRoot(dir, siteBasePath());
const require = createRequire(path.join(process.cwd(), 'package.json'));
const bin = path.join(path.dirname(require.resolve('serve/package.json')), 'build/main.js');
const child = spawn(process.execPath, [bin, root, '-l', port, '--no-clipboard', '--no-port-switching'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
