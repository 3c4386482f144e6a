/**
 * HTML reading for checks over the exported site, with a real HTML parser (parse5, the parser
 * jsdom and rehype use): attribute values come back decoded, and script or style contents are
 * never mistaken for markup.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
/** An element of a parsed page. */
export type HtmlElement = DefaultTreeAdapterMap['element'];
/** A parsed page. */
export type HtmlDocument = DefaultTreeAdapterMap['document'];

/** Every `.html` file under a folder, as paths relative to it with forward slashes. */
export function listHtmlFiles(root: string): string[] {
  const out: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.html')) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  visit(root);
  return out.sort();
}

/** Parses a page (or a fragment: parse5 adds the missing html, head and body). */
export function parseHtml(html: string): HtmlDocument {
  return parse(html);
}

/** Every element of a parsed page, in document order (template contents included). */
export function* elements(node: Node): Generator<HtmlElement> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if ('content' in node && node.nodeName === 'template') yield* elements(node.content);
}

/** The value of an attribute of an element, or undefined. */
export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** Values of an attribute on every element that has it (`href`, `src`, `id`…). */
export function attributeValues(page: string | HtmlDocument, name: string): string[] {
  const doc = typeof page === 'string' ? parseHtml(page) : page;
  const values: string[] = [];
  for (const element of elements(doc)) {
    const value = attribute(element, name);
    if (value !== undefined) values.push(value);
  }
  return values;
}

/** The URL path a file is served at (`docs/intro/index.html` → `/docs/intro/`). */
export function servedPath(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}
