import type { Metadata } from 'next';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { getListedPosts, paginate } from '@/lib/content/blog';
import { getSiteConfig } from '@/lib/content/site';
import { pageAlternates } from '@/lib/content/feed-data';

export const metadata: Metadata = {
  title: 'Blog',
  description: 'Release notes and news about SF Explorer, the Salesforce productivity tool.',
  alternates: pageAlternates('/blog/'),
};

export default function BlogIndex() {
  const pages = paginate(getListedPosts(), getSiteConfig().blog.postsPerPage);
  return <BlogListPage posts={pages[0]} page={1} pageCount={pages.length} title="Blog" />;
}
