/**
 * Checks that the export carries Next's generated output as Next wrote it: no page's script tag
 * rewritten (turned into an inert placeholder, its `src` moved to another attribute, a loader of
 * our own inlined) and no chunk edited after the bundler produced it (source maps and subresource
 * integrity rely on the files being the bundler's). Earlier postbuild steps did both; these
 * checks keep them from coming back.
 *
 * And that every script a page runs at startup carries V8's compile hint, which the bundler
 * writes (lib/build/compile-hint-plugin.ts): without it, a phone compiles React DOM on the main
 * thread inside the startup task.
 */
import fs from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT } from '../build/compile-hint-plugin';
import { assetFile, firstLoadScripts } from './budgets';
import { attribute, elements, type HtmlDocument, type HtmlElement, listHtmlFiles, parseHtml, servedPath } from './html';

/** Script types a browser runs, plus the data types Next and the site emit. */
const KNOWN_SCRIPT_TYPES = new Set(['', 'text/javascript', 'module', 'application/json', 'application/ld+json']);

/** A script element as a short tag for messages: `<script type="…" data-src="…">`. */
function describe(element: HtmlElement): string {
  return `<script${element.attrs.map((a) => ` ${a.name}="${a.value}"`).join('')}>`;
}

/** Problems with the script tags of one page's HTML: each is a sentence naming the tag. */
export function rewrittenScriptTags(page: string | HtmlDocument): string[] {
  const doc = typeof page === 'string' ? parseHtml(page) : page;
  const problems: string[] = [];
  for (const element of elements(doc)) {
    if (element.tagName !== 'script') continue;
    const tag = describe(element);
    const type = (attribute(element, 'type') ?? '').trim().toLowerCase();
    if (!KNOWN_SCRIPT_TYPES.has(type)) problems.push(`script of unknown type "${type}": ${tag}`);
    // A bundle file named anywhere but in `src` is a script that will not load as Next wrote it.
    for (const { name, value } of element.attrs) {
      if (name !== 'src' && /\/_next\/static\/.+\.js\b/.test(value))
        problems.push(`bundle named in "${name}" instead of "src": ${tag}`);
    }
    if (element.attrs.some((a) => a.name.startsWith('data-paint-first'))) problems.push(`paint-first loader: ${tag}`);
  }
  return problems;
}

function listFiles(root: string): string[] {
  const out: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else out.push(path.relative(root, full));
    }
  };
  if (fs.existsSync(root)) visit(root);
  return out.sort();
}

/**
 * Chunks of the export (`out/_next/static`) that differ from what the bundler wrote
 * (`.next/static`) or that it never wrote. Without the build folder nothing can be compared, and
 * that is a problem too. Returns sentences.
 */
export function editedChunks(exportStatic: string, builtStatic: string | null): string[] {
  if (builtStatic === null || !fs.existsSync(builtStatic))
    return ['no build folder (.next/static) beside the export to compare its chunks with'];
  const problems: string[] = [];
  for (const file of listFiles(exportStatic)) {
    if (!file.endsWith('.js')) continue;
    const built = path.join(builtStatic, file);
    if (!fs.existsSync(built)) problems.push(`${file}: not produced by the build`);
    else if (!fs.readFileSync(path.join(exportStatic, file)).equals(fs.readFileSync(built)))
      problems.push(`${file}: differs from the build's copy`);
  }
  return problems;
}

/**
 * Scripts that some page of the export runs at startup (its `<script src>`, nomodule polyfills
 * aside) and that do not start with the compile hint, or are not in the export at all (a base
 * path that differs between build and check must not let every script go unchecked). Each is
 * named once, with a page that loads it. Returns sentences.
 */
export function unhintedStartupScripts(outDir: string, basePath = ''): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const page of listHtmlFiles(outDir)) {
    for (const src of firstLoadScripts(fs.readFileSync(path.join(outDir, page), 'utf8'))) {
      if (seen.has(src) || /^([a-z]+:)?\/\//i.test(src)) continue; // another site's script is not ours to check
      seen.add(src);
      const file = assetFile(outDir, src, basePath);
      if (!file) {
        problems.push(`${src} (loaded at startup by ${servedPath(page)}) is not in the export`);
        continue;
      }
      const start = Buffer.alloc(COMPILE_HINT.length + 1);
      const fd = fs.openSync(file, 'r');
      try {
        fs.readSync(fd, start, 0, start.length, 0);
      } finally {
        fs.closeSync(fd);
      }
      if (start.toString('utf8') !== `${COMPILE_HINT}\n`)
        problems.push(`${src} (loaded at startup by ${servedPath(page)}) does not start with ${COMPILE_HINT}`);
    }
  }
  return problems;
}
