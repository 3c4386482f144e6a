import { describe, expect, it } from 'vitest';
import { buildAtom, buildRss, escapeXml } from './feeds';

describe('feeds', () => {
  const info = {
    title: 'Blog & news',
    description: 'd',
    siteUrl: 'https://x.test/blog/',
    feedUrl: 'https://x.test/blog/rss.xml',
    updated: '2025-07-01',
  };
  const items = [
    {
      title: 'A <b>',
      url: 'https://x.test/blog/a/',
      date: '2025-07-01',
      description: 'x & y',
      authors: ['N D'],
      categories: ['Salesforce'],
    },
  ];

  it('escapes XML', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('builds RSS and Atom with every item', () => {
    const rss = buildRss(info, items);
    expect(rss).toContain('<title>A &lt;b&gt;</title>');
    expect(rss).toContain('<pubDate>Tue, 01 Jul 2025 00:00:00 GMT</pubDate>');
    const atom = buildAtom(info, items);
    expect(atom).toContain('<updated>2025-07-01T00:00:00Z</updated>');
    expect(atom.match(/<entry>/g)).toHaveLength(1);
  });
});
