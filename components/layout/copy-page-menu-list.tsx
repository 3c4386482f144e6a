'use client';

import { type RefObject, useRef } from 'react';
import { useMenu } from '@/components/menu/use-menu';

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

/** Props of the open "Copy page" menu. */
export interface CopyPageMenuListProps {
  /** Id of the menu element; the button's `aria-controls` points at it. */
  id: string;
  /** Id of the button that labels the menu. */
  labelledBy: string;
  /** URL of the page's `.md` export, base path included. */
  url: string;
  /** Which item takes focus when the menu opens. */
  initialFocus: 'first' | 'last';
  /** Closes the menu; `returnFocus` puts the focus back on the button. */
  onClose: (returnFocus: boolean) => void;
  /** Reports progress and the result of a copy in the menu's status region. */
  onStatus: (message: string, clearAfterMs?: number) => void;
  /** The element (menu and button) outside of which a press closes the menu. */
  root: RefObject<HTMLElement | null>;
}

/** How long "Copied" stays on screen; failures stay until the next attempt. */
const COPIED_MESSAGE_MS = 4000;

/**
 * The open menu: copy the page as Markdown, or open the Markdown file. Loaded on first use, so
 * pages do not ship it; follows the WAI-ARIA menu pattern through useMenu().
 */
export function CopyPageMenuList({
  id,
  labelledBy,
  url,
  initialFocus,
  onClose,
  onStatus,
  root,
}: CopyPageMenuListProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useMenu(menuRef, { initialFocus, onClose, inside: root });

  const copy = async () => {
    onClose(true);
    onStatus('Copying…');
    try {
      await copyMarkdown(url);
      onStatus('Copied', COPIED_MESSAGE_MS);
    } catch {
      onStatus('Could not copy the page. Use "View as Markdown" and copy it from there.');
    }
  };

  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      className="copy-page__menu"
      onKeyDown={onKeyDown}
    >
      <button type="button" role="menuitem" tabIndex={-1} className="copy-page__item" onClick={() => void copy()}>
        Copy as Markdown
      </button>
      <a role="menuitem" tabIndex={-1} className="copy-page__item" href={url} onClick={() => onClose(false)}>
        View as Markdown
      </a>
    </div>
  );
}
