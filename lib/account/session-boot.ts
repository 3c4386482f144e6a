/**
 * The few lines of account logic every page carries: whether this browser signed in before, and
 * how to fetch the real session module later. Firebase itself is only reached through
 * {@link loadAccountSession}, a dynamic import, so it never lands in a page's first-load JS.
 */

/**
 * Set while a reader is signed in on this browser. Firebase keeps the session in IndexedDB, but
 * only Firebase can read it; this flag tells us, without downloading Firebase, whether there is
 * any session worth restoring. Readers who never signed in never download Firebase.
 */
export const SIGNED_IN_HINT_KEY = 'sfx-account:signed-in';

/** Whether a reader signed in on this browser and has not signed out since. */
export function hasSignInHint(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    // Storage blocked: behave as for a reader who never signed in; the Sign in button still works.
    return false;
  }
}

/** Records that a reader is signed in on this browser. */
export function setSignInHint(): void {
  try {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
  } catch {
    // Without storage the session is simply not restored in the background on the next visit.
  }
}

/** Forgets the hint (sign-out, or a stored session that turned out to be gone). */
export function clearSignInHint(): void {
  try {
    window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

/** Loads the account session module (and with it, on first call, Firebase). */
export const loadAccountSession = () => import('./session');
