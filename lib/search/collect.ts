/**
 * Gathers the search records of the whole site from the content loaders. Build-time only (the
 * loaders read the file system); the prebuild script and the relevance suite both call it, so
 * the suite ranks exactly what readers will search.
 */
import { DOCS_SECTIONS, getDocPages, getNavTree } from '@/lib/content/docs';
import { getBlogPosts } from '@/lib/content/blog';
import { breadcrumbsFor } from '@/lib/content/nav';
import { extractRecords } from './extract';
import { POST_SUBCATEGORY } from './rank';
import type { SearchRecord } from './types';

/** Separator between the levels of a result's section path. */
export const SUBCATEGORY_SEPARATOR = ' › ';

const SECTION_LABELS = { docs: 'Docs', devops: 'DevOps Center' } as const;

/** Every record of every listed, published docs, DevOps and blog page, in site order. */
export function collectSearchRecords(): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const section of DOCS_SECTIONS) {
    const tree = getNavTree(section);
    for (const page of getDocPages(section)) {
      // The loader keeps drafts in development; the index never shows them.
      if (page.frontmatter.unlisted || page.frontmatter.draft) continue;
      const crumbs = breadcrumbsFor(tree, page.href).map((crumb) => crumb.label);
      records.push(
        ...extractRecords(page.body, {
          href: page.href,
          title: page.frontmatter.title,
          subcategory: crumbs.length ? crumbs.join(SUBCATEGORY_SEPARATOR) : SECTION_LABELS[section],
          description: page.frontmatter.description,
          keywords: page.frontmatter.keywords,
        }),
      );
    }
  }
  for (const post of getBlogPosts()) {
    if (post.frontmatter.unlisted || post.frontmatter.draft) continue;
    records.push(
      ...extractRecords(post.body, {
        href: post.href,
        title: post.frontmatter.title,
        subcategory: POST_SUBCATEGORY,
        description: post.frontmatter.description,
        // A release is asked about by its number as often as by its title ("what came in 5.0").
        keywords: [
          ...post.tags.map((tag) => tag.label),
          ...(post.frontmatter.version ? [`version ${post.frontmatter.version}`] : []),
        ],
      }),
    );
  }
  return records;
}
