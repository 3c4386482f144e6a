/**
 * V8's explicit compile hint on the scripts that pages load at startup.
 *
 * Chrome compiles a script's functions lazily: the first call of each one stops the main thread
 * while it is compiled. Next's framework chunks wrap every module (React DOM, the router) in a
 * function that runs as the page hydrates, so React DOM's one large module function was compiled
 * on the main thread inside the startup task: about a third of that task, traced at 4× CPU on a
 * docs page (155 ms → 92 ms with the hint). A file that starts with the magic comment below has
 * all its functions compiled eagerly, on the background thread that already streams it while it
 * downloads (Chrome 136 and later; every other engine reads a comment).
 *
 * Only first-load scripts get it: chunks loaded later on demand are often only partly used.
 */
import fs from 'node:fs';
import path from 'node:path';
import { assetFile, firstLoadScripts } from '../../lib/quality/budgets';
import { listHtmlFiles } from '../../lib/quality/html';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script files some exported page loads at startup, as absolute paths. */
export function firstLoadScriptFiles(outDir: string, basePath = ''): string[] {
  const files = new Set<string>();
  for (const page of listHtmlFiles(outDir)) {
    const html = fs.readFileSync(path.join(outDir, page), 'utf8');
    for (const src of firstLoadScripts(html)) {
      // Only the site's own files: a page could reference a script on another origin.
      if (/^[a-z]+:\/\//i.test(src)) continue;
      const file = assetFile(outDir, src, basePath);
      if (!file) throw new Error(`${page} loads ${src}, which is not in the export`);
      files.add(file);
    }
  }
  return [...files].sort();
}

/** Prepends the hint to every first-load script that lacks it. Returns how many files changed. */
export function addCompileHints(outDir: string, basePath = ''): number {
  let changed = 0;
  for (const file of firstLoadScriptFiles(outDir, basePath)) {
    const code = fs.readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + code);
    changed += 1;
  }
  return changed;
}

/** First-load scripts without the hint (the export check fails on any: the postbuild did not run). */
export function unhintedFirstLoadScripts(outDir: string, basePath = ''): string[] {
  return firstLoadScriptFiles(outDir, basePath).filter(
    (file) => !fs.readFileSync(file, 'utf8').startsWith(COMPILE_HINT),
  );
}
