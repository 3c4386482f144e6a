'use client';

import { type ComponentType, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NARROW_QUERY } from '@/lib/breakpoints';
import { MOVED_ON_EVENTS, movedOn } from '@/lib/moved-on';
import { afterLoadWhenIdle } from '@/lib/idle';
import { loadOnce } from '@/lib/load-once';
import { closeDrawer, drawerSearch, openDrawer, useDrawerOpen } from '@/lib/stores/drawer-store';
import { useHydrated } from '@/lib/use-hydrated';
import type { MobileDrawerProps } from './mobile-drawer-panel';

export const DRAWER_SECONDARY_ID = 'navbar-drawer-secondary';

const menuIcon = (
  <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true">
    <path
      stroke="currentColor"
      strokeLinecap="round"
      strokeMiterlimit="10"
      strokeWidth="2"
      d="M4 7h22M4 15h22M4 23h22"
    />
  </svg>
);

/**
 * The hamburger button shown below desktop width. Until the page is interactive (and without
 * JavaScript) it is a `<details>` whose panel, `menu`, lists the navbar's links, so the menu opens
 * with the browser alone; hydration swaps in the button that opens the drawer, and a menu the
 * reader opened meanwhile stays open, as the drawer.
 */
export function MobileMenuButton({ menu }: { menu: ReactNode }) {
  const open = useDrawerOpen();
  const hydrated = useHydrated();
  const fallback = useRef<HTMLDetailsElement>(null);

  // Runs in the hydration commit, while the <details> is still on the page.
  useLayoutEffect(() => {
    if (fallback.current?.open) openDrawer();
  }, []);

  if (!hydrated) {
    return (
      <details ref={fallback} className="navbar__menu-fallback">
        <summary className="icon-button navbar__toggle" aria-label="Open navigation menu">
          {menuIcon}
        </summary>
        {menu}
      </details>
    );
  }
  return (
    <button
      type="button"
      className="icon-button navbar__toggle"
      aria-label="Open navigation menu"
      aria-expanded={open}
      aria-controls="navbar-drawer"
      onClick={() => openDrawer()}
      onPointerEnter={preloadDrawerPanel}
      onPointerDown={preloadDrawerPanel}
      onFocus={preloadDrawerPanel}
    >
      {menuIcon}
    </button>
  );
}

/** The drawer's code, fetched once: in idle time on narrow screens, or when the menu button is reached. */
const loadDrawerPanel = loadOnce(() => import('./mobile-drawer-panel').then((module) => module.MobileDrawerPanel));

const preloadDrawerPanel = () => void loadDrawerPanel().catch(() => {});

/**
 * The navigation drawer for narrow screens (mobile-drawer-panel.tsx): the navbar links, and on
 * docs pages the section's sidebar. It is not part of a page's first load: below desktop width
 * it loads in idle time after the page (so it opens at once, and offline), otherwise when the
 * menu button is pointed at, focused or pressed. Once open it stays, hidden while closed.
 */
export function MobileDrawer(props: MobileDrawerProps) {
  const open = useDrawerOpen();
  const [Panel, setPanel] = useState<ComponentType<MobileDrawerProps> | null>(null);

  useEffect(
    () =>
      afterLoadWhenIdle(() => {
        if (window.matchMedia(NARROW_QUERY).matches) preloadDrawerPanel();
      }),
    [],
  );

  // Asked for before its code is in (a first open on a slow connection): the button that asked shows
  // it is waiting, and Escape, or a press or the focus elsewhere, calls the drawer off, as the page's
  // bootstrap does before hydration (lib/search/bootstrap.ts): it must not open over what the
  // reader turned to meanwhile.
  useEffect(() => {
    if (!open || Panel) return;
    let cancelled = false;
    loadDrawerPanel().then(
      (loaded) => !cancelled && setPanel(() => loaded),
      (error: unknown) => {
        console.error('The navigation menu could not be loaded.', error);
        closeDrawer();
      },
    );
    const button = document.querySelector(drawerSearch() ? '.search__mobile-button' : '.navbar__toggle');
    button?.setAttribute('data-pending', '');
    // Not the buttons that open it, nor the drawer, whose focus arrives as it opens.
    const callOff = (event: Event) =>
      movedOn(event, '.search__mobile-button, .navbar__toggle, dialog') && closeDrawer();
    MOVED_ON_EVENTS.forEach((name) => document.addEventListener(name, callOff, true));
    return () => {
      cancelled = true;
      button?.removeAttribute('data-pending');
      MOVED_ON_EVENTS.forEach((name) => document.removeEventListener(name, callOff, true));
    };
  }, [open, Panel]);

  return Panel ? <Panel {...props} /> : null;
}
