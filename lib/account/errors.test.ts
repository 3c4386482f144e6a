import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ERROR_MESSAGE,
  describeAccountError,
  errorCode,
  isCancelledPopup,
  PROVIDER_SCRIPT_MESSAGE,
  shouldSignOut,
} from './errors';
import { UserNotFoundError } from './progress-types';

/** An error shaped like the SDK's FirebaseError. */
const sdkError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' });

describe('describeAccountError', () => {
  it('says what happened, and what to do, when Google’s sign-in script cannot load', () => {
    // What signInWithPopup rejects with when https://apis.google.com/js/api.js fails to load: the
    // script element's error event as customData.
    const blocked = Object.assign(sdkError('auth/internal-error'), { customData: { type: 'error' } });
    expect(describeAccountError(blocked)).toBe(PROVIDER_SCRIPT_MESSAGE);
    expect(PROVIDER_SCRIPT_MESSAGE).toMatch(/could not be loaded/);
    expect(PROVIDER_SCRIPT_MESSAGE).toMatch(/email and password instead/);
    // Any other internal error keeps the general sentence.
    expect(describeAccountError(sdkError('auth/internal-error'))).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it.each([
    ['auth/email-already-in-use', /already uses this email/],
    ['auth/wrong-password', /email address or password is not right/],
    ['auth/invalid-credential', /email address or password is not right/],
    ['auth/invalid-login-credentials', /email address or password is not right/],
    ['auth/user-not-found', /No account uses this email/],
    ['auth/too-many-requests', /Too many attempts/],
    ['auth/expired-action-code', /expired/],
    ['auth/invalid-action-code', /not valid/],
    ['auth/user-disabled', /disabled/],
    ['auth/network-request-failed', /could not be reached/],
    ['auth/popup-blocked', /blocked the sign-in window/],
    ['auth/popup-closed-by-user', /closed before/],
    ['auth/unauthorized-domain', /not enabled on this web address/],
    ['auth/user-token-expired', /sign in again/],
  ])('maps %s to a sentence', (code, expected) => {
    const message = describeAccountError(sdkError(code));
    expect(message).toMatch(expected);
    expect(message).toMatch(/\.$/);
    expect(message).not.toContain('auth/');
  });

  it('falls back to a sensible default for unknown codes and non-errors', () => {
    expect(describeAccountError(sdkError('auth/something-new'))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(describeAccountError(new Error('boom'))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(describeAccountError('a string')).toBe(DEFAULT_ERROR_MESSAGE);
    expect(describeAccountError(undefined)).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('explains a missing progress record', () => {
    expect(describeAccountError(new UserNotFoundError())).toMatch(/record could not be found/);
  });
});

describe('errorCode', () => {
  it('reads the code of SDK-shaped errors only', () => {
    expect(errorCode(sdkError('auth/user-disabled'))).toBe('auth/user-disabled');
    expect(errorCode({ code: 42 })).toBeNull();
    expect(errorCode(null)).toBeNull();
  });
});

describe('shouldSignOut', () => {
  it('signs the reader out for a disabled account or an expired token', () => {
    expect(shouldSignOut(sdkError('auth/user-disabled'))).toBe(true);
    expect(shouldSignOut(sdkError('auth/user-token-expired'))).toBe(true);
  });

  it('keeps the reader signed in for anything else', () => {
    expect(shouldSignOut(sdkError('auth/wrong-password'))).toBe(false);
    expect(shouldSignOut(sdkError('auth/network-request-failed'))).toBe(false);
    expect(shouldSignOut(new Error('x'))).toBe(false);
  });
});

describe('isCancelledPopup', () => {
  it('recognises a closed or superseded popup', () => {
    expect(isCancelledPopup(sdkError('auth/popup-closed-by-user'))).toBe(true);
    expect(isCancelledPopup(sdkError('auth/cancelled-popup-request'))).toBe(true);
    expect(isCancelledPopup(sdkError('auth/popup-blocked'))).toBe(false);
  });
});
