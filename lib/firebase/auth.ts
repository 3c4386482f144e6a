/**
 * Thin wrappers over Firebase Auth. Each takes the `Auth` instance, so the same functions run in
 * the browser (through the lazy client) and in the emulator integration tests (with their own
 * app). Loaded only with the account session, never on first load.
 */
import {
  type Auth,
  createUserWithEmailAndPassword,
  GithubAuthProvider,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import type { AccountIdentity } from '@/lib/stores/user-store';

/** The identity providers offered in the sign-in dialog besides email and password. */
export type PopupProvider = 'github' | 'google';

/** Signs in with GitHub or Google in a popup window. */
export async function signInWithProvider(auth: Auth, provider: PopupProvider): Promise<User> {
  const authProvider = provider === 'github' ? new GithubAuthProvider() : new GoogleAuthProvider();
  if (provider === 'google') authProvider.setCustomParameters({ prompt: 'select_account' });
  const credential = await signInWithPopup(auth, authProvider);
  return credential.user;
}

/** Creates an account with email and password; the optional name becomes the display name. */
export async function signUpWithEmail(auth: Auth, email: string, password: string, name?: string): Promise<User> {
  const credential = await createUserWithEmailAndPassword(auth, email.trim(), password);
  const displayName = name?.trim();
  if (displayName) await updateProfile(credential.user, { displayName });
  return credential.user;
}

/** Signs in with email and password. */
export async function signInWithEmail(auth: Auth, email: string, password: string): Promise<User> {
  const credential = await signInWithEmailAndPassword(auth, email.trim(), password);
  return credential.user;
}

/**
 * Sends a password reset link. An address without an account resolves just the same (without
 * sending anything), so the form cannot be used to find out who has an account.
 */
export async function sendPasswordReset(auth: Auth, email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email.trim());
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
  }
}

/** Signs the reader out. */
export function signOutReader(auth: Auth): Promise<void> {
  return signOut(auth);
}

/** Calls back with the signed-in user (or null) now and on every change; returns the unsubscribe. */
export function watchAuthState(auth: Auth, callback: (user: User | null) => void, onError?: (error: Error) => void) {
  return onAuthStateChanged(auth, callback, onError);
}

/** The plain identity the user store holds (no SDK object leaves this module). */
export function toIdentity(user: User): AccountIdentity {
  return { id: user.uid, email: user.email, name: user.displayName, photoURL: user.photoURL };
}
