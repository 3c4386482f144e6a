/**
 * RSS 2.0 and Atom 1.0 documents for the blog. Pure: takes plain data, returns XML text.
 *
 * Our own writer rather than the `feed` package (evaluated for this): `feed` writes an RSS
 * item's author as `<author>Name</author>`, which RSS reserves for an email address (feed
 * validators reject it), where `<dc:creator>` is the element readers take a name from; and it
 * wraps HTML in CDATA through xml-js, which splits only the first `]]>` in a text, so a post
 * that shows `]]>` twice would break the feed. Escaping every text as below has neither problem.
 */

/** A feed author: name, and the profile link Atom carries. */
export interface FeedAuthor {
  name: string;
  url: string;
}

export interface FeedItem {
  title: string;
  /** Absolute URL of the post; also its id. */
  url: string;
  /** Publication date, `YYYY-MM-DD`. */
  published: string;
  /** Last change, `YYYY-MM-DD` (the publication date or later). */
  updated: string;
  /** One-sentence summary. */
  description: string;
  /** The whole post as HTML, its links and images absolute. */
  contentHtml: string;
  authors: FeedAuthor[];
  categories: string[];
}

export interface FeedInfo {
  title: string;
  description: string;
  siteUrl: string;
  feedUrl: string;
  updated: string;
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );
}

function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

export function buildRss(info: FeedInfo, items: FeedItem[]): string {
  const entries = items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="true">${escapeXml(item.url)}</guid>
      <pubDate>${rfc822(item.published)}</pubDate>
      <description>${escapeXml(item.description)}</description>
      <content:encoded>${escapeXml(item.contentHtml)}</content:encoded>
${item.authors.map((a) => `      <dc:creator>${escapeXml(a.name)}</dc:creator>`).join('\n')}
${item.categories.map((c) => `      <category>${escapeXml(c)}</category>`).join('\n')}
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(info.title)}</title>
    <link>${escapeXml(info.siteUrl)}</link>
    <description>${escapeXml(info.description)}</description>
    <language>en</language>
    <lastBuildDate>${rfc822(info.updated)}</lastBuildDate>
    <atom:link href="${escapeXml(info.feedUrl)}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`;
}

export function buildAtom(info: FeedInfo, items: FeedItem[]): string {
  const entries = items
    .map(
      (item) => `  <entry>
    <title>${escapeXml(item.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(item.url)}"/>
    <id>${escapeXml(item.url)}</id>
    <published>${item.published}T00:00:00Z</published>
    <updated>${item.updated}T00:00:00Z</updated>
    <summary>${escapeXml(item.description)}</summary>
    <content type="html" xml:base="${escapeXml(item.url)}">${escapeXml(item.contentHtml)}</content>
${item.authors.map((a) => `    <author><name>${escapeXml(a.name)}</name><uri>${escapeXml(a.url)}</uri></author>`).join('\n')}
${item.categories.map((c) => `    <category term="${escapeXml(c)}"/>`).join('\n')}
  </entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeXml(info.title)}</title>
  <subtitle>${escapeXml(info.description)}</subtitle>
  <link href="${escapeXml(info.siteUrl)}"/>
  <link href="${escapeXml(info.feedUrl)}" rel="self"/>
  <id>${escapeXml(info.siteUrl)}</id>
  <updated>${info.updated}T00:00:00Z</updated>
${entries}
</feed>
`;
}
