/**
 * Prebuild (and predev): writes the site's search files.
 *
 * - `public/search/search-doc-<timestamp>.json` and `search-index-<timestamp>.json`: the entry,
 *   the client options, the number of records and the chunks' stamp (lib/search/build-index.ts);
 * - `public/search/search-<stamp>-<kind><n>.json`: the chunks, fetched as queries need them;
 * - `public/search/search-engine-<hash>.js`: the search module (lib/search/standalone.ts);
 * - `lib/search/generated-manifest.json`: the names of the entry files and the module, and the
 *   chunks' stamp. next.config.ts reads it and hands them to the pages as `NEXT_PUBLIC_SEARCH_*`
 *   (lib/search/config.ts), so a page knows which files to fetch without an extra request, and a
 *   new build never reads a cached file from an older one.
 *
 * Files of older builds are deleted. `next build` copies `public/` into `out/`.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { siteBasePath } from '@/lib/base-path';
import type { BootstrapConfig } from '@/lib/search/bootstrap';
import { buildSearchFiles } from '@/lib/search/build-index';
import { collectSearchRecords } from '@/lib/search/collect';
import type { SearchManifest } from '@/lib/search/types';

/** Where the files go; overridable for tests. */
export interface SearchOutput {
  /** Folder for the search files, normally `public/search`. */
  publicDir: string;
  /** Manifest path, normally `lib/search/generated-manifest.json`. */
  manifestPath: string;
  /** Build timestamp used in the file names. */
  stamp?: number;
}

// Every name a build has written: today's (chunkFileName: word and record chunks) and the older
// ones (`search-<hash>.json`, and the `h`/`b` chunks before chunk names followed from their words).
const GENERATED = /^search-(?:(?:doc-\d+|index-\d+|[0-9a-f]{10}(?:-[hbwr]\d+)?)\.json|engine-[0-9a-f]{10}\.js)$/;

/**
 * flexsearch's light build: the engine uses only its `Index` with forward tokenisation, which the
 * light build has (lib/search/engine.test.ts and the relevance suite run on it too, through the
 * same alias in vitest.config.ts); the full build the package exports is 10 KiB of gzip more, on a
 * download that decides how soon a first result can show.
 */
export const FLEXSEARCH_LIGHT = path.join(
  import.meta.dirname,
  '..',
  'node_modules',
  'flexsearch',
  'dist',
  'flexsearch.light.module.min.js',
);

const SEARCH_DIR = path.join(import.meta.dirname, '..', 'lib', 'search');

/** Bundles one entry of lib/search for the browser with esbuild, minified. */
function bundle(entry: string, format: 'esm' | 'iife', define: Record<string, string> = {}): string {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(SEARCH_DIR, entry)],
    bundle: true,
    format,
    platform: 'browser',
    target: 'es2020',
    minify: true,
    charset: 'utf8',
    write: false,
    alias: { flexsearch: FLEXSEARCH_LIGHT },
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    logLevel: 'error',
  });
  return outputFiles[0].text.trim();
}

/**
 * The search module (lib/search/standalone.ts and what it imports, flexsearch included) as one
 * ES module, for the page's bootstrap and client.ts to import by URL.
 */
export function buildSearchModule(): { name: string; code: string } {
  const code = bundle('standalone.ts', 'esm');
  return { name: `search-engine-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`, code };
}

/** The inline bootstrap (lib/search/bootstrap.ts) with this build's names in it. */
export function buildSearchBootstrap(config: BootstrapConfig): string {
  const script = bundle('bootstrap.ts', 'iife', { SEARCH_BOOTSTRAP_CONFIG: JSON.stringify(config) });
  // Written into every page's <head>: nothing in it may end the script element early.
  if (/<\/script|<!--/i.test(script)) throw new Error('The search bootstrap would end its <script> element early.');
  return script;
}

/** Builds the search files from the content and writes them and the manifest. */
export function writeSearchFiles({
  publicDir,
  manifestPath,
  stamp = Date.now(),
}: SearchOutput): SearchManifest & { records: number; chunks: number } {
  const records = collectSearchRecords();
  const { docFile, indexFile, chunks, stamp: chunkStamp } = buildSearchFiles(records);
  const engine = buildSearchModule();
  const docName = `search-doc-${stamp}.json`;
  const indexName = `search-index-${stamp}.json`;
  const base = siteBasePath();
  const manifest: SearchManifest = {
    docFile: docName,
    indexFile: indexName,
    engineFile: engine.name,
    stamp: chunkStamp,
    bootstrap: buildSearchBootstrap({
      base,
      doc: docName,
      index: indexName,
      stamp: chunkStamp,
      engineUrl: `${base}/search/${engine.name}`,
    }),
  };

  fs.mkdirSync(publicDir, { recursive: true });
  for (const [name, json] of chunks) fs.writeFileSync(path.join(publicDir, name), json);
  fs.writeFileSync(path.join(publicDir, engine.name), engine.code);
  fs.writeFileSync(path.join(publicDir, manifest.docFile), JSON.stringify(docFile));
  fs.writeFileSync(path.join(publicDir, manifest.indexFile), JSON.stringify(indexFile));
  // The manifest is written after the files it names, so it never points at a missing file.
  fs.mkdirSync(path.dirname(manifestPath), { recursive: true });
  fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  for (const name of fs.readdirSync(publicDir)) {
    const current = [manifest.docFile, manifest.indexFile, manifest.engineFile].includes(name) || chunks.has(name);
    if (GENERATED.test(name) && !current) fs.rmSync(path.join(publicDir, name));
  }
  return { ...manifest, records: records.length, chunks: chunks.size };
}

// Run when invoked as a script (`tsx scripts/build-search-index.ts`), not when imported.
if (/build-search-index\.ts$/.test(process.argv[1] ?? '')) {
  const root = process.cwd();
  const publicDir = path.join(root, 'public', 'search');
  const started = performance.now();
  const result = writeSearchFiles({
    publicDir,
    manifestPath: path.join(root, 'lib', 'search', 'generated-manifest.json'),
  });
  const size = (name: string) => `${Math.round(fs.statSync(path.join(publicDir, name)).size / 1024)} KiB`;
  console.log(
    `search: ${result.records} records → public/search/${result.docFile} (${size(result.docFile)}), ` +
      `${result.indexFile} (${size(result.indexFile)}) and ${result.chunks} chunks in ${Math.round(performance.now() - started)} ms`,
  );
}
