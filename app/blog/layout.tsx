import type { ReactNode } from 'react';
import { BlogSidebar } from '@/components/blog/blog-sidebar';
import { MainContent } from '@/components/layout/main-content';
import { SecondaryMenu } from '@/components/layout/secondary-menu';
import { SECTION_MENU_ID, SectionMenuLink } from '@/components/layout/section-menu-id';
import './blog.css';

export default function BlogLayout({ children }: { children: ReactNode }) {
  return (
    <div className="blog-layout">
      <SectionMenuLink />
      <aside id={SECTION_MENU_ID} className="blog-layout__sidebar">
        <SecondaryMenu>
          <BlogSidebar />
        </SecondaryMenu>
      </aside>
      <MainContent className="blog-layout__main">{children}</MainContent>
    </div>
  );
}
