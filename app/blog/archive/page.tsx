import type { Metadata } from 'next';
import { SiteLink } from '@/components/layout/site-link';
import { formatDate, getListedPosts, postsByYear } from '@/lib/content/blog';
import { FIXED_PAGES, pageMetadata } from '@/lib/content/sharing';

export const metadata: Metadata = pageMetadata(FIXED_PAGES.archive);

export default function BlogArchive() {
  return (
    <div className="blog-list">
      <h1>Archive</h1>
      <p className="lead">Every post, newest first, grouped by year.</p>
      {postsByYear(getListedPosts()).map(({ year, posts }) => (
        <section key={year} aria-labelledby={`year-${year}`} className="archive-year">
          <h2 id={`year-${year}`}>{year}</h2>
          <ul className="archive-list">
            {posts.map((post) => (
              <li key={post.slug}>
                <time dateTime={post.frontmatter.date}>{formatDate(post.frontmatter.date)}</time>
                <SiteLink href={post.href}>{post.frontmatter.title}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
