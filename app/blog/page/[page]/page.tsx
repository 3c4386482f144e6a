import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { getListedPosts, paginate } from '@/lib/content/blog';
import { getSiteConfig } from '@/lib/content/site';
import { blogPageTitle, pageMetadata } from '@/lib/content/sharing';

export const dynamicParams = false;

function pages() {
  return paginate(getListedPosts(), getSiteConfig().blog.postsPerPage);
}

export function generateStaticParams() {
  // Page 1 is /blog itself; a site with a single page of posts still needs one param for export.
  const count = pages().length;
  return count > 1 ? Array.from({ length: count - 1 }, (_, i) => ({ page: String(i + 2) })) : [{ page: '2' }];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await params;
  return pageMetadata({ href: `/blog/page/${page}/`, title: blogPageTitle(Number(page)), section: 'Blog' });
}

export default async function BlogPage({ params }: Props) {
  const n = Number((await params).page);
  const all = pages();
  if (!Number.isInteger(n) || n < 2 || n > all.length) notFound();
  return <BlogListPage posts={all[n - 1]} page={n} pageCount={all.length} title={blogPageTitle(n)} />;
}
