/**
 * Turns identity and progress errors into sentences a reader understands. Pure: it only looks at
 * the `code` string the Firebase SDK (or our own progress stores) put on the error.
 */

/** Sentences per error code. Several SDK codes mean the same thing to a reader. */
const MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': 'An account already uses this email address. Sign in instead, or reset your password.',
  'auth/wrong-password': 'The email address or password is not right. Check them and try again.',
  // Newer SDKs report a wrong password (and an unknown address, when email enumeration
  // protection is on) as invalid-credential, so it gets the same sentence.
  'auth/invalid-credential': 'The email address or password is not right. Check them and try again.',
  'auth/invalid-login-credentials': 'The email address or password is not right. Check them and try again.',
  'auth/user-not-found': 'No account uses this email address. Check it, or create an account.',
  'auth/too-many-requests': 'Too many attempts in a short time. Wait a few minutes, then try again.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link is not valid: it may have been used already. Ask for a new one.',
  'auth/user-disabled': 'This account has been disabled. Contact us if you think this is a mistake.',
  'auth/user-token-expired': 'Your session has expired. Please sign in again.',
  'auth/network-request-failed': 'The sign-in service could not be reached. Check your connection and try again.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before signing in finished.',
  'auth/cancelled-popup-request': 'The sign-in window was closed before signing in finished.',
  'auth/unauthorized-domain': 'Signing in is not enabled on this web address. Use the official site, or contact us.',
  'auth/unauthorized-continue-uri':
    'Signing in is not enabled on this web address. Use the official site, or contact us.',
  'auth/account-exists-with-different-credential':
    'An account already uses this email address with another sign-in method. Sign in with that method instead.',
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/missing-email': 'Enter your email address.',
  'auth/missing-password': 'Enter your password.',
  'auth/weak-password': 'Choose a longer password: at least 6 characters.',
  'auth/operation-not-allowed': 'This way of signing in is not enabled. Choose another one.',
  'progress/user-not-found': 'Your progress record could not be found. Sign out and sign in again.',
  'permission-denied': 'Your progress could not be saved: you are not allowed to change it. Sign in again.',
  unavailable: 'The progress service could not be reached. Check your connection and try again.',
};

/**
 * GitHub and Google sign-in load a script from Google (apis.google.com) before the popup opens.
 * When it cannot load (offline, a privacy blocker, a company proxy), the SDK fails with
 * auth/internal-error carrying the script's error event, or with auth/network-request-failed
 * when the script's loader times out.
 */
export const PROVIDER_SCRIPT_MESSAGE =
  'GitHub and Google sign-in need a script from Google that could not be loaded: you may be offline, or a ' +
  'privacy blocker or network proxy may block it. Sign in with your email and password instead, or try again later.';

/** Whether the error is Google's sign-in script failing to load (see {@link PROVIDER_SCRIPT_MESSAGE}). */
export function isProviderScriptFailure(error: unknown): boolean {
  if (errorCode(error) !== 'auth/internal-error') return false;
  const data = (error as { customData?: unknown }).customData;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'error';
}

/** Shown for any code not listed above. */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Codes after which the reader must be signed out: their session can no longer be trusted. */
const SIGN_OUT_CODES = new Set(['auth/user-disabled', 'auth/user-token-expired']);

/** The `code` of an SDK error, or null for anything else. */
export function errorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code ? code : null;
}

/** A clear sentence for an error from signing in or from saving progress. */
export function describeAccountError(error: unknown): string {
  if (isProviderScriptFailure(error)) return PROVIDER_SCRIPT_MESSAGE;
  const code = errorCode(error);
  return (code && MESSAGES[code]) || DEFAULT_ERROR_MESSAGE;
}

/** Whether an error means the reader has to be signed out. */
export function shouldSignOut(error: unknown): boolean {
  const code = errorCode(error);
  return code !== null && SIGN_OUT_CODES.has(code);
}

/** Whether the error is the reader closing the sign-in window: worth a note, not an alarm. */
export function isCancelledPopup(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}
