/**
 * Identity against the real Firebase Auth emulator: sign up, sign in, wrong password, sign out,
 * the auth state listener, and the error sentences for the codes the emulator really returns.
 * Run by scripts/test-firebase.sh (which starts the emulator).
 */
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth, type User } from 'firebase/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readAccountConfig } from '@/lib/account/config';
import { describeAccountError, errorCode, shouldSignOut } from '@/lib/account/errors';
import {
  sendPasswordReset,
  signInWithEmail,
  signOutReader,
  signUpWithEmail,
  toIdentity,
  watchAuthState,
} from '@/lib/firebase/auth';
import { createFirebaseClient } from '@/lib/firebase/client';
import { DEMO_PROJECT_ID, isListening, parseHost } from './emulator-hosts';

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const available = await isListening(parseHost(emulatorHost));
if (!available) {
  console.log(
    'SKIPPED: Auth emulator not available (FIREBASE_AUTH_EMULATOR_HOST unset or not answering); run scripts/test-firebase.sh.',
  );
}

const PASSWORD = 'correct-horse-battery';

/** Deletes every account in the emulator, so each test starts from nothing. */
async function clearAccounts(): Promise<void> {
  const response = await fetch(`http://${emulatorHost}/emulator/v1/projects/${DEMO_PROJECT_ID}/accounts`, {
    method: 'DELETE',
  });
  if (!response.ok) throw new Error(`Could not clear the Auth emulator: HTTP ${response.status}`);
}

/** Disables an account through the emulator's admin API (as an administrator would). */
async function disableAccount(uid: string): Promise<void> {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, disableUser: true }),
    },
  );
  if (!response.ok) throw new Error(`Could not disable the account: HTTP ${response.status} ${await response.text()}`);
}

/** The rejection of a promise that must fail. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the operation to fail.');
}

describe.skipIf(!available)('Auth emulator', () => {
  let app: FirebaseApp;
  let auth: Auth;

  beforeAll(() => {
    app = initializeApp(
      { apiKey: 'demo-key', projectId: DEMO_PROJECT_ID, authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com` },
      'auth-emulator-test',
    );
    auth = getAuth(app);
    connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  });

  beforeEach(async () => {
    await signOutReader(auth);
    await clearAccounts();
  });

  afterAll(async () => {
    if (app) await deleteApp(app);
  });

  it('signs up with email and password, recording the chosen name', async () => {
    const user = await signUpWithEmail(auth, ' ada@example.com ', PASSWORD, 'Ada Lovelace');
    expect(user.email).toBe('ada@example.com');
    expect(auth.currentUser?.uid).toBe(user.uid);
    expect(toIdentity(user)).toEqual({ id: user.uid, email: 'ada@example.com', name: 'Ada Lovelace', photoURL: null });
  });

  it('refuses a second account for the same address, with a clear sentence', async () => {
    await signUpWithEmail(auth, 'ada@example.com', PASSWORD);
    await signOutReader(auth);
    const error = await rejection(signUpWithEmail(auth, 'ada@example.com', PASSWORD));
    expect(errorCode(error)).toBe('auth/email-already-in-use');
    expect(describeAccountError(error)).toMatch(/already uses this email address/);
  });

  it('signs out and signs back in as the same user', async () => {
    const created = await signUpWithEmail(auth, 'grace@example.com', PASSWORD);
    await signOutReader(auth);
    expect(auth.currentUser).toBeNull();
    const user = await signInWithEmail(auth, 'grace@example.com', PASSWORD);
    expect(user.uid).toBe(created.uid);
  });

  it('rejects a wrong password with a clear sentence', async () => {
    await signUpWithEmail(auth, 'alan@example.com', PASSWORD);
    await signOutReader(auth);
    const error = await rejection(signInWithEmail(auth, 'alan@example.com', 'not-the-password'));
    expect(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']).toContain(
      errorCode(error),
    );
    expect(describeAccountError(error)).toBe('The email address or password is not right. Check them and try again.');
    expect(auth.currentUser).toBeNull();
  });

  it('rejects an unknown address with a clear sentence', async () => {
    const error = await rejection(signInWithEmail(auth, 'nobody@example.com', PASSWORD));
    expect(['auth/user-not-found', 'auth/invalid-credential']).toContain(errorCode(error));
    expect(describeAccountError(error)).not.toBe('Something went wrong. Please try again.');
  });

  it('reports a disabled account as one that must be signed out', async () => {
    const user = await signUpWithEmail(auth, 'disabled@example.com', PASSWORD);
    await signOutReader(auth);
    await disableAccount(user.uid);
    const error = await rejection(signInWithEmail(auth, 'disabled@example.com', PASSWORD));
    expect(errorCode(error)).toBe('auth/user-disabled');
    expect(shouldSignOut(error)).toBe(true);
    expect(describeAccountError(error)).toMatch(/disabled/);
  });

  it('sends a password reset email', async () => {
    await signUpWithEmail(auth, 'reset@example.com', PASSWORD);
    await signOutReader(auth);
    await expect(sendPasswordReset(auth, 'reset@example.com')).resolves.toBeUndefined();
  });

  it('answers a reset for an address without an account exactly as for one with an account', async () => {
    // The emulator reports EMAIL_NOT_FOUND; the reader must not learn that from the form.
    await expect(sendPasswordReset(auth, 'nobody-here@example.com')).resolves.toBeUndefined();
  });

  it('reports sign-in and sign-out to the auth state listener', async () => {
    const states: (string | null)[] = [];
    let resolveFirst!: () => void;
    const first = new Promise<void>((resolve) => (resolveFirst = resolve));
    const stop = watchAuthState(auth, (user: User | null) => {
      states.push(user ? user.email : null);
      resolveFirst();
    });
    await first;
    await signUpWithEmail(auth, 'watch@example.com', PASSWORD);
    await signOutReader(auth);
    await signInWithEmail(auth, 'watch@example.com', PASSWORD);
    await expect.poll(() => states).toEqual([null, 'watch@example.com', null, 'watch@example.com']);
    stop();
  });

  it('gives the site’s lazy Auth loader, configured like a build, a working emulator connection', async () => {
    const config = readAccountConfig({
      NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-key',
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${DEMO_PROJECT_ID}.firebaseapp.com`,
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
      NEXT_PUBLIC_FIREBASE_APP_ID: 'demo-app',
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    });
    const client = createFirebaseClient(config);
    const siteAuth = await client.auth();
    expect(await client.auth()).toBe(siteAuth);
    const user = await signUpWithEmail(siteAuth, 'singleton@example.com', PASSWORD);
    expect(user.email).toBe('singleton@example.com');
    await signOutReader(siteAuth);
    expect(siteAuth.currentUser).toBeNull();
  });
});
