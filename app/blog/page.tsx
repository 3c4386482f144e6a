import type { Metadata } from 'next';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { getListedPosts, paginate } from '@/lib/content/blog';
import { getSiteConfig } from '@/lib/content/site';
import { FIXED_PAGES, pageMetadata } from '@/lib/content/sharing';

export const metadata: Metadata = pageMetadata(FIXED_PAGES.blog);

export default function BlogIndex() {
  const pages = paginate(getListedPosts(), getSiteConfig().blog.postsPerPage);
  return <BlogListPage posts={pages[0]} page={1} pageCount={pages.length} title="Blog" />;
}
