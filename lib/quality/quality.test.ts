import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBudgets, firstLoadScripts } from './budgets';
import { attributeValues } from './html';
import { checkLinks } from './links';
import { checkPageSecurity } from './security';

const fixture = 'tests/fixtures/export-broken';

describe('link check over an export', () => {
  it('finds broken pages, broken anchors and javascript: URLs, and lists external links', () => {
    const report = checkLinks(fixture);
    expect(report.problems.map((p) => `${p.page} ${p.link} ${p.reason}`)).toEqual([
      '/docs/a/ javascript:alert(1) javascript: URL',
      '/ /docs/missing/ no such page or file',
      '/ /docs/a/#nowhere no element with id "nowhere" on the target page',
    ]);
    expect(report.external).toEqual(['https://example.com/x']);
  });
});

describe('size budgets', () => {
  it('fails a page over budget with the numbers, ignoring nomodule scripts', () => {
    const [result] = checkBudgets(fixture, [{ name: 'home', page: 'index.html', maxScriptKiB: 20, maxTotalKiB: 200 }]);
    expect(result.ok).toBe(false);
    expect(result.scriptKiB).toBeGreaterThan(40);
    const [roomy] = checkBudgets(fixture, [{ name: 'home', page: 'index.html', maxScriptKiB: 500, maxTotalKiB: 500 }]);
    expect(roomy.ok).toBe(true);
  });
});

describe('HTML security', () => {
  it('flags inline handlers, javascript: URLs and a missing referrer policy', () => {
    const home = fs.readFileSync(`${fixture}/index.html`, 'utf8');
    expect(checkPageSecurity(home, true).map((p) => p.reason)).toEqual(['inline event handler onclick']);
    const page = fs.readFileSync(`${fixture}/docs/a/index.html`, 'utf8');
    expect(checkPageSecurity(page, true).map((p) => p.reason)).toEqual(['javascript: URL']);
    expect(checkPageSecurity('<p>x</p>', true).map((p) => p.reason)).toEqual(['missing referrer policy meta']);
    expect(checkPageSecurity('<p>x</p>', false)).toEqual([]);
  });

  it('does not mistake script contents for markup', () => {
    const html =
      '<meta http-equiv="Content-Security-Policy" content="x"/><meta name="referrer" content="y"/><script>var s = \'<a onclick="x">\';</script>';
    expect(checkPageSecurity(html, true)).toEqual([]);
  });
});

describe('HTML read with a parser', () => {
  it('reads attributes however they are quoted or encoded', () => {
    const html = `<a href='/docs/a/'>a</a><a href=/docs/b/>b</a><a href="/docs/c/?x=1&amp;y=2">c</a>`;
    expect(attributeValues(html, 'href')).toEqual(['/docs/a/', '/docs/b/', '/docs/c/?x=1&y=2']);
  });

  it('flags handlers and javascript: URLs that a pattern over the text would miss', () => {
    const head = '<meta http-equiv="Content-Security-Policy" content="x"><meta name="referrer" content="y">';
    const html = `${head}<img src=x.png onerror=alert(1)><a href="java&#x73;cript:alert(1)">x</a><a href="  javascript:x">y</a>`;
    expect(checkPageSecurity(html, true).map((p) => p.reason)).toEqual([
      'inline event handler onerror',
      'javascript: URL',
      'javascript: URL',
    ]);
  });

  it('counts module scripts but not nomodule ones, each once', () => {
    const html =
      '<script src="/a.js" async></script><script src="/b.js" nomodule></script><script src="/a.js"></script>';
    expect(firstLoadScripts(html)).toEqual(['/a.js']);
  });
});
