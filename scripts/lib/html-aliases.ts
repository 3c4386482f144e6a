import fs from 'node:fs';
import path from 'node:path';

/** The forwarding page for `<name>.html`: relative target, so it works under any base path. */
export function aliasHtml(folderName: string): string {
  const target = `./${encodeURIComponent(folderName)}/`;
  const json = JSON.stringify(target);
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
