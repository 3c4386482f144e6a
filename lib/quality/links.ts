/**
 * Link check over the exported site: every internal href and src must reach a file, and every
 * #anchor must exist on its target page. External links are collected, never fetched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { attribute, attributeValues, elements, listHtmlFiles, parseHtml, servedPath } from './html';

export interface LinkProblem {
  page: string;
  link: string;
  reason: string;
}

export interface LinkReport {
  pages: number;
  checked: number;
  external: string[];
  problems: LinkProblem[];
}

/** Resolves a site path to the file a static host would serve, or null. */
export function resolveFile(root: string, sitePath: string): string | null {
  let decoded = sitePath;
  try {
    decoded = decodeURIComponent(sitePath);
  } catch {
    return null;
  }
  const candidates = decoded.endsWith('/')
    ? [`${decoded}index.html`]
    : [decoded, `${decoded}/index.html`, `${decoded}.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

export function checkLinks(root: string, basePath = ''): LinkReport {
  const absRoot = path.resolve(root);
  const files = listHtmlFiles(absRoot);
  const idCache = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idCache.get(file);
    if (!ids) {
      ids = new Set(attributeValues(fs.readFileSync(file, 'utf8'), 'id'));
      idCache.set(file, ids);
    }
    return ids;
  };
  const external = new Set<string>();
  const problems: LinkProblem[] = [];
  let checked = 0;

  for (const file of files) {
    const doc = parseHtml(fs.readFileSync(path.join(absRoot, file), 'utf8'));
    // Redirect stubs written by postbuild point at their folder; the folder is checked itself.
    if ([...elements(doc)].some((el) => el.tagName === 'meta' && attribute(el, 'http-equiv') === 'refresh')) continue;
    const pagePath = servedPath(file);
    const base = new URL(`http://site.invalid${basePath}${pagePath}`);
    for (const raw of [...attributeValues(doc, 'href'), ...attributeValues(doc, 'src')]) {
      if (!raw || raw.startsWith('data:') || raw.startsWith('mailto:') || raw.startsWith('tel:')) continue;
      if (/^javascript:/i.test(raw)) {
        problems.push({ page: pagePath, link: raw, reason: 'javascript: URL' });
        continue;
      }
      const url = new URL(raw, base);
      if (url.origin !== base.origin) {
        external.add(url.href);
        continue;
      }
      checked += 1;
      let sitePath = url.pathname;
      if (basePath && sitePath.startsWith(basePath)) sitePath = sitePath.slice(basePath.length) || '/';
      else if (basePath) {
        problems.push({ page: pagePath, link: raw, reason: `outside the base path ${basePath}` });
        continue;
      }
      const target = resolveFile(absRoot, sitePath);
      if (!target) {
        problems.push({ page: pagePath, link: raw, reason: 'no such page or file' });
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && target.endsWith('.html') && !idsOf(target).has(anchor)) {
        problems.push({ page: pagePath, link: raw, reason: `no element with id "${anchor}" on the target page` });
      }
    }
  }
  return { pages: files.length, checked, external: [...external].sort(), problems };
}
