/**
 * Writes `out/sw.js`: bundles the service worker (lib/service-worker/worker.ts, built on Serwist) with
 * esbuild into one minified classic script. Next's bundler is not involved, so the worker builds
 * the same way whichever bundler Next runs (webpack for the production build, Turbopack under
 * `next dev`).
 *
 * The worker's caches carry no build id, so a build does not need a byte-different worker: the
 * browser installs a new one when its code changes, and a deploy keeps the pages readers saved.
 */
import path from 'node:path';
import { buildSync } from 'esbuild';

const SOURCE = path.join(process.cwd(), 'lib', 'service-worker', 'worker.ts');

/** Bundles the worker into `<outDir>/sw.js` and returns its size in bytes. */
export function writeServiceWorker(outDir: string): number {
  const result = buildSync({
    entryPoints: [SOURCE],
    outfile: path.join(outDir, 'sw.js'),
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    platform: 'browser',
    // Serwist's development logging is dropped from the production worker.
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  return Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
}
