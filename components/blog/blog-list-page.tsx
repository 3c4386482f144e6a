import { PostCard } from './post-card';
import { SiteLink } from '@/components/layout/site-link';
import type { BlogPost } from '@/lib/content/blog';

/** A page of the blog index with its pagination links. */
export function BlogListPage({
  posts,
  page,
  pageCount,
  title,
}: {
  posts: BlogPost[];
  page: number;
  pageCount: number;
  title: string;
}) {
  const pageHref = (n: number) => (n === 1 ? '/blog/' : `/blog/page/${n}/`);
  return (
    <div className="blog-list">
      <h1>{title}</h1>
      <p className="lead">
        Release notes and news: what changed in each version of SF Explorer, why it matters and how to try it.
      </p>
      {posts.map((post) => (
        <PostCard key={post.slug} post={post} />
      ))}
      {pageCount > 1 && (
        <nav className="pager" aria-label="Blog list pages">
          {page > 1 ? (
            <SiteLink className="pager__link" href={pageHref(page - 1)} rel="prev">
              <span className="pager__sub">Page {page - 1}</span>
              <span className="pager__label">« Newer posts</span>
            </SiteLink>
          ) : (
            <span />
          )}
          {page < pageCount && (
            <SiteLink className="pager__link pager__link--next" href={pageHref(page + 1)} rel="next">
              <span className="pager__sub">Page {page + 1}</span>
              <span className="pager__label">Older posts »</span>
            </SiteLink>
          )}
        </nav>
      )}
    </div>
  );
}
