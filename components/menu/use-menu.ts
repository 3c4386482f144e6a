'use client';

import { type KeyboardEvent, type RefObject, useEffect, useEffectEvent } from 'react';

/** The menu's items that are shown: hidden ones (`display: none` on this screen size) are skipped. */
function shownItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])].filter(
    (item) => item.getClientRects().length > 0,
  );
}

/** Options of {@link useMenu}. */
export interface MenuOptions {
  /** Which item takes focus when the menu opens. */
  initialFocus?: 'first' | 'last';
  /**
   * Closes the menu. `returnFocus` is true for Escape (focus goes back to the menu button) and
   * false for Tab or a press outside (focus is already going elsewhere).
   */
  onClose: (returnFocus: boolean) => void;
  /** The element outside of which a press closes the menu (the menu and its button). */
  inside: RefObject<HTMLElement | null>;
}

/**
 * Keyboard and pointer behaviour of an open WAI-ARIA menu, shared by the Copy page and account
 * menus. `ref` is the element with `role="menu"`; it takes the returned handler as its
 * `onKeyDown`. Focus goes to the first (or last) item when the menu opens; arrow keys wrap;
 * Home/End; Escape closes and returns focus; Tab or a press outside closes.
 * Items are the `[role="menuitem"]` descendants that are shown (hidden ones are skipped). Render
 * the menu only while it is open: opening is the mount.
 */
export function useMenu(ref: RefObject<HTMLElement | null>, { initialFocus = 'first', onClose, inside }: MenuOptions) {
  const closeFromOutside = useEffectEvent(() => onClose(false));

  useEffect(() => {
    const list = shownItems(ref.current);
    (initialFocus === 'first' ? list[0] : list[list.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!inside.current?.contains(event.target as Node)) closeFromOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [initialFocus, inside, ref]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = shownItems(ref.current);
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
        return onClose(true);
      case 'Tab':
        // Focus moves on to the next control; the menu must not stay open behind it.
        return onClose(false);
    }
  };

  return onKeyDown;
}
