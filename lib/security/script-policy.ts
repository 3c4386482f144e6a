/**
 * The script policy of each exported page: the postbuild writes a Content-Security-Policy `<meta>`
 * whose `script-src` lists the sha256 hash of every inline script of that page
 * (`withScriptPolicy`), and the export check verifies it (`checkScriptPolicy`). Next has no option
 * for this (its `experimental.sri` covers only `<script src>`), and a static host cannot send a
 * header, so the policy is computed from the finished HTML.
 *
 * The meta goes before everything but the character encoding declaration: a policy applies only
 * to what the browser parses after it, and the encoding declaration must stay within the first
 * 1024 bytes, which a policy of a few dozen hashes would push it past. Nothing else of the page
 * changes.
 */
import { createHash } from 'node:crypto';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { attribute, elements, type HtmlDocument, type HtmlElement, parseHtml } from '@/lib/quality/html';
import { cspDirective } from './csp';

/**
 * `type` values of a script the browser runs (the HTML standard's JavaScript MIME types, modules)
 * or reads as policy-checked inline data (import maps, speculation rules). Anything else, such as
 * `application/ld+json`, is a data block: never run, so it needs no hash.
 */
const RUNNABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

function isInlineRunnableScript(element: HtmlElement): boolean {
  return (
    element.tagName === 'script' &&
    attribute(element, 'src') === undefined &&
    RUNNABLE_TYPES.has((attribute(element, 'type') ?? '').trim().toLowerCase())
  );
}

/** The text of a script element, as the browser hashes it (no entity decoding in scripts). */
function scriptText(element: HtmlElement): string {
  return element.childNodes.map((node) => ('value' in node && node.nodeName === '#text' ? node.value : '')).join('');
}

/** The CSP source for a script's text: `'sha256-<base64>'`. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Each inline script the page runs, by its hash source, with the start of its text; in page order, once each. */
export function inlineScripts(page: string | HtmlDocument): Map<string, string> {
  const doc = typeof page === 'string' ? parseHtml(page) : page;
  const scripts = new Map<string, string>();
  for (const element of elements(doc)) {
    if (!isInlineRunnableScript(element)) continue;
    const text = scriptText(element);
    const hash = sha256Source(text);
    if (!scripts.has(hash)) scripts.set(hash, text.slice(0, 60));
  }
  return scripts;
}

/** A hash source of a policy (`'sha256-…'`). */
const HASH_SOURCE = /^'sha(256|384|512)-/;

function isPolicyMeta(element: HtmlElement): boolean {
  return element.tagName === 'meta' && attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy';
}

function isCharsetMeta(element: HtmlElement): boolean {
  return element.tagName === 'meta' && attribute(element, 'charset') !== undefined;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

type LocatedElement = DefaultTreeAdapterMap['element'];

/**
 * The page with its policy meta inserted: `policyFor` gets the hash sources of the page's inline
 * scripts and returns the policy. A policy meta already at that place (the postbuild run again)
 * is replaced; one anywhere else is an error, as is a page without a `<head>` tag.
 */
export function withScriptPolicy(html: string, policyFor: (scriptHashes: string[]) => string): string {
  const doc = parse(html, { sourceCodeLocationInfo: true });
  const root = doc.childNodes.find((node): node is LocatedElement => node.nodeName === 'html');
  const head = root?.childNodes.find((node): node is LocatedElement => node.nodeName === 'head');
  const headTag = head?.sourceCodeLocation?.startTag;
  if (!head || !headTag) throw new Error('the page has no <head> tag to put the policy in');
  const children = head.childNodes.filter((node): node is LocatedElement => 'tagName' in node);
  let index = 0;
  let insertAt = headTag.endOffset;
  if (children[0] && isCharsetMeta(children[0])) {
    insertAt = children[0].sourceCodeLocation!.endOffset;
    index = 1;
  }
  let rest = insertAt;
  const existing = [...elements(doc)].filter(isPolicyMeta);
  if (existing.length > 0) {
    const previous = children[index];
    if (existing.length > 1 || previous !== existing[0] || previous.sourceCodeLocation!.startOffset !== insertAt)
      throw new Error('the page already has a Content-Security-Policy meta of its own');
    rest = previous.sourceCodeLocation!.endOffset;
  }
  const policy = policyFor([...inlineScripts(doc).keys()]);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
  return html.slice(0, insertAt) + meta + html.slice(rest);
}

/**
 * The page with its policy's script hashes written again for its inline scripts as they are now,
 * every other source of the policy kept: what the postbuild writes for a page edited after it ran
 * (the end-to-end tests' simulated deploy edits built pages).
 */
export function rehashScriptPolicy(html: string): string {
  const meta = [...elements(parseHtml(html))].find(isPolicyMeta);
  if (!meta) throw new Error('the page has no Content-Security-Policy meta');
  const policy = attribute(meta, 'content') ?? '';
  return withScriptPolicy(html, (hashes) =>
    policy
      .split(';')
      .map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        if (name !== 'script-src') return part.trim();
        const kept = sources.filter((source) => !HASH_SOURCE.test(source));
        return [name, ...kept.slice(0, 1), ...hashes, ...kept.slice(1)].join(' ');
      })
      .join('; '),
  );
}

/**
 * What is wrong with a page's script policy, as sentences: none, or several metas; a meta after
 * anything but the encoding declaration (a script before it would run unchecked); a `script-src`
 * with 'unsafe-inline' or without the hash of one of the page's inline scripts, or with a hash
 * that matches none of them.
 */
export function checkScriptPolicy(page: string | HtmlDocument): string[] {
  const doc = typeof page === 'string' ? parseHtml(page) : page;
  const all = [...elements(doc)];
  const metas = all.filter(isPolicyMeta);
  if (metas.length === 0) return ['no Content-Security-Policy meta'];
  if (metas.length > 1) return [`${metas.length} Content-Security-Policy metas`];
  const problems: string[] = [];
  const before = all.slice(0, all.indexOf(metas[0]));
  const early = before.find((el) => !['html', 'head'].includes(el.tagName) && !isCharsetMeta(el));
  if (early || metas[0].parentNode?.nodeName !== 'head')
    problems.push(`the policy meta is not the first element of <head>${early ? ` (after <${early.tagName}>)` : ''}`);
  const sources = cspDirective(attribute(metas[0], 'content') ?? '', 'script-src');
  if (sources.length === 0) problems.push('no script-src in the policy');
  if (sources.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
  const scripts = inlineScripts(doc);
  for (const [hash, start] of scripts) {
    if (!sources.includes(hash)) problems.push(`inline script without its hash in script-src: ${start}`);
  }
  for (const source of sources) {
    if (HASH_SOURCE.test(source) && !scripts.has(source))
      problems.push(`script-src lists ${source}, which matches no inline script of the page`);
  }
  return problems;
}
