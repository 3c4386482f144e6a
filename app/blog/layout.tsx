import type { ReactNode } from 'react';
import { BlogSidebar } from '@/components/blog/blog-sidebar';

export default function BlogLayout({ children }: { children: ReactNode }) {
  return (
    <div className="blog-layout">
      <aside className="blog-layout__sidebar">
        <BlogSidebar />
      </aside>
      <div className="blog-layout__main">{children}</div>
    </div>
  );
}
