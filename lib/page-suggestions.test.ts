import { describe, expect, it } from 'vitest';
import { pagesDifferingByCase, sitemapPaths } from './page-suggestions';

const KNOWN = ['/', '/graphQL/', '/docs/FAQ/', '/docs/intro/', '/devops/Sample%20Rules/Flow/', '/blog/'];

describe('sitemapPaths', () => {
  it('reads the site paths of a sitemap, without the base path', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://example.com/docs/docs/FAQ/</loc><lastmod>2025-01-01</lastmod></url>
<url>
<loc>https://example.com/docs/graphQL/?a=1&amp;b=2</loc>
</url>
</urlset>`;
    expect(sitemapPaths(xml, '/docs')).toEqual(['/docs/FAQ/', '/graphQL/']);
    expect(sitemapPaths(xml, '')).toEqual(['/docs/docs/FAQ/', '/docs/graphQL/']);
  });
});

describe('pagesDifferingByCase', () => {
  it.each([
    ['/graphql', ['/graphQL/']],
    ['/GRAPHQL/', ['/graphQL/']],
    ['/docs/faq/', ['/docs/FAQ/']],
    ['/docs/faq.html', ['/docs/FAQ/']],
    ['/devops/sample rules/flow', ['/devops/Sample%20Rules/Flow/']],
    ['/devops/sample%20rules/flow/', ['/devops/Sample%20Rules/Flow/']],
  ])('%s → %j', (requested, expected) => expect(pagesDifferingByCase(requested, KNOWN)).toEqual(expected));

  it('offers nothing for a path that is not a known page in any case', () => {
    expect(pagesDifferingByCase('/docs/does-not-exist/', KNOWN)).toEqual([]);
    expect(pagesDifferingByCase('/docs/%E0%A4%A/', KNOWN)).toEqual([]);
  });
});
