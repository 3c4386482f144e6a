import type { Metadata } from 'next';
import { AuthorAvatar } from '@/components/blog/author-avatar';
import { SiteLink } from '@/components/layout/site-link';
import { getAuthors, getListedPosts } from '@/lib/content/blog';
import { FIXED_PAGES, pageMetadata } from '@/lib/content/sharing';

export const metadata: Metadata = pageMetadata(FIXED_PAGES.authors);

export default function AuthorsPage() {
  const posts = getListedPosts();
  const authors = Object.values(getAuthors())
    .map((author) => ({ author, posts: posts.filter((p) => p.authors.some((a) => a.id === author.id)) }))
    .filter((entry) => entry.posts.length > 0)
    .sort((a, b) => b.posts.length - a.posts.length);
  return (
    <div className="blog-list">
      <h1>Authors</h1>
      <ul className="author-list">
        {authors.map(({ author, posts: written }) => (
          <li key={author.id} className="author-card">
            <AuthorAvatar name={author.name} size={56} />
            <div>
              <h2 className="author-card__name">
                <a href={author.url} rel="noopener noreferrer">
                  {author.name}
                </a>
              </h2>
              <p className="author-card__title">{author.title}</p>
              <p className="author-card__count">
                {written.length} {written.length === 1 ? 'post' : 'posts'}
              </p>
              <ul className="author-card__posts">
                {written.map((post) => (
                  <li key={post.slug}>
                    <SiteLink href={post.href}>{post.frontmatter.title}</SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
