import type { BlogPost } from '@/lib/content/blog';
import { formatDate } from '@/lib/content/blog';
import { SiteLink } from '@/components/layout/site-link';
import { AuthorAvatar } from './author-avatar';

/** Date, reading time and authors of a post. */
export function PostMeta({ post }: { post: BlogPost }) {
  return (
    <div className="post-meta">
      <p className="post-meta__line">
        <time dateTime={post.frontmatter.date}>{formatDate(post.frontmatter.date)}</time>
        <span aria-hidden="true"> · </span>
        {post.readingTimeMinutes} min read
        {post.frontmatter.version && (
          <>
            <span aria-hidden="true"> · </span>
            Version {post.frontmatter.version}
          </>
        )}
      </p>
      <ul className="post-authors">
        {post.authors.map((author) => (
          <li key={author.id} className="post-author">
            <AuthorAvatar name={author.name} />
            <span>
              <a className="post-author__name" href={author.url} rel="author noopener noreferrer">
                {author.name}
              </a>
              <span className="post-author__title">{author.title}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Tag chips of a post. */
export function PostTags({ post }: { post: BlogPost }) {
  return (
    <ul className="tag-list" aria-label="Tags">
      {post.tags.map((tag) => (
        <li key={tag.slug}>
          <SiteLink className="tag" href={tag.href}>
            {tag.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
