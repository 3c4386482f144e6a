'use client';

import { useLayoutEffect, useRef } from 'react';
import type { SidebarNode } from '@/lib/sidebar';
import { sidebarScroll } from '@/lib/stores/sidebar-store';
import { SidebarTree } from './sidebar-tree';

/**
 * A docs section's sidebar. Each page renders its own (it carries only the navigation that page
 * shows), so the scroll position is handed from one page's sidebar to the next.
 */
export function SidebarNav({ nodes, section, label }: { nodes: SidebarNode[]; section: string; label: string }) {
  const ref = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const nav = ref.current;
    if (!nav) return;
    const saved = sidebarScroll.get(section);
    if (saved !== undefined) nav.scrollTop = saved;
    const onScroll = () => sidebarScroll.set(section, nav.scrollTop);
    nav.addEventListener('scroll', onScroll, { passive: true });
    return () => nav.removeEventListener('scroll', onScroll);
  }, [section]);

  return (
    <nav ref={ref} aria-label={label} className="sidebar" data-sidebar-scroller>
      <SidebarTree nodes={nodes} section={section} />
    </nav>
  );
}
