'use client';

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { assetPath } from '@/lib/content/paths';

/** How long "Copied" stays on screen; failures stay until the next attempt. */
const COPIED_MESSAGE_MS = 4000;

/**
 * Downloads the page's Markdown export and puts it on the clipboard. Safari only lets a page write
 * to the clipboard from inside the click, so the download is handed to a ClipboardItem as a
 * promise; browsers that refuse promised items get a plain `writeText` once the text is here.
 */
async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`The Markdown file answered ${response.status}.`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) }),
      ]);
      return;
    } catch {
      // A failed download is the real error: rethrow it. Otherwise try the plain API below.
      await text;
    }
  }
  await navigator.clipboard.writeText(await text);
}

/** Props of the "Copy page" menu. */
export interface CopyPageMenuProps {
  /** Site path of the page's `.md` export, without the base path (`/docs/Explore/SOQL.md`). */
  markdownHref: string;
}

/**
 * The "Copy page" menu beside a docs page's title: copy the page as Markdown, or open the
 * Markdown file. Follows the WAI-ARIA menu button pattern (arrow keys, Home/End, Escape returns
 * focus to the button, a click outside closes) and reports the copy result in a status region.
 */
export function CopyPageMenu({ markdownHref }: CopyPageMenuProps) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Which item takes focus once the menu has rendered; set by whatever opened it.
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const messageTimer = useRef<number | undefined>(undefined);
  const id = useId();
  const url = assetPath(markdownHref);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => () => window.clearTimeout(messageTimer.current), []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(current + 1);
      case 'ArrowUp':
        return move(current - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return closeMenu(true);
      case 'Tab':
        // Focus moves on to the next control; the menu must not stay open behind it.
        return closeMenu(false);
    }
  };

  const copy = async () => {
    closeMenu(true);
    window.clearTimeout(messageTimer.current);
    setMessage('Copying…');
    try {
      await copyMarkdown(url);
      setMessage('Copied');
      messageTimer.current = window.setTimeout(() => setMessage(''), COPIED_MESSAGE_MS);
    } catch {
      setMessage('Could not copy the page. Use "View as Markdown" and copy it from there.');
    }
  };

  return (
    <div className="copy-page" ref={rootRef}>
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        className="copy-page__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
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
      {open && (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className="copy-page__menu"
          onKeyDown={onMenuKeyDown}
        >
          <button type="button" role="menuitem" tabIndex={-1} className="copy-page__item" onClick={() => void copy()}>
            Copy as Markdown
          </button>
          <a role="menuitem" tabIndex={-1} className="copy-page__item" href={url} onClick={() => setOpen(false)}>
            View as Markdown
          </a>
        </div>
      )}
      <span role="status" className="copy-page__status">
        {message}
      </span>
    </div>
  );
}
