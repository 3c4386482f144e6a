/**
 * Light HTML reading for checks over the exported site. Next writes well-formed HTML with
 * double-quoted attributes, so attribute extraction with regular expressions is reliable here
 * and keeps these checks fast enough to run over every page.
 */
import fs from 'node:fs';
import path from 'node:path';

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

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Values of an attribute on every element that has it (`href`, `src`, `id`…). */
export function attributeValues(html: string, name: string): string[] {
  const pattern = new RegExp(`\\s${name}="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((m) => decodeEntities(m[1]));
}

/** The HTML with <script> and <style> contents removed, so their text is not mistaken for markup. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '<script></script>')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '<style></style>');
}

/** The URL path a file is served at (`docs/intro/index.html` → `/docs/intro/`). */
export function servedPath(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}
