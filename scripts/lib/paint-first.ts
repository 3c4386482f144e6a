/**
 * Paint first, then load the scripts.
 *
 * Every page is complete as HTML and CSS: the scripts add search, the colour-mode switch, quizzes
 * and the account area, but nothing a reader needs to see the page. Next writes its startup
 * scripts as `<script async>` in the head (and preloads its runtime), so the browser fetches them
 * while it is still receiving the HTML and may run them before its first paint.
 *
 * The postbuild turns each of those tags into an inert placeholder and appends a small loader
 * (`paint-first-loader.js`) that swaps the real scripts in, at the same place and in the same
 * order, once the page has loaded and the browser has reported its first contentful paint. The
 * first paint then never waits for JavaScript, and the HTML and CSS have the connection to
 * themselves. The price is that the scripts start one round trip later, so the page answers
 * clicks on its scripted parts a little later (the README's performance section has the figures);
 * links, reading and scrolling work from the first paint as before.
 *
 * Why this matters to Lighthouse: its simulated throttling replays the unthrottled load and
 * counts every request that finished before the observed largest contentful paint. Loaded at full
 * speed, Next's scripts finished first, so the estimate charged the whole framework (about
 * 145 KiB) to the paint; with the scripts requested after it, the estimate matches first paint.
 */
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { listHtmlFiles } from '../../lib/quality/html';

/** The `type` of a startup script's placeholder: browsers neither fetch nor run unknown types. */
export const PAINT_FIRST_TYPE = 'text/x-paint-first';
const LOADER_ATTRIBUTE = 'data-paint-first-loader';
const LOADER_FILE = path.join(process.cwd(), 'scripts', 'lib', 'paint-first-loader.js');

/** The loader, minified, as it is inlined into every page. */
export function loaderSource(): string {
  return transformSync(fs.readFileSync(LOADER_FILE, 'utf8'), { minify: true, target: 'es2017' }).code.trim();
}

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/gi;
const PRELOAD_SCRIPT = /<link\b[^>]*\brel="preload"[^>]*>/gi;

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of tag.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) found.set(m[1].toLowerCase(), m[2] ?? '');
  return found;
}

/**
 * One page's HTML with its startup scripts deferred until the first paint. Inline scripts (Next's
 * flight data, the colour-mode script) and `nomodule` scripts are left alone. A script tag with an
 * attribute other than `src` and `async` fails the build: the placeholder would lose it.
 */
export function deferStartupScripts(html: string, loader: string, file = 'page'): string {
  if (html.includes(LOADER_ATTRIBUTE)) return html;
  let deferred = 0;
  let result = html.replace(SCRIPT_TAG, (tag, attrText: string) => {
    const attrs = attributes(attrText);
    if (!attrs.has('src') || attrs.has('nomodule')) return tag;
    for (const name of attrs.keys()) {
      if (name !== 'src' && name !== 'async') {
        throw new Error(`${file}: cannot defer ${tag}: its "${name}" attribute would be lost (paint-first.ts)`);
      }
    }
    deferred += 1;
    return `<script type="${PAINT_FIRST_TYPE}" data-src="${attrs.get('src')}"></script>`;
  });
  if (deferred === 0) return html;
  result = result.replace(PRELOAD_SCRIPT, (tag) => (attributes(tag.slice(5, -1)).get('as') === 'script' ? '' : tag));
  const end = result.lastIndexOf('</body>');
  if (end < 0) throw new Error(`${file}: has startup scripts but no </body> to put the loader before`);
  return `${result.slice(0, end)}<script ${LOADER_ATTRIBUTE}="">${loader}</script>${result.slice(end)}`;
}

/** Defers the startup scripts of every page in the export. Returns how many pages changed. */
export function deferStartupScriptsInExport(outDir: string): number {
  const loader = loaderSource();
  let changed = 0;
  for (const page of listHtmlFiles(outDir)) {
    const file = path.join(outDir, page);
    const html = fs.readFileSync(file, 'utf8');
    const next = deferStartupScripts(html, loader, page);
    if (next === html) continue;
    fs.writeFileSync(file, next);
    changed += 1;
  }
  return changed;
}

/** Pages that still fetch a script before their first paint (the export check fails on any). */
export function pagesLoadingScriptsBeforePaint(outDir: string): string[] {
  return listHtmlFiles(outDir).filter((page) => {
    const html = fs.readFileSync(path.join(outDir, page), 'utf8');
    const scripts = [...html.matchAll(SCRIPT_TAG)].map((m) => attributes(m[1]));
    const preloads = [...html.matchAll(PRELOAD_SCRIPT)].map((m) => attributes(m[0].slice(5, -1)));
    return (
      scripts.some((attrs) => attrs.has('src') && !attrs.has('nomodule')) ||
      preloads.some((attrs) => attrs.get('as') === 'script')
    );
  });
}
