/** Feed inputs from the blog loader and site config. */
import type { Metadata } from 'next';
import type { FeedInfo, FeedItem } from '@/lib/feeds';
import { getListedPosts, postModified } from './blog';
import { getSiteConfig } from './site';
import { mdxToHtml } from './markdown-export';

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
      updated: posts.map(postModified).sort().at(-1) ?? '1970-01-01',
    },
    items: posts.map((post) => ({
      title: post.frontmatter.title,
      url: absoluteUrl(post.href),
      published: post.frontmatter.date,
      updated: postModified(post),
      description: post.frontmatter.description,
      contentHtml: mdxToHtml(post.body, { siteUrl: absoluteUrl(''), pageUrl: absoluteUrl(post.href) }),
      authors: post.authors.map((a) => ({ name: a.name, url: a.url })),
      categories: post.tags.map((t) => t.label),
    })),
  };
}

/** The blog's RSS and Atom feeds, announced in every page's head so feed readers find them. */
export function feedAlternateTypes(): NonNullable<Metadata['alternates']>['types'] {
  const { blog } = getSiteConfig();
  return {
    'application/rss+xml': [{ url: '/blog/rss.xml', title: `${blog.title} (RSS)` }],
    'application/atom+xml': [{ url: '/blog/atom.xml', title: `${blog.title} (Atom)` }],
  };
}

/**
 * A page's `alternates` metadata: its canonical URL and the feeds. Next replaces a layout's
 * `alternates` with the page's instead of merging them, so a page that sets only its canonical
 * URL would drop the feed links; every page builds its `alternates` here.
 */
export function pageAlternates(canonical: string): Metadata['alternates'] {
  return { canonical, types: feedAlternateTypes() };
}
