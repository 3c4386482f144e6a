/**
 * Gates over the exported site (run after the build, part of the test command):
 * - every internal href/src and #anchor on every page resolves; external links are listed only;
 * - the whole export stays under a size safely below GitHub Pages' 1 GB (lib/quality/export-size.ts);
 * - first-load JavaScript per page type stays within budgets.json;
 * - no page has an inline event handler or javascript: URL, and each carries the referrer policy;
 * - every page (the forwarding pages too) carries its Content-Security-Policy first in <head>, with
 *   no 'unsafe-inline' for scripts and exactly the hashes of its own inline scripts
 *   (lib/security/script-policy.ts);
 * - Next's output is shipped as Next wrote it: no page has a rewritten script tag, and every chunk
 *   under `_next/static` is byte for byte the one in `.next/static`; every script a page runs at
 *   startup carries the compile hint the bundler writes (lib/quality/generated-output.ts).
 * - every page has a link card (a 1200×630 PNG at an absolute URL of the site), posts carry their
 *   article tags, and each page's JSON-LD says what the page shows (lib/quality/sharing.ts);
 * - with --deploy (the export that is deployed): no Firebase emulator host, in the JavaScript or
 *   in the environment.
 * Usage: tsx scripts/check-export.ts [outDir] [--deploy]
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Budget, checkBudgets } from '../lib/quality/budgets';
import { editedChunks, rewrittenScriptTags, unhintedStartupScripts } from '../lib/quality/generated-output';
import { checkExportSize, describeExportSize } from '../lib/quality/export-size';
import { siteBasePath } from '../lib/base-path';
import { listHtmlFiles, servedPath } from '../lib/quality/html';
import { checkLinks } from '../lib/quality/links';
import { deployBlockers, forbiddenEnvironment } from '../lib/quality/deploy';
import { checkPageSecurity } from '../lib/quality/security';
import { checkScriptPolicy } from '../lib/security/script-policy';
import { checkSharing } from '../lib/quality/sharing';
import { getBlogPosts } from '../lib/content/blog';
import { absoluteUrl } from '../lib/content/feed-data';

const args = process.argv.slice(2);
const deploy = args.includes('--deploy');
const outDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'out');
const basePath = siteBasePath(); // the base path the build was made with, as next.config.ts reads it
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
let policyPages = 0;
for (const file of listHtmlFiles(outDir)) {
  const html = fs.readFileSync(path.join(outDir, file), 'utf8');
  const isStub = html.includes('<meta http-equiv="refresh"');
  const problems = [
    ...checkPageSecurity(html, !isStub).map((problem) => `${problem.reason} ${problem.excerpt}`),
    ...checkScriptPolicy(html),
  ];
  for (const problem of problems) console.error(`  security: ${servedPath(file)}: ${problem}`);
  securityProblems += problems.length;
  policyPages += 1;
}
failed ||= securityProblems > 0;
console.log(
  `Security: ${securityProblems === 0 ? `no inline handlers or javascript: URLs; on each of ${policyPages} pages a script policy first in <head> listing exactly its inline scripts, and a referrer policy on every page but the forwarding ones` : `${securityProblems} problems`}.`,
);

// Link cards, article tags and JSON-LD, compared with what each page shows.
const siteUrl = absoluteUrl('');
const postPaths = new Set(getBlogPosts().map((post) => decodeURI(post.href)));
let sharingProblems = 0;
let sharedPages = 0;
for (const file of listHtmlFiles(outDir)) {
  const html = fs.readFileSync(path.join(outDir, file), 'utf8');
  if (html.includes('<meta http-equiv="refresh"')) continue;
  const page = servedPath(file);
  sharedPages += 1;
  const problems = checkSharing(html, {
    outDir,
    siteUrl,
    page: encodeURI(page),
    isPost: postPaths.has(page),
    isDoc: /^\/(docs|devops)\//.test(page),
    isHome: page === '/',
  });
  for (const problem of problems) console.error(`  sharing: ${page}: ${problem.reason}`);
  sharingProblems += problems.length;
}
failed ||= sharingProblems > 0;
console.log(
  `Sharing: ${sharingProblems === 0 ? `a 1200×630 PNG card on each of ${sharedPages} pages; post article tags and JSON-LD match their pages` : `${sharingProblems} problems`}.`,
);

let rewritten = 0;
for (const file of listHtmlFiles(outDir)) {
  for (const problem of rewrittenScriptTags(fs.readFileSync(path.join(outDir, file), 'utf8'))) {
    rewritten += 1;
    failed = true;
    console.error(`  rewritten script tag: ${servedPath(file)}: ${problem}`);
  }
}
// The build folder next to the export (`.next` beside `out`), when there is one.
const builtStatic = path.join(path.dirname(outDir), '.next', 'static');
const edited = editedChunks(path.join(outDir, '_next', 'static'), fs.existsSync(builtStatic) ? builtStatic : null);
for (const problem of edited) {
  failed = true;
  console.error(`  edited chunk: ${problem}`);
}
const unhinted = unhintedStartupScripts(outDir, basePath);
for (const problem of unhinted) {
  failed = true;
  console.error(`  no compile hint: ${problem}`);
}
console.log(
  `Generated output: ${rewritten === 0 ? 'no rewritten script tag' : `${rewritten} rewritten script tags`}; ` +
    `${edited.length === 0 ? 'chunks as the build wrote them' : `${edited.length} chunk problems`}; ` +
    `${unhinted.length === 0 ? 'every startup script carries the compile hint' : `${unhinted.length} startup scripts without the compile hint (is the build \`next build --webpack\`?)`}.`,
);

if (deploy) {
  const blockers = deployBlockers(outDir);
  const environment = forbiddenEnvironment(process.env);
  for (const blocker of blockers) {
    console.error(`  not deployable: ${blocker.file} carries ${blocker.variable}="${blocker.value}"`);
  }
  for (const name of environment) console.error(`  not deployable: ${name} is set in the environment`);
  if (blockers.length || environment.length) {
    failed = true;
    console.error('A deployed build must not use a Firebase emulator.');
  } else console.log('Deploy: no emulator host.');
}

if (failed) {
  console.error('Export checks failed.');
  process.exit(1);
}
console.log('Export checks passed.');
