/** Feed inputs from the blog loader and site config. */
import type { FeedInfo, FeedItem } from '@/lib/feeds';
import { getListedPosts } from './blog';
import { getSiteConfig } from './site';

export function absoluteUrl(path: string): string {
  const config = getSiteConfig();
  return `${config.url.replace(/\/$/, '')}${config.baseUrl.replace(/\/$/, '')}${path}`;
}

export function feedData(feedPath: string): { info: FeedInfo; items: FeedItem[] } {
  const config = getSiteConfig();
  const posts = getListedPosts();
  return {
    info: {
      title: config.blog.title,
      description: config.blog.description,
      siteUrl: absoluteUrl('/blog/'),
      feedUrl: absoluteUrl(feedPath),
      updated: posts[0]?.frontmatter.date ?? '1970-01-01',
    },
    items: posts.map((post) => ({
      title: post.frontmatter.title,
      url: absoluteUrl(post.href),
      date: post.frontmatter.date,
      description: post.frontmatter.description,
      authors: post.authors.map((a) => a.name),
      categories: post.tags.map((t) => t.label),
    })),
  };
}
