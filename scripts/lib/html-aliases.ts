import fs from 'node:fs';
import path from 'node:path';
import { scriptJson } from '@/lib/inline-script';

/**
 * A page that forwards to `target`, keeping query and hash: an immediate meta refresh (browsers
 * without JavaScript, and crawlers, which read it as a permanent redirect) and `location.replace`
 * (which keeps the hash). `target` is relative, so it works under any base path.
 */
export function redirectHtml(target: string): string {
  const json = scriptJson(target);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>Redirecting…</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${target}">
<script>location.replace(${json}+location.search+location.hash)</script>
</head><body><p><a href="${target}">Continue to the page</a></p></body></html>
`;
}

/** The forwarding page for `<name>.html`. */
export function aliasHtml(folderName: string): string {
  return redirectHtml(`./${encodeURIComponent(folderName)}/`);
}

/**
 * Writes `<section>/index.html` forwarding to the section's first page when the section has no
 * page of its own (`/docs/` → `/docs/intro/`). `firstHref` is the first page's site path, under
 * `/<section>/`. Returns whether it wrote the page.
 */
export function writeSectionIndexRedirect(outDir: string, section: string, firstHref: string): boolean {
  const index = path.join(outDir, section, 'index.html');
  const prefix = `/${section}/`;
  if (fs.existsSync(index) || !firstHref.startsWith(prefix)) return false;
  fs.writeFileSync(index, redirectHtml(`./${firstHref.slice(prefix.length)}`));
  return true;
}

/** Writes an alias beside every folder that holds an index.html (the root excepted). Returns how many. */
export function writeHtmlAliases(outDir: string): number {
  let count = 0;
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('_next')) continue;
      const folder = path.join(dir, entry.name);
      const alias = `${folder}.html`;
      if (fs.existsSync(path.join(folder, 'index.html')) && !fs.existsSync(alias)) {
        fs.writeFileSync(alias, aliasHtml(entry.name));
        count += 1;
      }
      visit(folder);
    }
  };
  visit(outDir);
  return count;
}
