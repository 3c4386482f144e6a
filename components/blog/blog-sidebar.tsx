import { SiteLink } from '@/components/layout/site-link';
import { getListedPosts, postsByYear } from '@/lib/content/blog';
import { getSiteConfig } from '@/lib/content/site';
import { SidebarLink } from '@/components/layout/sidebar-link';
import { assetPath } from '@/lib/paths';

/** Recent posts grouped by year, plus the blog's own pages. */
export function BlogSidebar() {
  const config = getSiteConfig();
  const recent = getListedPosts().slice(0, config.blog.sidebarCount);
  return (
    <nav className="blog-sidebar sidebar" aria-label="Blog sidebar" data-sidebar-scroller>
      <p className="blog-sidebar__title">Recent posts</p>
      {postsByYear(recent).map(({ year, posts }) => (
        <div key={year} className="blog-sidebar__year">
          <p className="blog-sidebar__year-label">{year}</p>
          <ul className="sidebar__list">
            {posts.map((post) => (
              <li key={post.slug}>
                <SidebarLink href={post.href} label={post.frontmatter.title} unlisted={false} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <ul className="blog-sidebar__more">
        <li>
          <SiteLink href="/blog/archive/">Archive</SiteLink>
        </li>
        <li>
          <SiteLink href="/blog/tags/">Tags</SiteLink>
        </li>
        <li>
          <SiteLink href="/blog/authors/">Authors</SiteLink>
        </li>
        <li>
          <a href={assetPath('/blog/rss.xml')}>RSS feed</a>
        </li>
        <li>
          <a href={assetPath('/blog/atom.xml')}>Atom feed</a>
        </li>
      </ul>
    </nav>
  );
}
