'use client';

import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type AccountUser, accountMenuFocused, useFocusAccountMenu } from '@/lib/stores/user-store';
import { LazyLoad } from '@/components/layout/lazy-load';
import { useMenu } from '@/components/menu/use-menu';
import { UserAvatar } from './user-avatar';

const loadProgressDialog = () => import('./progress-dialog').then((m) => m.ProgressDialog);

/**
 * The avatar button and its menu. The button's accessible name is the reader's name; the menu
 * follows the menu-button pattern (useMenu(): arrow keys, Home/End, Escape returns focus to the
 * avatar, Tab or a press outside closes).
 */
export function AccountMenu({ user, onSignOut }: { user: AccountUser; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const [progressOpen, setProgressOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const label = user.name?.trim() || user.email || 'Your account';
  const takeFocus = useFocusAccountMenu();

  // Just signed in from the dialog: when its opener is gone (the navbar's Sign in button), focus
  // would stay on <body>, where a screen reader loses its place; it comes here instead. An opener
  // that is still there (a quiz's invitation) has had the focus back from the dialog: it keeps it.
  useEffect(() => {
    if (!takeFocus) return;
    if (!document.activeElement || document.activeElement === document.body) buttonRef.current?.focus();
    accountMenuFocused();
  }, [takeFocus]);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  return (
    // The button and the whole popup (identity header included) count as inside for a press.
    <div ref={rootRef} className="account-menu">
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
          <AccountMenuItems
            id={menuId}
            label={label}
            onClose={closeMenu}
            inside={rootRef}
            onProgress={() => {
              setOpen(false);
              setProgressOpen(true);
            }}
            onSignOut={() => {
              setOpen(false);
              onSignOut();
            }}
          />
        </div>
      )}
      {progressOpen && (
        <LazyLoad load={loadProgressDialog} props={{ onClose: () => setProgressOpen(false) }} label="your progress" />
      )}
    </div>
  );
}

/** The open menu. Sign out is shown in it only on narrow screens; the arrow keys skip it when hidden. */
function AccountMenuItems({
  id,
  label,
  onClose,
  inside,
  onProgress,
  onSignOut,
}: {
  id: string;
  label: string;
  onClose: (returnFocus: boolean) => void;
  inside: RefObject<HTMLElement | null>;
  onProgress: () => void;
  onSignOut: () => void;
}) {
  const menuRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useMenu(menuRef, { onClose, inside });
  return (
    <div ref={menuRef} id={id} role="menu" aria-label={label} onKeyDown={onKeyDown}>
      <button type="button" role="menuitem" tabIndex={-1} className="account-menu__item" onClick={onProgress}>
        My progress
      </button>
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className="account-menu__item account-menu__item--sign-out"
        onClick={onSignOut}
      >
        Sign out
      </button>
    </div>
  );
}
