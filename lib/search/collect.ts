/**
 * The search records of the whole site, at build time. The prebuild and the relevance suite both
 * call it, so the suite ranks exactly what readers will search.
 */
import { DOCS_SECTIONS, getDocPages, getNavTree } from '@/lib/content/docs';
import { getBlogPosts } from '@/lib/content/blog';
import { breadcrumbsFor } from '@/lib/content/nav';
import { extractRecords } from './extract';
import { POST_SUBCATEGORY } from './rank';
import type { SearchRecord } from './types';

const SECTION_LABELS = { docs: 'Docs', devops: 'DevOps Center' } as const;

/** Every record of every listed, published docs, DevOps and blog page, in site order. */
export function collectSearchRecords(): SearchRecord[] {
  const docs = DOCS_SECTIONS.flatMap((section) => {
    const tree = getNavTree(section);
    return getDocPages(section).map((page) => {
      const crumbs = breadcrumbsFor(tree, page.href).map((crumb) => crumb.label);
      const subcategory = crumbs.length ? crumbs.join(' › ') : SECTION_LABELS[section];
      return { ...page, subcategory, keywords: page.frontmatter.keywords, label: crumbs.at(-1) };
    });
  });
  const posts = getBlogPosts().map((post) => ({
    ...post,
    subcategory: POST_SUBCATEGORY,
    label: undefined,
    // A release is asked about by its number as often as by its title ("what came in 5.0").
    keywords: [
      ...post.tags.map((tag) => tag.label),
      ...(post.frontmatter.version ? [`version ${post.frontmatter.version}`] : []),
    ],
  }));
  return (
    [...docs, ...posts]
      // The loader keeps drafts in development; the index never shows them.
      .filter(({ frontmatter }) => !frontmatter.unlisted && !frontmatter.draft)
      .flatMap(({ body, href, frontmatter: { title, description }, subcategory, keywords, label }) =>
        extractRecords(body, { href, title, description, subcategory, keywords, label }),
      )
  );
}
