import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostCard } from '@/components/blog/post-card';
import { SiteLink } from '@/components/layout/site-link';
import { getListedPosts, getTags } from '@/lib/content/blog';
import { pageMetadata, tagPageTitle } from '@/lib/content/sharing';

export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(getTags()).map((tag) => ({ tag }));
}

type Props = { params: Promise<{ tag: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tag = getTags()[(await params).tag];
  if (!tag) return {};
  return pageMetadata({
    href: tag.href,
    title: tagPageTitle(tag.label),
    description: tag.description,
    section: 'Blog',
  });
}

export default async function TagPage({ params }: Props) {
  const tag = getTags()[(await params).tag];
  if (!tag) notFound();
  const posts = getListedPosts().filter((p) => p.tags.some((t) => t.slug === tag.slug));
  return (
    <div className="blog-list">
      <h1>
        {posts.length} {posts.length === 1 ? 'post' : 'posts'} tagged “{tag.label}”
      </h1>
      <p className="lead">{tag.description}</p>
      <p>
        <SiteLink href="/blog/tags/">View all tags</SiteLink>
      </p>
      {posts.map((post) => (
        <PostCard key={post.slug} post={post} />
      ))}
    </div>
  );
}
