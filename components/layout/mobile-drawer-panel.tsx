'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  closeDrawer,
  drawerArrival,
  drawerSearch,
  setDrawerPanelMounted,
  showDrawerPanel,
  useDrawerOpen,
  useDrawerPanel,
  useHasSecondaryMenu,
} from '@/lib/stores/drawer-store';
import type { ResolvedNavbarLink } from '@/lib/content/site';
import { NARROW_QUERY } from '@/lib/breakpoints';
import { siteBasePath } from '@/lib/base-path';
import { stripBasePath } from '@/lib/paths';
import { focusPlace } from '@/lib/focus';
import { MAIN_CONTENT_ID } from './main-content';
import { DRAWER_SECONDARY_ID } from './mobile-drawer';
import { NavbarLink } from './navbar-link';

/** Props of the drawer, passed through from the navbar. */
export interface MobileDrawerProps {
  links: ResolvedNavbarLink[];
  brand: ReactNode;
  tools?: ReactNode;
  /** Search box shown above both menus. */
  search?: ReactNode;
}

/**
 * Once the place the reader left the drawer for (a search result) is on screen, puts the focus on
 * the section it opened, else the page's content, without scrolling: Tab then goes on from the
 * reader's place, as it does after a result opened without the drawer. Gives up if the reader
 * presses a key or the pointer meanwhile, or after 10 s.
 */
function focusArrival(href: string): void {
  const url = new URL(href, window.location.origin);
  const until = performance.now() + 10_000;
  let moved = false;
  const onMove = () => (moved = true);
  ['keydown', 'pointerdown'].forEach((name) => document.addEventListener(name, onMove, { capture: true, once: true }));
  const attempt = () => {
    const path = stripBasePath(window.location.pathname, siteBasePath());
    const arrived = path === url.pathname && !document.querySelector('dialog[open]');
    if (!moved && !arrived && performance.now() < until) return void requestAnimationFrame(attempt);
    ['keydown', 'pointerdown'].forEach((name) => document.removeEventListener(name, onMove, { capture: true }));
    if (moved || !arrived) return;
    let id = url.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // Not percent-encoded after all.
    }
    const main = document.getElementById(MAIN_CONTENT_ID);
    // Already at a place in the content (the search highlighter's first match): it stays there.
    if (main?.contains(document.activeElement) && document.activeElement !== main) return;
    const target = (id && document.getElementById(id)) || main;
    if (target) focusPlace(target);
  };
  requestAnimationFrame(attempt);
}

/**
 * The navigation drawer for narrow screens: the navbar links, and on docs and blog pages the
 * section's sidebar with a way back to the main menu. A modal `<dialog>`: the browser keeps
 * focus inside while it is open and closes it on Escape; it also closes on a click outside, on
 * navigation, on browser back and when the window leaves the narrow layout.
 */
export function MobileDrawerPanel({ links, brand, tools, search }: MobileDrawerProps) {
  const open = useDrawerOpen();
  const panel = useDrawerPanel();
  const hasSecondary = useHasSecondaryMenu();
  const pathname = usePathname();
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  // Close on navigation. The panel mounts when the drawer first opens, so the path it mounts
  // with is not a navigation.
  const mountedPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== mountedPath.current) {
      mountedPath.current = pathname;
      closeDrawer();
    }
  }, [pathname]);

  useEffect(() => {
    setDrawerPanelMounted(true);
    return () => setDrawerPanelMounted(false);
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    returnFocus.current = document.activeElement as HTMLElement | null;
    const media = window.matchMedia(NARROW_QUERY);
    const onMedia = () => !media.matches && closeDrawer();
    const onPop = () => closeDrawer();
    media.addEventListener('change', onMedia);
    window.addEventListener('popstate', onPop);
    if (!dialog.open) dialog.showModal();
    document.body.style.overflow = 'hidden';
    const search = drawerSearch() ? dialog.querySelector<HTMLInputElement>('.search__input:enabled') : null;
    (search ?? dialog.querySelector<HTMLElement>('[data-drawer-autofocus]'))?.focus();
    search?.select();
    return () => {
      media.removeEventListener('change', onMedia);
      window.removeEventListener('popstate', onPop);
      if (dialog.open) dialog.close();
      document.body.style.overflow = '';
      const arrival = drawerArrival();
      if (arrival) focusArrival(arrival);
      else returnFocus.current?.focus?.();
    };
  }, [open]);

  const showSecondary = hasSecondary && panel === 'secondary';

  return (
    // A click on the backdrop reaches the dialog itself; its content fills the box. Escape
    // closes the dialog (the keyboard's way out), and `close` brings the store along.
    <dialog
      id="navbar-drawer"
      ref={ref}
      className="drawer"
      aria-label="Navigation menu"
      onClose={() => closeDrawer()}
      onClick={(event) => event.target === event.currentTarget && closeDrawer()}
    >
      <div className="drawer__content">
        <div className="drawer__header">
          {brand}
          {tools}
          <button
            type="button"
            className="icon-button"
            aria-label="Close navigation menu"
            data-drawer-autofocus
            onClick={() => closeDrawer()}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                fill="currentColor"
                d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
              />
            </svg>
          </button>
        </div>
        {search}
        <div className="drawer__panel" hidden={showSecondary}>
          <ul className="drawer__menu">
            {links.map((link) => (
              <li key={link.href + link.label}>
                <NavbarLink {...link} className="drawer__link" onNavigate={() => closeDrawer()} />
              </li>
            ))}
          </ul>
          {hasSecondary && (
            <button type="button" className="drawer__switch" onClick={() => showDrawerPanel('secondary')}>
              Section menu →
            </button>
          )}
        </div>
        <div className="drawer__panel" hidden={!showSecondary}>
          <button type="button" className="drawer__switch" onClick={() => showDrawerPanel('primary')}>
            ← Back to main menu
          </button>
          <div id={DRAWER_SECONDARY_ID} />
        </div>
      </div>
    </dialog>
  );
}
