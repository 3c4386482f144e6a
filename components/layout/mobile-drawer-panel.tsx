'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  closeDrawer,
  setDrawerPanelMounted,
  showDrawerPanel,
  useDrawerOpen,
  useDrawerPanel,
  useHasSecondaryMenu,
} from '@/lib/stores/drawer-store';
import type { ResolvedNavbarLink } from '@/lib/content/site';
import { DESKTOP_MIN_WIDTH, DRAWER_SECONDARY_ID } from './mobile-drawer';
import { NavbarLink } from './navbar-link';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Props of the drawer, passed through from the navbar. */
export interface MobileDrawerProps {
  links: ResolvedNavbarLink[];
  brand: ReactNode;
  tools?: ReactNode;
  /** Search box shown above both menus. */
  search?: ReactNode;
}

/**
 * The navigation drawer for narrow screens: the navbar links, and on docs pages the section's
 * sidebar with a way back to the main menu. It traps focus while open, closes on Escape, on
 * navigation, on browser back and when the window grows to desktop width.
 */
export function MobileDrawerPanel({ links, brand, tools, search }: MobileDrawerProps) {
  const open = useDrawerOpen();
  const panel = useDrawerPanel();
  const hasSecondary = useHasSecondaryMenu();
  const pathname = usePathname();
  const ref = useRef<HTMLDivElement>(null);
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
    if (!open) return;
    returnFocus.current = document.activeElement as HTMLElement | null;
    const media = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const onMedia = () => media.matches && closeDrawer();
    const onPop = () => closeDrawer();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeDrawer();
        return;
      }
      if (event.key !== 'Tab' || !ref.current) return;
      const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null,
      );
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!ref.current.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    media.addEventListener('change', onMedia);
    window.addEventListener('popstate', onPop);
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    ref.current?.querySelector<HTMLElement>('[data-drawer-autofocus]')?.focus();
    return () => {
      media.removeEventListener('change', onMedia);
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      returnFocus.current?.focus?.();
    };
  }, [open]);

  const showSecondary = hasSecondary && panel === 'secondary';

  return (
    <>
      <div className="drawer-backdrop" hidden={!open} onClick={closeDrawer} aria-hidden="true" />
      <div
        id="navbar-drawer"
        ref={ref}
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        hidden={!open}
      >
        <div className="drawer__header">
          {brand}
          {tools}
          <button
            type="button"
            className="icon-button"
            aria-label="Close navigation menu"
            data-drawer-autofocus
            onClick={closeDrawer}
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
                <NavbarLink {...link} className="drawer__link" onNavigate={closeDrawer} />
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
    </>
  );
}
