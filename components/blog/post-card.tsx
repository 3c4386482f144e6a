import { MdxContent } from '@/components/mdx/mdx-content';
import { SiteLink } from '@/components/layout/site-link';
import type { BlogPost } from '@/lib/content/blog';
import { PostMeta, PostTags } from './post-meta';

/** A post in a list: title, meta, excerpt and tags. */
export function PostCard({ post }: { post: BlogPost }) {
  return (
    <article className="post-card">
      <h2 className="post-card__title">
        <SiteLink href={post.href}>{post.frontmatter.title}</SiteLink>
      </h2>
      <PostMeta post={post} />
      <div className="markdown">
        <MdxContent source={post.excerpt} file={post.filePath} />
      </div>
      <div className="post-card__footer">
        <PostTags post={post} />
        <SiteLink href={post.href} className="post-card__more" aria-label={`Read more about ${post.frontmatter.title}`}>
          Read more
        </SiteLink>
      </div>
    </article>
  );
}
