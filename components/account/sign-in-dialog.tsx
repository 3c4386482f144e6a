'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { describeAccountError, isCancelledPopup } from '@/lib/account/errors';
import { loadAccountSession } from '@/lib/account/session-boot';
import { AccountDialog } from './account-dialog';

type Mode = 'sign-in' | 'sign-up' | 'reset';

const TITLES: Record<Mode, string> = {
  'sign-in': 'Sign in',
  'sign-up': 'Create an account',
  reset: 'Reset your password',
};

const SUBMIT_LABELS: Record<Mode, string> = {
  'sign-in': 'Sign in with email',
  'sign-up': 'Create account',
  reset: 'Send reset link',
};

/** Feedback under the form: an error (announced assertively) or a neutral note. */
type Feedback = { kind: 'error'; message: string } | { kind: 'note'; message: string } | null;

/**
 * The sign-in dialog: GitHub or Google in a popup, or email and password (sign in, create an
 * account, reset a forgotten password). Errors are shown as sentences mapped from the SDK codes.
 * Loaded on demand when a reader opens it; it also starts loading Firebase right away so the
 * SDK is ready by the time the reader has typed their address.
 */
export function SignInDialog({ onClose }: { onClose: () => void }) {
  const [mode, setMode] = useState<Mode>('sign-in');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const modeChanged = useRef(false);

  useEffect(() => {
    loadAccountSession()
      .then((session) => session.startAccountSession())
      .catch((error: unknown) => setFeedback({ kind: 'error', message: describeAccountError(error) }));
  }, []);

  // The link that switched modes disappears with the old mode; move focus to the form instead of
  // letting it fall back to the page.
  useEffect(() => {
    if (modeChanged.current) emailRef.current?.focus();
  }, [mode]);

  const switchMode = (next: Mode) => {
    modeChanged.current = true;
    setMode(next);
    setFeedback(null);
  };

  const run = async (action: (session: Awaited<ReturnType<typeof loadAccountSession>>) => Promise<string | void>) => {
    setBusy(true);
    setFeedback(null);
    try {
      const session = await loadAccountSession();
      const note = await action(session);
      if (note) setFeedback({ kind: 'note', message: note });
    } catch (error) {
      setFeedback(
        isCancelledPopup(error)
          ? { kind: 'note', message: describeAccountError(error) }
          : { kind: 'error', message: describeAccountError(error) },
      );
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'reset') {
      void run(async (session) => {
        await session.resetPassword(email);
        // The same sentence whether or not the address has an account, so the form does not
        // reveal who has one.
        return `If an account uses ${email.trim()}, a link to choose a new password is on its way.`;
      });
    } else if (mode === 'sign-up') {
      void run((session) => session.signUpWithPassword(email, password, name));
    } else {
      void run((session) => session.signInWithPassword(email, password));
    }
  };

  return (
    <AccountDialog
      title={TITLES[mode]}
      onClose={onClose}
      description="Keep your quiz points and see your progress across the docs."
    >
      {mode !== 'reset' && (
        <>
          <div className="account-providers">
            <button
              type="button"
              className="button account-providers__button"
              disabled={busy}
              onClick={() => void run((session) => session.signInWithPopupProvider('github'))}
            >
              Continue with GitHub
            </button>
            <button
              type="button"
              className="button account-providers__button"
              disabled={busy}
              onClick={() => void run((session) => session.signInWithPopupProvider('google'))}
            >
              Continue with Google
            </button>
          </div>
          <p className="account-divider">
            <span>or with your email address</span>
          </p>
        </>
      )}
      <form className="account-form" onSubmit={onSubmit} aria-busy={busy}>
        {mode === 'sign-up' && (
          <div className="account-form__field">
            <label htmlFor="account-name">Name (optional)</label>
            <input
              id="account-name"
              name="name"
              type="text"
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
        )}
        <div className="account-form__field">
          <label htmlFor="account-email">Email</label>
          <input
            id="account-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            ref={emailRef}
            data-autofocus=""
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        {mode !== 'reset' && (
          <div className="account-form__field">
            <label htmlFor="account-password">Password</label>
            <input
              id="account-password"
              name="password"
              type="password"
              autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
              required
              minLength={mode === 'sign-up' ? 6 : undefined}
              aria-describedby={mode === 'sign-up' ? 'account-password-hint' : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {mode === 'sign-up' && (
              <p id="account-password-hint" className="account-form__hint">
                At least 6 characters.
              </p>
            )}
          </div>
        )}
        {feedback?.kind === 'error' && (
          <p className="account-form__error" role="alert">
            {feedback.message}
          </p>
        )}
        {feedback?.kind === 'note' && (
          <p className="account-form__note" role="status">
            {feedback.message}
          </p>
        )}
        <button type="submit" className="button button--primary account-form__submit" disabled={busy}>
          {busy ? 'Please wait…' : SUBMIT_LABELS[mode]}
        </button>
      </form>
      <div className="account-form__switch">
        {mode === 'sign-in' && (
          <>
            <button type="button" className="account-link-button" onClick={() => switchMode('reset')}>
              Forgot your password?
            </button>
            <button type="button" className="account-link-button" onClick={() => switchMode('sign-up')}>
              No account yet? Create one
            </button>
          </>
        )}
        {mode !== 'sign-in' && (
          <button type="button" className="account-link-button" onClick={() => switchMode('sign-in')}>
            Back to sign in
          </button>
        )}
      </div>
    </AccountDialog>
  );
}
