import type { ReactNode } from 'react';
import { MainContent } from './main-content';
import { getNavTree } from '@/lib/content/docs';
import { sidebarFor } from '@/lib/content/nav';
import type { DocsSectionId } from '@/lib/site-config';
import { SecondaryMenu } from './secondary-menu';
import { SECTION_MENU_ID, SectionMenuLink } from './section-menu-id';
import { SidebarNav } from './sidebar-nav';

const SIDEBAR_LABELS = { docs: 'Docs sidebar', devops: 'DevOps Center sidebar' } as const;

/**
 * A docs page with its sidebar column. The sidebar shows the whole top level and the current
 * page's branch; the rest of the tree loads once, from the section's navigation file, when the
 * reader opens a category. On narrow screens the same sidebar is the drawer's secondary menu.
 */
export function DocsShell({ section, href, children }: { section: DocsSectionId; href: string; children: ReactNode }) {
  return (
    <div className="docs-layout">
      <SectionMenuLink />
      <aside id={SECTION_MENU_ID} className="docs-layout__sidebar">
        <SecondaryMenu>
          <SidebarNav nodes={sidebarFor(getNavTree(section), href)} section={section} label={SIDEBAR_LABELS[section]} />
        </SecondaryMenu>
      </aside>
      <MainContent className="docs-layout__main">{children}</MainContent>
    </div>
  );
}
