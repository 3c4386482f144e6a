import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { editedChunks, rewrittenScriptTags } from './generated-output';

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

  it('fails on a chunk edited after the build, and on a compile hint even without the build folder', () => {
    const { exported, built } = setUp((code) => `//# allFunctionsCalledOnLoad\n${code}`);
    expect(editedChunks(exported, built)).toEqual([
      `${path.join('chunks', 'a.js')}: starts with a compile hint the bundler did not write`,
      `${path.join('chunks', 'a.js')}: differs from the build's copy`,
    ]);
    expect(editedChunks(exported, null)).toHaveLength(1);
  });

  it('fails on a chunk the build never produced', () => {
    const { exported, built } = setUp();
    fs.writeFileSync(path.join(exported, 'chunks', 'extra.js'), 'x');
    expect(editedChunks(exported, built)).toEqual([`${path.join('chunks', 'extra.js')}: not produced by the build`]);
  });
});
