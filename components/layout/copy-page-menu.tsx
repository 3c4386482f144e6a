'use client';

import { type ComponentType, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { assetPath } from '@/lib/paths';
import { afterLoadWhenIdle } from '@/lib/idle';
import { loadOnce } from '@/lib/load-once';
import type { CopyPageMenuListProps } from './copy-page-menu-list';

type MenuList = ComponentType<CopyPageMenuListProps>;

/** The open menu's code, fetched once on first use (or when the pointer or focus reaches the button). */
const loadMenuList = loadOnce(() => import('./copy-page-menu-list').then((module) => module.CopyPageMenuList));

/** Props of the "Copy page" menu. */
export interface CopyPageMenuProps {
  /** Site path of the page's `.md` export, without the base path (`/docs/Explore/SOQL.md`). */
  markdownHref: string;
}

/**
 * The "Copy page" menu button beside a docs page's title: copy the page as Markdown, or open the
 * Markdown file. The button is all that pages ship in their first load; the menu
 * (copy-page-menu-list.tsx) loads in idle time after the page, or sooner when the pointer or the
 * focus reaches the button. Results of a copy are
 * announced in a status region.
 */
export function CopyPageMenu({ markdownHref }: CopyPageMenuProps) {
  const [List, setList] = useState<MenuList | null>(null);
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  const [message, setMessage] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const messageTimer = useRef<number | undefined>(undefined);
  const id = useId();
  const url = assetPath(markdownHref);

  const openMenu = (focus: 'first' | 'last') => {
    loadMenuList().then(
      (loaded) => {
        setList(() => loaded);
        setOpen(focus);
      },
      () => setMessage('The menu could not be loaded. Check your connection and try again.'),
    );
  };

  const closeMenu = useCallback((returnFocus: boolean) => {
    setOpen(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const showStatus = useCallback((text: string, clearAfterMs?: number) => {
    window.clearTimeout(messageTimer.current);
    setMessage(text);
    if (clearAfterMs) messageTimer.current = window.setTimeout(() => setMessage(''), clearAfterMs);
  }, []);

  useEffect(() => () => window.clearTimeout(messageTimer.current), []);

  const preload = () => void loadMenuList().catch(() => {});
  // Also in idle time after the page has loaded: the menu then opens at once, and works offline
  // (the service worker keeps what the page loaded).
  useEffect(() => afterLoadWhenIdle(preload), []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const shown = open !== null && List !== null;
  return (
    <div className="copy-page js-only" ref={rootRef}>
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        className="copy-page__button"
        aria-haspopup="menu"
        aria-expanded={shown}
        aria-controls={shown ? `${id}-menu` : undefined}
        onClick={() => (shown ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11z"
          />
        </svg>
        Copy page
        <svg className="copy-page__caret" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path fill="currentColor" d="M7 10l5 5 5-5z" />
        </svg>
      </button>
      {shown && (
        <List
          id={`${id}-menu`}
          labelledBy={`${id}-button`}
          url={url}
          initialFocus={open}
          onClose={closeMenu}
          onStatus={showStatus}
          root={rootRef}
        />
      )}
      <span role="status" className="copy-page__status">
        {message}
      </span>
    </div>
  );
}
