import type { Metadata } from 'next';
import { SiteLink } from '@/components/layout/site-link';
import { formatDate, getListedPosts, postsByYear } from '@/lib/content/blog';
import { pageAlternates } from '@/lib/content/feed-data';

export const metadata: Metadata = {
  title: 'Blog archive',
  description: 'Every SF Explorer release post, grouped by year.',
  alternates: pageAlternates('/blog/archive/'),
};

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
