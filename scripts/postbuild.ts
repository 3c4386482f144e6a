/**
 * Runs after `next build` on the exported `out/` folder:
 * - writes `docs/index.html`, a tiny page that forwards to the docs' first page: the docs have no
 *   page at `/docs/`, and a static export cannot answer with a redirect status (an immediate meta
 *   refresh is what browsers without JavaScript and crawlers follow; rendering the first page there
 *   too would give it a second address, under which its relative links resolve one folder too high);
 * - writes `<page>.html` next to every `<page>/index.html`, a tiny page that forwards to the
 *   folder URL (keeping query and hash), so `/docs/intro.html` reaches `/docs/intro/` on any
 *   static host;
 * - writes `serve.json` so the local server behaves like GitHub Pages: folders serve their
 *   index.html, a missing slash is added, unknown paths get 404.html with status 404 (the
 *   server also redirects `x.html` and `x/index.html` to `x/`, which reaches the same page).
 * - writes into every page (the forwarding pages above included) its Content-Security-Policy
 *   meta, whose script-src lists the hashes of that page's inline scripts
 *   (lib/security/script-policy.ts);
 * - writes the AI-ready exports (a `.md` copy of every page, `llms.txt`, `llms-full.txt`) and the
 *   offline service worker `sw.js` (scripts/lib/service-worker.ts), last, so that nothing they
 *   read or record of a page changes after them.
 *
 * Apart from that one meta per page, it adds files and never edits what Next generated: pages and
 * chunks stay as Next wrote them (scripts/check-export.ts checks it).
 */
import fs from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { writeAiExports } from './lib/ai-exports';
import { getNavTree } from '@/lib/content/docs';
import { firstLink } from '@/lib/content/nav';
import { listHtmlFiles } from '@/lib/quality/html';
import { buildCsp, cspEnvironmentFromProcess } from '@/lib/security/csp';
import { withScriptPolicy } from '@/lib/security/script-policy';
import { writeHtmlAliases, writeSectionIndexRedirect } from './lib/html-aliases';
import { writeServiceWorker } from './lib/service-worker';

const out = path.join(process.cwd(), 'out');
if (!fs.existsSync(out)) {
  console.error('postbuild: out/ does not exist; run `next build` first.');
  process.exit(1);
}

const firstDoc = firstLink(getNavTree('docs'));
if (firstDoc && writeSectionIndexRedirect(out, 'docs', firstDoc.href)) {
  console.log(`postbuild: /docs/ forwards to ${firstDoc.href}`);
}
// After the section index, so `/docs.html` forwards too.
const count = writeHtmlAliases(out);
fs.writeFileSync(
  path.join(out, 'serve.json'),
  `${JSON.stringify({ trailingSlash: true, directoryListing: false }, null, 2)}\n`,
);
console.log(`postbuild: wrote ${count} .html aliases and serve.json`);

// The policy opens Firebase and the chat only when the build configured them: read the
// environment and the .env files as `next build` did.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
const cspEnvironment = cspEnvironmentFromProcess();
const pages = listHtmlFiles(out);
for (const page of pages) {
  const file = path.join(out, page);
  try {
    fs.writeFileSync(
      file,
      withScriptPolicy(fs.readFileSync(file, 'utf8'), (hashes) => buildCsp(cspEnvironment, hashes)),
    );
  } catch (error) {
    console.error(`postbuild: ${page}: ${(error as Error).message}`);
    process.exit(1);
  }
}
console.log(`postbuild: wrote the script policy of ${pages.length} pages`);
const ai = writeAiExports(out);
console.log(
  `postbuild: wrote ${ai.markdownFiles} .md pages, llms.txt (${ai.llmsEntries} links) and llms-full.txt (${ai.fullPages} pages)`,
);
console.log(`postbuild: wrote sw.js (${(writeServiceWorker(out) / 1024).toFixed(1)} KiB)`);
