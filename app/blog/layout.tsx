import type { ReactNode } from 'react';
import { BlogSidebar } from '@/components/blog/blog-sidebar';
import { MainContent } from '@/components/layout/main-content';

export default function BlogLayout({ children }: { children: ReactNode }) {
  return (
    <div className="blog-layout">
      <aside className="blog-layout__sidebar">
        <BlogSidebar />
      </aside>
      <MainContent className="blog-layout__main">{children}</MainContent>
    </div>
  );
}
