/** RSS 2.0 and Atom 1.0 documents for the blog. Pure: takes plain data, returns XML text. */

export interface FeedItem {
  title: string;
  url: string;
  date: string;
  description: string;
  authors: string[];
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
      <pubDate>${rfc822(item.date)}</pubDate>
      <description>${escapeXml(item.description)}</description>
${item.authors.map((a) => `      <dc:creator>${escapeXml(a)}</dc:creator>`).join('\n')}
${item.categories.map((c) => `      <category>${escapeXml(c)}</category>`).join('\n')}
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">
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
    <link href="${escapeXml(item.url)}"/>
    <id>${escapeXml(item.url)}</id>
    <updated>${item.date}T00:00:00Z</updated>
    <summary>${escapeXml(item.description)}</summary>
${item.authors.map((a) => `    <author><name>${escapeXml(a)}</name></author>`).join('\n')}
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
