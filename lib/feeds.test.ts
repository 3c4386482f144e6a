import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, it } from 'vitest';
import { feedData } from './content/feed-data';
import { getListedPosts } from './content/blog';
import { mdxToHtml } from './content/markdown-export';
import { buildAtom, buildRss, escapeXml } from './feeds';

const info = {
  title: 'Blog & news',
  description: 'd',
  siteUrl: 'https://x.test/blog/',
  feedUrl: 'https://x.test/blog/rss.xml',
  updated: '2025-08-02',
};
// A post body that would break a feed written with CDATA sections: `]]>` twice.
const contentHtml =
  '<p>Read <a href="https://x.test/docs/a/">the docs</a> and see <code>a]]>b]]>c</code>.</p><p><img src="https://x.test/img/x.png" alt="X"></p>';
const item = {
  title: 'A <b>',
  url: 'https://x.test/blog/a/',
  published: '2025-07-01',
  updated: '2025-08-02',
  description: 'x & y',
  contentHtml,
  authors: [
    { name: 'Ada Example', url: 'https://github.com/ada' },
    { name: 'Bo Example', url: 'https://github.com/bo' },
  ],
  categories: ['Salesforce', 'Chrome Extension'],
};

describe('feeds, read back with a feed parser', () => {
  it('escapes XML', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('RSS carries the whole post as HTML, its date, authors by name and tags as categories', () => {
    const feed = parseFeed(buildRss(info, [item]));
    expect(feed.title).toBe('Blog & news');
    const [entry] = feed.items;
    expect(entry.title).toBe('A <b>');
    expect(entry.url).toBe('https://x.test/blog/a/');
    expect(entry.description).toBe('x & y');
    expect(entry.content).toBe(contentHtml);
    expect(entry.published?.toISOString()).toBe('2025-07-01T00:00:00.000Z');
    expect(entry.authors.map((a) => a.name)).toEqual(['Ada Example', 'Bo Example']);
    expect(entry.categories.map((c) => c.label)).toEqual(['Salesforce', 'Chrome Extension']);
  });

  it('Atom carries the whole post as HTML, published and updated, authors with links, categories', () => {
    const feed = parseFeed(buildAtom({ ...info, feedUrl: 'https://x.test/blog/atom.xml' }, [item]));
    const [entry] = feed.items;
    expect(entry.content).toBe(contentHtml);
    expect(entry.published?.toISOString()).toBe('2025-07-01T00:00:00.000Z');
    expect(entry.updated?.toISOString()).toBe('2025-08-02T00:00:00.000Z');
    expect(entry.authors).toEqual([
      { name: 'Ada Example', url: 'https://github.com/ada', email: null },
      { name: 'Bo Example', url: 'https://github.com/bo', email: null },
    ]);
    expect(entry.categories.map((c) => c.term)).toEqual(['Salesforce', 'Chrome Extension']);
    expect(entry.url).toBe('https://x.test/blog/a/');
  });
});

describe('feed content from the blog', () => {
  it('turns a post into HTML with absolute links and images and no raw markup from the source', () => {
    const html = mdxToHtml(
      'See [the intro](/docs/intro/) and [below](#later).\n\n![A board](/img/board.png)\n\n<Callout type="tip">\nSave <b>it</b>.\n</Callout>\n\n<script>alert(1)</script>',
      { siteUrl: 'https://x.test', pageUrl: 'https://x.test/blog/a/' },
    );
    expect(html).toContain('<a href="https://x.test/docs/intro/">the intro</a>');
    expect(html).toContain('<a href="https://x.test/blog/a/#later">below</a>');
    expect(html).toContain('<img src="https://x.test/img/board.png" alt="A board">');
    expect(html).toContain('<blockquote>');
    expect(html).not.toContain('<script');
  });

  it('every listed post is in both feeds in full, with no site-relative link or image', () => {
    const posts = getListedPosts();
    for (const feedPath of ['/blog/rss.xml', '/blog/atom.xml']) {
      const { info: feedInfo, items } = feedData(feedPath);
      const xml = feedPath.endsWith('rss.xml') ? buildRss(feedInfo, items) : buildAtom(feedInfo, items);
      const feed = parseFeed(xml);
      expect(feed.items.map((entry) => entry.title)).toEqual(posts.map((post) => post.frontmatter.title));
      for (const entry of feed.items) {
        const post = posts.find((p) => p.frontmatter.title === entry.title)!;
        const content = entry.content ?? '';
        // The whole post: its last heading is there, not only a summary.
        expect(post.toc.length).toBeGreaterThan(0);
        expect(content).toContain(`>${post.toc.at(-1)!.text}</h2>`);
        expect(content.length).toBeGreaterThan(post.frontmatter.description.length * 3);
        expect(content).not.toMatch(/(href|src)="\//);
        expect(entry.authors.length).toBe(post.authors.length);
        expect(entry.categories.length).toBe(post.tags.length);
      }
    }
  });
});
