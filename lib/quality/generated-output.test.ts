import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../build/compile-hint-plugin';
import { editedChunks, rewrittenScriptTags, unhintedStartupScripts } from './generated-output';

// What Next 16 writes into an exported page (abridged).
const NEXT_PAGE =
  '<html><head><script src="/_next/static/chunks/webpack-1a2b.js" async=""></script>' +
  '<script type="application/ld+json">{}</script></head><body>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

describe('rewrittenScriptTags', () => {
  it('accepts the script tags Next writes', () => {
    expect(rewrittenScriptTags(NEXT_PAGE)).toEqual([]);
  });

  it('fails on a startup script turned into an inert placeholder, and on its loader', () => {
    const rewritten = NEXT_PAGE.replace(
      '<script src="/_next/static/chunks/webpack-1a2b.js" async="">',
      '<script type="text/x-paint-first" data-src="/_next/static/chunks/webpack-1a2b.js">',
    ).replace('</body>', '<script data-paint-first-loader="">load()</script></body>');
    const problems = rewrittenScriptTags(rewritten);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/unknown type "text\/x-paint-first"/);
    expect(problems[1]).toMatch(/bundle named in "data-src"/);
    expect(problems[2]).toMatch(/paint-first loader/);
  });
});

describe('editedChunks', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** An export folder and a build folder holding the same chunk, then `edit` applied to the export's. */
  function setUp(edit?: (code: string) => string) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunks-'));
    const code = 'self.webpackChunk=[];\n//# sourceMappingURL=a.js.map\n';
    for (const root of ['out', 'built']) {
      fs.mkdirSync(path.join(dir, root, 'chunks'), { recursive: true });
      fs.writeFileSync(path.join(dir, root, 'chunks', 'a.js'), root === 'out' && edit ? edit(code) : code);
    }
    return { exported: path.join(dir, 'out'), built: path.join(dir, 'built') };
  }

  it('accepts chunks identical to the build', () => {
    const { exported, built } = setUp();
    expect(editedChunks(exported, built)).toEqual([]);
  });

  it('fails on a chunk edited after the build (a compile hint added by hand included)', () => {
    const { exported, built } = setUp((code) => `${COMPILE_HINT}\n${code}`);
    expect(editedChunks(exported, built)).toEqual([`${path.join('chunks', 'a.js')}: differs from the build's copy`]);
  });

  it('fails when there is no build folder to compare with', () => {
    const { exported } = setUp();
    expect(editedChunks(exported, null)).toEqual([
      'no build folder (.next/static) beside the export to compare its chunks with',
    ]);
    expect(editedChunks(exported, path.join(dir, 'missing'))).toHaveLength(1);
  });

  it('fails on a chunk the build never produced', () => {
    const { exported, built } = setUp();
    fs.writeFileSync(path.join(exported, 'chunks', 'extra.js'), 'x');
    expect(editedChunks(exported, built)).toEqual([`${path.join('chunks', 'extra.js')}: not produced by the build`]);
  });
});

describe('unhintedStartupScripts', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function write(file: string, text: string) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }

  function setUp(runtime: string) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    const page = (extra: string) =>
      '<html><head><script src="/_next/static/chunks/webpack-1a2b.js" async=""></script>' +
      `${extra}<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head><body></body></html>`;
    write('index.html', page(''));
    write('docs/intro/index.html', page('<script src="/_next/static/chunks/app/docs/page-3c4d.js" async=""></script>'));
    write('_next/static/chunks/webpack-1a2b.js', runtime);
    write('_next/static/chunks/app/docs/page-3c4d.js', `${COMPILE_HINT}\nself.webpackChunk.push([])`);
    // Legacy polyfills (nomodule) and chunks loaded on demand never run at startup in a modern browser.
    write('_next/static/chunks/polyfills.js', '!function(){}()');
    write('_next/static/chunks/1234.js', 'self.webpackChunk.push([])');
  }

  it('accepts an export whose startup scripts all start with the hint', () => {
    setUp(`${COMPILE_HINT}\n(()=>{})()`);
    expect(unhintedStartupScripts(dir)).toEqual([]);
  });

  it('names each startup script without the hint once, with a page that loads it', () => {
    setUp('(()=>{})()');
    expect(unhintedStartupScripts(dir)).toEqual([
      `/_next/static/chunks/webpack-1a2b.js (loaded at startup by /docs/intro/) does not start with ${COMPILE_HINT}`,
    ]);
  });

  it('finds URL-encoded chunk names and a base path, and fails on a startup script missing from the export', () => {
    setUp(`${COMPILE_HINT}\n(()=>{})()`);
    write(
      'docs/[...slug]/index.html',
      '<html><head><script src="/docs-site/_next/static/chunks/app/docs/%5B...slug%5D/page-5e6f.js" async=""></script>' +
        '<script src="https://cdn.example.com/x.js" async=""></script></head></html>',
    );
    write('_next/static/chunks/app/docs/[...slug]/page-5e6f.js', `${COMPILE_HINT}\nself.webpackChunk.push([])`);
    // With the base path the page was built with, every local script is found and checked.
    expect(unhintedStartupScripts(dir, '/docs-site').filter((p) => p.includes('%5B'))).toEqual([]);
    // Checked with the wrong base path, the scripts are not found: that fails instead of passing unchecked.
    expect(unhintedStartupScripts(dir, '/other')).toContain(
      '/docs-site/_next/static/chunks/app/docs/%5B...slug%5D/page-5e6f.js (loaded at startup by /docs/[...slug]/) is not in the export',
    );
  });

  it('does not take a hint further down the file for one at its start', () => {
    setUp(`"use strict";\n${COMPILE_HINT}\n(()=>{})()`);
    expect(unhintedStartupScripts(dir)).toHaveLength(1);
  });
});
