'use client';

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { AccountUser } from '@/lib/stores/user-store';
import { LazyLoad } from '@/components/layout/lazy-load';
import { UserAvatar } from './user-avatar';

const loadProgressDialog = () => import('./progress-dialog').then((m) => m.ProgressDialog);

/**
 * The avatar button and its menu. The button's accessible name is the reader's name; the menu
 * follows the menu-button pattern (arrow keys, Home/End, Escape returns focus to the avatar).
 */
export function AccountMenu({ user, onSignOut }: { user: AccountUser; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const [progressOpen, setProgressOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const label = user.name?.trim() || user.email || 'Your account';

  // Hidden items (Sign out is only in the menu on narrow screens) are skipped by the arrow keys.
  const items = () =>
    [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])].filter(
      (item) => item.getClientRects().length > 0,
    );

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      // The whole popup (identity header included) counts as inside.
      const popup = menuRef.current?.parentElement;
      if (!popup?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="account-menu">
      <button
        ref={buttonRef}
        type="button"
        className="account-avatar"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <UserAvatar name={user.name} email={user.email} photoURL={user.photoURL} />
      </button>
      {open && (
        <div className="account-menu__popup">
          <div className="account-menu__identity">
            <span className="account-menu__name">{user.name || user.email}</span>
            {user.name && user.email && <span className="account-menu__email">{user.email}</span>}
          </div>
          <div ref={menuRef} id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKey}>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="account-menu__item"
              onClick={() => {
                setOpen(false);
                setProgressOpen(true);
              }}
            >
              My progress
            </button>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="account-menu__item account-menu__item--sign-out"
              onClick={() => {
                setOpen(false);
                onSignOut();
              }}
            >
              Sign out
            </button>
          </div>
        </div>
      )}
      {progressOpen && (
        <LazyLoad load={loadProgressDialog} props={{ onClose: () => setProgressOpen(false) }} label="your progress" />
      )}
    </div>
  );
}
