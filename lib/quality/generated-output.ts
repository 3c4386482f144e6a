/**
 * Checks that the export carries Next's generated output as Next wrote it: no page's script tag
 * rewritten (turned into an inert placeholder, its `src` moved to another attribute, a loader of
 * our own inlined) and no chunk edited after the bundler produced it (source maps and subresource
 * integrity rely on the files being the bundler's). Earlier postbuild steps did both; these
 * checks keep them from coming back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { attribute, elements, type HtmlDocument, type HtmlElement, parseHtml } from './html';

/** Script types a browser runs, plus the data types Next and the site emit. */
const KNOWN_SCRIPT_TYPES = new Set(['', 'text/javascript', 'module', 'application/json', 'application/ld+json']);

/** A comment that asks V8 to compile a whole file eagerly: only ever added by hand, never by Next. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

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
 * (`.next/static`), or that carry a compile hint. `builtStatic` may be missing (an export copied
 * without its build folder): then only the compile hint is checked. Returns sentences.
 */
export function editedChunks(exportStatic: string, builtStatic: string | null): string[] {
  const problems: string[] = [];
  const haveBuild = builtStatic !== null && fs.existsSync(builtStatic);
  for (const file of listFiles(exportStatic)) {
    if (!file.endsWith('.js')) continue;
    const exported = fs.readFileSync(path.join(exportStatic, file));
    if (exported.subarray(0, 200).toString('utf8').includes(COMPILE_HINT))
      problems.push(`${file}: starts with a compile hint the bundler did not write`);
    if (!haveBuild) continue;
    const built = path.join(builtStatic, file);
    if (!fs.existsSync(built)) problems.push(`${file}: not produced by the build`);
    else if (!exported.equals(fs.readFileSync(built))) problems.push(`${file}: differs from the build's copy`);
  }
  return problems;
}
