import type { ReactNode } from 'react';
import type { NavNode } from '@/lib/content/nav';
import { DrawerSidebar } from './drawer-sidebar';
import { MainContent } from './main-content';
import { SidebarTree } from './sidebar-tree';

/** Layout of a docs section: the sidebar column and the page. The sidebar persists across navigations. */
export function DocsShell({ nodes, label, children }: { nodes: NavNode[]; label: string; children: ReactNode }) {
  return (
    <div className="docs-layout">
      <aside className="docs-layout__sidebar">
        <nav aria-label={label} className="sidebar" data-sidebar-scroller>
          <SidebarTree nodes={nodes} />
        </nav>
      </aside>
      <DrawerSidebar nodes={nodes} label={label} />
      <MainContent className="docs-layout__main">{children}</MainContent>
    </div>
  );
}
