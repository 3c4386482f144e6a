'use client';

import { useEffect } from 'react';
import { LazyLoad } from '@/components/layout/lazy-load';
import { hasSignInHint, loadAccountSession, SIGNED_IN_HINT_KEY } from '@/lib/account/session-boot';
import { whenIdle } from '@/lib/idle';
import {
  closeSignIn,
  openSignIn,
  setSignedOut,
  useAuthStatus,
  useCurrentUser,
  useSignInOpen,
} from '@/lib/stores/user-store';
import { ChatWidgetLoader } from './chat-widget';
import './account.css';

const loadSignInDialog = () => import('./sign-in-dialog').then((m) => m.SignInDialog);
const loadAccountControls = () => import('./account-controls').then((m) => m.AccountControls);

/** Restores a previous session in the background; failures leave the reader signed out. */
function restoreSession(): void {
  loadAccountSession()
    .then((session) => session.startAccountSession())
    .catch((error: unknown) => {
      console.warn('Accounts: could not restore the session; showing Sign in.', error);
      setSignedOut();
    });
}

/**
 * The account area on the right of the navbar, with the signed-in reader's chat. Loaded after
 * hydration by `AccountSlot`, and only in builds with accounts, so it is not part of any page's
 * first-load JS. Renders nothing until it knows whether the reader is signed in.
 *
 * Firebase stays out of every page's first-load JS: it is only imported (a) in idle time after
 * hydration when this browser's hint says the reader signed in before, or (b) when the reader
 * opens the sign-in dialog. Readers who never sign in never download it.
 */
export function AccountArea() {
  const status = useAuthStatus();
  const user = useCurrentUser();
  const signInOpen = useSignInOpen();

  useEffect(() => {
    let cancelIdle = () => {};
    if (hasSignInHint()) cancelIdle = whenIdle(restoreSession);
    else setSignedOut();
    // Signing in in another tab sets the hint there; follow it here without waiting for a reload.
    const onStorage = (event: StorageEvent) => {
      if (event.key === SIGNED_IN_HINT_KEY && event.newValue === '1') restoreSession();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancelIdle();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  return (
    <div className="account-area">
      <ChatWidgetLoader />
      {status === 'signed-in' && user && <LazyLoad load={loadAccountControls} props={{ user }} label="your account" />}
      {status === 'signed-out' && (
        <button
          type="button"
          className="button button--small account-sign-in"
          aria-haspopup="dialog"
          onClick={openSignIn}
        >
          Sign in
        </button>
      )}
      {signInOpen && status !== 'signed-in' && (
        <LazyLoad load={loadSignInDialog} props={{ onClose: closeSignIn }} label="the sign-in form" />
      )}
    </div>
  );
}
