/**
 * Gates over the exported site (run after the build, part of the test command):
 * - every internal href/src and #anchor on every page resolves; external links are listed only;
 * - the whole export stays under a size safely below GitHub Pages' 1 GB (lib/quality/export-size.ts);
 * - first-load JavaScript per page type stays within budgets.json;
 * - no page has an inline event handler or javascript: URL, and each carries the CSP and
 *   referrer policy;
 * - every script a page loads at startup carries V8's compile hint, and no page fetches a script
 *   before its first paint (both done by the postbuild).
 * Usage: tsx scripts/check-export.ts [outDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Budget, checkBudgets } from '../lib/quality/budgets';
import { checkExportSize, describeExportSize } from '../lib/quality/export-size';
import { listHtmlFiles, servedPath } from '../lib/quality/html';
import { checkLinks } from '../lib/quality/links';
import { checkPageSecurity } from '../lib/quality/security';
import { firstLoadScriptFiles, unhintedFirstLoadScripts } from './lib/compile-hints';
import { pagesLoadingScriptsBeforePaint } from './lib/paint-first';

const outDir = path.resolve(process.argv[2] ?? 'out');
const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').replace(/\/+$/, '');
let failed = false;

const links = checkLinks(outDir, basePath);
console.log(
  `Links: ${links.checked} internal links on ${links.pages} pages checked; ${links.external.length} distinct external links listed (not fetched).`,
);
if (process.env.LIST_EXTERNAL_LINKS) for (const url of links.external) console.log(`  external: ${url}`);
for (const problem of links.problems) {
  failed = true;
  console.error(`  broken: ${problem.page} → ${problem.link} (${problem.reason})`);
}

const size = checkExportSize(outDir);
for (const line of describeExportSize(size)) (size.ok ? console.log : console.error)(line);
failed ||= !size.ok;

const budgets = JSON.parse(fs.readFileSync(process.env.BUDGETS_FILE ?? 'budgets.json', 'utf8')) as { pages: Budget[] };
console.log('First-load size budgets (gzip):');
for (const result of checkBudgets(outDir, budgets.pages, basePath)) {
  const line = `  ${result.ok ? 'ok  ' : 'OVER'} ${result.name.padEnd(12)} JS ${result.scriptKiB.toFixed(1)} / ${result.maxScriptKiB} KiB, total ${result.totalKiB.toFixed(1)} / ${result.maxTotalKiB} KiB (${result.page})`;
  if (result.ok) console.log(line);
  else {
    failed = true;
    console.error(line);
  }
}

let securityProblems = 0;
for (const file of listHtmlFiles(outDir)) {
  const html = fs.readFileSync(path.join(outDir, file), 'utf8');
  const isStub = html.includes('<meta http-equiv="refresh"');
  for (const problem of checkPageSecurity(html, !isStub)) {
    securityProblems += 1;
    failed = true;
    console.error(`  security: ${servedPath(file)}: ${problem.reason} ${problem.excerpt}`);
  }
}
console.log(
  `Security: ${securityProblems === 0 ? 'no inline handlers or javascript: URLs; CSP and referrer policy on every page' : `${securityProblems} problems`}.`,
);

const unhinted = unhintedFirstLoadScripts(outDir, basePath);
if (unhinted.length) {
  failed = true;
  for (const file of unhinted) console.error(`  no compile hint: ${path.relative(outDir, file)} (run the postbuild)`);
} else console.log(`Compile hints: all ${firstLoadScriptFiles(outDir, basePath).length} first-load scripts marked.`);

const early = pagesLoadingScriptsBeforePaint(outDir);
if (early.length) {
  failed = true;
  for (const page of early) console.error(`  scripts before the first paint: ${servedPath(page)} (run the postbuild)`);
} else console.log('Paint first: no page fetches a script before its first paint.');

if (failed) {
  console.error('Export checks failed.');
  process.exit(1);
}
console.log('Export checks passed.');
