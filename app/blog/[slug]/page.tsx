import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostMeta, PostTags } from '@/components/blog/post-meta';
import { Pager } from '@/components/layout/pager';
import { TableOfContents } from '@/components/layout/toc';
import { MdxContent } from '@/components/mdx/mdx-content';
import { getBlogPost, getBlogPosts, getListedPosts } from '@/lib/content/blog';
import { pageMetadata, postArticle, postingLd, sharedPost } from '@/lib/content/sharing';
import { JsonLd } from '@/components/layout/json-ld';

export const dynamicParams = false;

export function generateStaticParams() {
  return getBlogPosts().map((post) => ({ slug: post.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getBlogPost((await params).slug);
  if (!post) return {};
  return {
    ...pageMetadata(sharedPost(post), postArticle(post)),
    authors: post.authors.map((a) => ({ name: a.name, url: a.url })),
  };
}

export default async function BlogPostPage({ params }: Props) {
  const post = getBlogPost((await params).slug);
  if (!post) notFound();
  const listed = getListedPosts();
  const index = listed.findIndex((p) => p.slug === post.slug);
  const newer = index > 0 ? listed[index - 1] : null;
  const older = index >= 0 && index < listed.length - 1 ? listed[index + 1] : null;

  const showToc = post.toc.length > 0;

  // Like a docs page: the table of contents is a column on wide screens and a collapsible
  // "On this page" above the text on narrow ones.
  return (
    <div className="blog-post-page">
      <article className="blog-post">
        <JsonLd data={postingLd(post)} />
        <header>
          <h1>{post.frontmatter.title}</h1>
          <PostMeta post={post} />
        </header>
        {showToc && <TableOfContents items={post.toc} variant="mobile" />}
        <div className="markdown">
          <MdxContent source={post.body} file={post.filePath} />
        </div>
        <footer className="blog-post__footer">
          <PostTags post={post} />
        </footer>
        <Pager
          ariaLabel="Blog posts"
          previous={newer ? { label: newer.frontmatter.title, href: newer.href } : null}
          next={older ? { label: older.frontmatter.title, href: older.href } : null}
        />
      </article>
      {showToc && (
        <div className="blog-post-page__toc">
          <TableOfContents items={post.toc} variant="desktop" />
        </div>
      )}
    </div>
  );
}
