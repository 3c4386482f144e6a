import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints, firstLoadScriptFiles, unhintedFirstLoadScripts } from './compile-hints';

let out: string;

function write(file: string, text: string) {
  const full = path.join(out, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
}
const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');

beforeEach(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'sfx-hints-'));
  write(
    'index.html',
    '<html><head><script src="/_next/static/chunks/framework.js" async=""></script>' +
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script></head><body></body></html>',
  );
  write(
    'docs/intro/index.html',
    '<html><head><script src="/_next/static/chunks/framework.js" async=""></script>' +
      '<script src="/_next/static/chunks/docs.js" async=""></script>' +
      '<script src="https://cdn.example.com/x.js" async=""></script></head></html>',
  );
  write('_next/static/chunks/framework.js', 'push([1,(e)=>{}]);');
  write('_next/static/chunks/docs.js', 'push([2,(e)=>{}]);');
  write('_next/static/chunks/legacy.js', 'polyfills();');
  write('_next/static/chunks/lazy.js', 'push([3,(e)=>{}]);');
});

afterEach(() => fs.rmSync(out, { recursive: true, force: true }));

describe('compile hints', () => {
  it('finds the scripts pages load at startup, once each, without nomodule or other origins', () => {
    expect(firstLoadScriptFiles(out).map((file) => path.relative(out, file))).toEqual([
      '_next/static/chunks/docs.js',
      '_next/static/chunks/framework.js',
    ]);
  });

  it('marks first-load scripts only, and only once', () => {
    // Before the postbuild step the export check reports both scripts.
    expect(unhintedFirstLoadScripts(out).map((file) => path.basename(file))).toEqual(['docs.js', 'framework.js']);
    expect(addCompileHints(out)).toBe(2);
    expect(unhintedFirstLoadScripts(out)).toEqual([]);
    expect(read('_next/static/chunks/framework.js')).toBe(`${COMPILE_HINT}push([1,(e)=>{}]);`);
    expect(read('_next/static/chunks/docs.js').startsWith(COMPILE_HINT)).toBe(true);
    // Chunks loaded on demand and legacy polyfills stay as built.
    expect(read('_next/static/chunks/lazy.js')).toBe('push([3,(e)=>{}]);');
    expect(read('_next/static/chunks/legacy.js')).toBe('polyfills();');
    // A second run (e.g. postbuild run twice) changes nothing.
    expect(addCompileHints(out)).toBe(0);
    expect(read('_next/static/chunks/framework.js')).toBe(`${COMPILE_HINT}push([1,(e)=>{}]);`);
  });

  it('reads script URLs under a base path', () => {
    write(
      'index.html',
      '<html><head><script src="/docs-site/_next/static/chunks/framework.js" async=""></script></head></html>',
    );
    fs.rmSync(path.join(out, 'docs'), { recursive: true });
    expect(addCompileHints(out, '/docs-site')).toBe(1);
  });

  it('fails the build when a page loads a script that is not in the export', () => {
    write('broken/index.html', '<script src="/_next/static/chunks/missing.js" async=""></script>');
    expect(() => addCompileHints(out)).toThrow('broken/index.html loads /_next/static/chunks/missing.js');
  });
});
