'use client';

import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { NavNode } from '@/lib/content/nav';
import { setHasSecondaryMenu, useDrawerOpen, useDrawerPanelMounted } from '@/lib/stores/drawer-store';
import { DRAWER_SECONDARY_ID } from './mobile-drawer';
import { SidebarTree } from './sidebar-tree';

/** Puts the section's sidebar into the mobile drawer as its secondary menu while the section is shown. */
export function DrawerSidebar({ nodes, label }: { nodes: NavNode[]; label: string }) {
  const open = useDrawerOpen();
  const panelMounted = useDrawerPanelMounted();

  useEffect(() => {
    setHasSecondaryMenu(true);
    return () => setHasSecondaryMenu(false);
  }, []);

  // The drawer's panel loads on first open and then stays (hidden when closed), so its slot
  // exists once the panel is mounted; both flags are false during server rendering, so
  // `document` is only read in the browser.
  const target = open && panelMounted ? document.getElementById(DRAWER_SECONDARY_ID) : null;

  if (!target) return null;
  return createPortal(
    <nav aria-label={label} className="sidebar sidebar--drawer">
      <SidebarTree nodes={nodes} />
    </nav>,
    target,
  );
}
