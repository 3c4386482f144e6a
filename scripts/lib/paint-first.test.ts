import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadScripts } from '../../lib/quality/budgets';
import {
  PAINT_FIRST_TYPE,
  deferStartupScripts,
  deferStartupScriptsInExport,
  loaderSource,
  pagesLoadingScriptsBeforePaint,
} from './paint-first';

/** The head and body Next writes, shortened. */
const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<link rel="preload" href="/fonts/x.woff2" as="font"/>' +
  '<script>document.documentElement.dataset.theme="light"</script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><main><p>Text</p></main>' +
  '<script src="/_next/static/chunks/runtime.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

describe('deferStartupScripts', () => {
  const deferred = deferStartupScripts(PAGE, 'LOADER()');

  it('turns every async startup script into an inert placeholder, in place and in order', () => {
    expect([...deferred.matchAll(/<script type="([^"]+)" data-src="([^"]+)"><\/script>/g)].map((m) => m[2])).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/runtime.js',
    ]);
    expect(deferred).toContain(`type="${PAINT_FIRST_TYPE}"`);
    expect(deferred).not.toMatch(/<script src="[^"]+" async/);
  });

  it('drops script preloads, and keeps other preloads, inline scripts and nomodule scripts', () => {
    expect(deferred).not.toContain('as="script"');
    expect(deferred).toContain('<link rel="preload" href="/fonts/x.woff2" as="font"/>');
    expect(deferred).toContain('<script>document.documentElement.dataset.theme="light"</script>');
    expect(deferred).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  });

  it('puts the loader once, last in the body, and leaves a deferred page as it is', () => {
    expect(deferred).toMatch(/<script data-paint-first-loader="">LOADER\(\)<\/script><\/body><\/html>$/);
    expect(deferStartupScripts(deferred, 'LOADER()')).toBe(deferred);
  });

  it('leaves a page without startup scripts untouched', () => {
    const stub = '<html><head><meta http-equiv="refresh" content="0; url=./intro/"></head><body></body></html>';
    expect(deferStartupScripts(stub, 'LOADER()')).toBe(stub);
  });

  it('keeps the scripts visible to the size budgets and the compile hints', () => {
    expect(firstLoadScripts(deferred)).toEqual(firstLoadScripts(PAGE));
    expect(firstLoadScripts(deferred)).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/runtime.js',
    ]);
  });

  it('fails, naming the page and attribute, on a script tag it cannot carry over', () => {
    const page = PAGE.replace('async=""></script>', 'async="" integrity="sha384-x"></script>');
    expect(() => deferStartupScripts(page, 'LOADER()', 'docs/intro/index.html')).toThrow(
      /docs\/intro\/index\.html: cannot defer .*"integrity" attribute/,
    );
  });

  it('fails when there is no body to put the loader in', () => {
    expect(() => deferStartupScripts('<script src="/a.js" async=""></script>', 'LOADER()')).toThrow(/no <\/body>/);
  });
});

describe('the export', () => {
  let out: string;
  afterEach(() => fs.rmSync(out, { recursive: true, force: true }));

  it('is checked for pages that fetch scripts before painting, and fixed by the postbuild step', () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'sfx-paint-'));
    fs.mkdirSync(path.join(out, 'docs'));
    fs.writeFileSync(path.join(out, 'index.html'), PAGE);
    fs.writeFileSync(path.join(out, 'docs', 'intro.html'), '<html><body>moved</body></html>');
    expect(pagesLoadingScriptsBeforePaint(out)).toEqual(['index.html']);
    expect(deferStartupScriptsInExport(out)).toBe(1);
    expect(pagesLoadingScriptsBeforePaint(out)).toEqual([]);
    expect(deferStartupScriptsInExport(out)).toBe(0);
  });
});

describe('loaderSource', () => {
  it('is the loader minified for inlining, still valid JavaScript', () => {
    const source = loaderSource();
    const raw = fs.readFileSync(path.join('scripts', 'lib', 'paint-first-loader.js'), 'utf8');
    expect(source.length).toBeLessThan(raw.length / 2);
    expect(source).toContain(PAINT_FIRST_TYPE);
    expect(source).not.toContain('</script');
    expect(() => new Function(source)).not.toThrow();
  });
});
