/**
 * The React DOM the site ships carries the fix of patches/next+16.4.5.patch: in the chunks the
 * exported pages load (out/, built by `npm run build`), every promise React DOM keeps on a
 * stylesheet it inserts is followed by its rejection handler. (The export also holds a `framework`
 * chunk with the unpatched top-level react-dom, for Next's pages router; no page loads it.) lib/build/react-stylesheet-rejection.test.tsx shows what the
 * handler does; this shows the production build took it (a minifier or a bundler change that
 * dropped it, or a build from an unpatched install, fails here).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const out = path.join(process.cwd(), 'out');

/** The script files the exported pages load, as paths inside out/. */
function pageScripts(): Set<string> {
  const scripts = new Set<string>();
  for (const file of fs.readdirSync(out, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const html = fs.readFileSync(path.join(out, file), 'utf8');
    for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="[^"]*?(\/_next\/static\/[^"?#]+)"/g)) {
      scripts.add(decodeURIComponent(src!));
    }
  }
  return scripts;
}
// `x._p=new Promise(function(a,b){x.onload=a,x.onerror=b})`, then (patched) `,x._p.catch(function(){})`.
const STYLESHEET_PROMISE =
  /(\w+)\._p=new Promise\(function\(\w+,\w+\)\{\1\.onload=\w+,\1\.onerror=\w+\}\)(,\1\._p\.catch\(function\(\)\{\}\))?/g;

it('every stylesheet promise in the exported React DOM has its rejection handler', () => {
  expect(fs.existsSync(path.join(out, 'index.html')), 'run `npm run build` first').toBe(true);
  const found: { file: string; handled: boolean }[] = [];
  for (const file of pageScripts()) {
    const code = fs.readFileSync(path.join(out, file), 'utf8');
    for (const match of code.matchAll(STYLESHEET_PROMISE)) found.push({ file, handled: match[2] !== undefined });
  }
  // React DOM creates the promise in three places; finding none means the pattern no longer matches.
  expect(found.length).toBeGreaterThanOrEqual(3);
  expect(found.filter((entry) => !entry.handled)).toEqual([]);
});
