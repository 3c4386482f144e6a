/**
 * The account session: the only place that connects identity, progress and the user store. It is
 * loaded with a dynamic import (see `session-boot.ts`) when a reader opens the sign-in dialog or
 * when a reader who signed in before comes back, and it loads Firebase in turn. Components call
 * these functions and never the SDK.
 */
import type { User } from 'firebase/auth';
import { getFirebaseAuth, getFirebaseFirestore } from '@/lib/firebase/client';
import {
  type PopupProvider,
  sendPasswordReset,
  signInWithEmail,
  signInWithProvider,
  signOutReader,
  signUpWithEmail,
  toIdentity,
  watchAuthState,
} from '@/lib/firebase/auth';
import { loadOnce } from '@/lib/load-once';
import { applyUserRecord, setSignedInUser, setSignedOut, updateIdentity } from '@/lib/stores/user-store';
import { describeAccountError, shouldSignOut } from './errors';
import type { ProgressStore } from './progress-types';
import { clearSignInHint, setSignInHint } from './session-boot';

let storePromise: Promise<ProgressStore> | null = null;
// The store once the reader's record is known to exist: what a quiz answer waits for. Right after
// sign-up the record is still being created, and an answer saved before it is refused as "record
// not found" (seen in the account e2e on a loaded machine).
let recordReady: Promise<ProgressStore> | null = null;
let stopRecord: (() => void) | null = null;
// Auth state can change again before the previous change finished its async work; each change
// takes a number, and work for an older one stops when it notices.
let generation = 0;

/** The reader's progress in Cloud Firestore. */
async function createProgressStore(uid: string): Promise<ProgressStore> {
  // Imported here so the Firestore SDK is only downloaded once a reader is signed in.
  const [{ createFirestoreProgressStore }, db] = await Promise.all([
    import('@/lib/firebase/progress'),
    getFirebaseFirestore(),
  ]);
  return createFirestoreProgressStore(db, uid);
}

async function onAuthUser(user: User | null): Promise<void> {
  const run = ++generation;
  stopRecord?.();
  stopRecord = null;
  storePromise = null;
  recordReady = null;
  if (!user) {
    clearSignInHint();
    setSignedOut();
    return;
  }
  setSignInHint();
  setSignedInUser(toIdentity(user));
  storePromise = createProgressStore(user.uid);
  recordReady = storePromise.then(async (store) => {
    await store.ensureRecord({ email: user.email, name: user.displayName });
    return store;
  });
  try {
    const store = await recordReady;
    if (run !== generation) return;
    stopRecord = store.subscribe(
      (record) => record && applyUserRecord(record),
      (error) => void reportAccountError(error),
    );
  } catch (error) {
    // An older change failing late says nothing about the reader now signed in (or out): its
    // error must not sign them out.
    if (run !== generation) return;
    await reportAccountError(error);
  }
}

/**
 * Starts watching the auth state (once): the user store then follows sign-ins and sign-outs, in
 * this tab and others. Resolves when the first state is known.
 */
export const startAccountSession: () => Promise<void> = loadOnce(async () => {
  // A failed start (a network hiccup while the Auth SDK downloads) is forgotten by loadOnce, so a
  // later attempt (another click on Sign in) tries again.
  const auth = await getFirebaseAuth();
  await new Promise<void>((resolve) => {
    watchAuthState(
      auth,
      (user) => {
        void onAuthUser(user);
        resolve();
      },
      (error) => {
        void reportAccountError(error);
        resolve();
      },
    );
  });
});

/**
 * Logs an account error, signs the reader out when the error says their session is no longer
 * valid (disabled account, expired token), and returns the sentence to show.
 */
export async function reportAccountError(error: unknown): Promise<string> {
  const message = describeAccountError(error);
  console.warn(`Accounts: ${message}`, error);
  if (shouldSignOut(error)) {
    try {
      await signOut();
    } catch {
      // Signing out locally cannot really fail; if it does, the next page load retries.
    }
  }
  return message;
}

/** Runs an identity operation, applying the sign-out rule to its errors before rethrowing them. */
async function withAuth<T>(operation: (auth: Awaited<ReturnType<typeof getFirebaseAuth>>) => Promise<T>): Promise<T> {
  await startAccountSession();
  const auth = await getFirebaseAuth();
  try {
    return await operation(auth);
  } catch (error) {
    if (shouldSignOut(error)) await reportAccountError(error);
    throw error;
  }
}

/** Signs in with GitHub or Google in a popup. */
export function signInWithPopupProvider(provider: PopupProvider): Promise<void> {
  return withAuth(async (auth) => {
    await signInWithProvider(auth, provider);
  });
}

/** Signs in with email and password. */
export function signInWithPassword(email: string, password: string): Promise<void> {
  return withAuth(async (auth) => {
    await signInWithEmail(auth, email, password);
  });
}

/** Creates an account with email and password, then records the chosen name. */
export function signUpWithPassword(email: string, password: string, name?: string): Promise<void> {
  return withAuth(async (auth) => {
    const user = await signUpWithEmail(auth, email, password, name);
    if (user.displayName) {
      // The auth state fired before the name was set: show it now and store it in the record.
      updateIdentity({ name: user.displayName });
      const store = await storePromise;
      await store?.ensureRecord({ email: user.email, name: user.displayName });
    }
  });
}

/** Sends a password reset link. */
export function resetPassword(email: string): Promise<void> {
  return withAuth((auth) => sendPasswordReset(auth, email));
}

/** Signs the reader out; the auth listener then clears the user store and the hint. */
export async function signOut(): Promise<void> {
  clearSignInHint();
  const auth = await getFirebaseAuth();
  await signOutReader(auth);
}

/**
 * The signed-in reader's progress store, once their record exists; rejects when nobody is signed
 * in, or when the record could not be created.
 */
export async function requireProgressStore(): Promise<ProgressStore> {
  if (!recordReady) throw new Error('Sign in to save your progress.');
  return recordReady;
}
