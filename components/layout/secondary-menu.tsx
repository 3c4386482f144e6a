'use client';

import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { setHasSecondaryMenu, useDrawerOpen, useDrawerPanelMounted } from '@/lib/stores/drawer-store';
import { DRAWER_SECONDARY_ID } from './mobile-drawer';

/**
 * A section's own menu (the docs sidebar, the blog sidebar): shown in its column on wide screens
 * and, while the mobile drawer is open, moved into the drawer as its secondary menu. One copy in
 * the page serves both.
 */
export function SecondaryMenu({ children }: { children: ReactNode }) {
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
  return target ? createPortal(children, target) : children;
}
