import type { Metadata } from 'next';
import { SiteLink } from '@/components/layout/site-link';
import { getListedPosts, getTags } from '@/lib/content/blog';
import { FIXED_PAGES, pageMetadata } from '@/lib/content/sharing';

export const metadata: Metadata = pageMetadata(FIXED_PAGES.tags);

export default function TagsPage() {
  const posts = getListedPosts();
  const tags = Object.values(getTags())
    .map((tag) => ({ tag, count: posts.filter((p) => p.tags.some((t) => t.slug === tag.slug)).length }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => a.tag.label.localeCompare(b.tag.label));
  return (
    <div className="blog-list">
      <h1>Tags</h1>
      <ul className="tag-index">
        {tags.map(({ tag, count }) => (
          <li key={tag.slug}>
            <SiteLink className="tag" href={tag.href}>
              {tag.label} <span className="tag__count">({count})</span>
            </SiteLink>
            <p>{tag.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
