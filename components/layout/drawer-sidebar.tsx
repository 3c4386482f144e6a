'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { NavNode } from '@/lib/content/nav';
import { setHasSecondaryMenu, useDrawerOpen } from '@/lib/stores/drawer-store';
import { DRAWER_SECONDARY_ID } from './mobile-drawer';
import { SidebarTree } from './sidebar-tree';

/** Puts the section's sidebar into the mobile drawer as its secondary menu while the section is shown. */
export function DrawerSidebar({ nodes, label }: { nodes: NavNode[]; label: string }) {
  const open = useDrawerOpen();
  const [target, setTarget] = useState<HTMLElement | null>(null);

  useEffect(() => {
    setHasSecondaryMenu(true);
    return () => setHasSecondaryMenu(false);
  }, []);

  useEffect(() => {
    setTarget(open ? document.getElementById(DRAWER_SECONDARY_ID) : null);
  }, [open]);

  if (!target) return null;
  return createPortal(
    <nav aria-label={label} className="sidebar sidebar--drawer">
      <SidebarTree nodes={nodes} />
    </nav>,
    target,
  );
}
