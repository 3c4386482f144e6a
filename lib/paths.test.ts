import { describe, expect, it } from 'vitest';
import { docHref, isSamePage, normalizeSitePath, stripBasePath } from './paths';

describe('normalizeSitePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['/index.html', '/'],
    ['index.html', '/'],
    ['/docs/intro', '/docs/intro/'],
    ['/docs/intro/', '/docs/intro/'],
    ['/docs/intro.html', '/docs/intro/'],
    ['/docs/intro/index.html', '/docs/intro/'],
    ['/docs/Explore/SOQL/index.html#bind-variables', '/docs/Explore/SOQL/#bind-variables'],
    ['/docs/Explore/SOQL.html?highlight=soql#where', '/docs/Explore/SOQL/?highlight=soql#where'],
    ['#top', '/#top'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSitePath(input)).toBe(expected);
  });
});

describe('docHref and isSamePage', () => {
  it('encodes spaces in segments', () => {
    expect(docHref('docs', ['Configure', 'Industries', 'Insurance Product'])).toBe(
      '/docs/Configure/Industries/Insurance%20Product/',
    );
    expect(docHref('devops', [])).toBe('/devops/');
  });

  it('compares pages regardless of encoding, slash and .html', () => {
    expect(
      isSamePage('/docs/Configure/Industries/Insurance Product', '/docs/Configure/Industries/Insurance%20Product/'),
    ).toBe(true);
    expect(isSamePage('/docs/intro.html', '/docs/intro/')).toBe(true);
    expect(isSamePage('/docs/intro/', '/docs/Architecture/')).toBe(false);
  });

  it('strips a base path', () => {
    expect(stripBasePath('/documentation/docs/intro/', '/documentation')).toBe('/docs/intro/');
    expect(stripBasePath('/docs/intro/', '')).toBe('/docs/intro/');
    expect(stripBasePath('/documentation', '/documentation/')).toBe('/');
  });
});
