/** Every public page path, for the sitemap and the end-to-end tests. Unlisted pages stay out. */
import { getListedPosts, getTags, paginate } from './blog';
import { DOCS_SECTIONS, getDocPages } from './docs';
import { getSiteConfig } from './site';

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

export function sitemapEntries(): SitemapEntry[] {
  const config = getSiteConfig();
  const posts = getListedPosts();
  const blogPages = paginate(posts, config.blog.postsPerPage).length;
  return [
    { path: '/' },
    { path: '/graphQL/' },
    { path: '/markdown-page/' },
    ...DOCS_SECTIONS.flatMap((section) =>
      getDocPages(section)
        .filter((page) => !page.frontmatter.unlisted)
        .map((page) => ({ path: page.href, lastModified: page.lastUpdated ?? undefined })),
    ),
    { path: '/blog/' },
    ...Array.from({ length: Math.max(0, blogPages - 1) }, (_, i) => ({ path: `/blog/page/${i + 2}/` })),
    { path: '/blog/archive/' },
    { path: '/blog/authors/' },
    { path: '/blog/tags/' },
    ...Object.values(getTags())
      .filter((tag) => posts.some((p) => p.tags.some((t) => t.slug === tag.slug)))
      .map((tag) => ({ path: tag.href })),
    ...posts.map((post) => ({ path: post.href, lastModified: post.lastUpdated ?? post.frontmatter.date })),
  ];
}
