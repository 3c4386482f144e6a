/**
 * The Firebase app, Auth and Firestore as lazy singletons. Nothing is initialised at import time
 * or at build time: the SDK modules are fetched with dynamic imports on the first call, so they
 * become separate chunks that only readers who sign in (or signed in before) ever download.
 * Only the lazily loaded account session imports this file.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { type AccountConfig, accountConfig, emulatorUrl, splitHostPort } from '@/lib/account/config';

let appPromise: Promise<FirebaseApp> | null = null;
let authPromise: Promise<Auth> | null = null;
let firestorePromise: Promise<Firestore> | null = null;

/**
 * Caches a promise but forgets it when it rejects, so a failed chunk download (flaky network) can
 * be retried instead of failing forever.
 */
function remember<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

/** The Firebase app, initialised on first use from the build's `NEXT_PUBLIC_FIREBASE_*` values. */
export function getFirebaseApp(config: AccountConfig = accountConfig): Promise<FirebaseApp> {
  appPromise ??= remember(
    (async () => {
      if (!config.firebase) throw new Error('Firebase is not configured: set the NEXT_PUBLIC_FIREBASE_* variables.');
      const { initializeApp } = await import('firebase/app');
      // With the same options, initializeApp hands back the existing default app (a hot reload in
      // development re-runs this module), so no registry lookup is needed.
      return initializeApp(config.firebase);
    })(),
    () => (appPromise = null),
  );
  return appPromise;
}

/** Firebase Auth, connected to the Auth emulator when one is configured. */
export function getFirebaseAuth(config: AccountConfig = accountConfig): Promise<Auth> {
  authPromise ??= remember(
    (async () => {
      const [app, { getAuth, connectAuthEmulator }] = await Promise.all([
        getFirebaseApp(config),
        import('firebase/auth'),
      ]);
      const auth = getAuth(app);
      if (config.authEmulatorHost) {
        // The warning banner would cover the page in end-to-end tests; the README says emulators
        // are for local use only.
        connectAuthEmulator(auth, emulatorUrl(config.authEmulatorHost), { disableWarnings: true });
      }
      return auth;
    })(),
    () => (authPromise = null),
  );
  return authPromise;
}

/** Cloud Firestore, connected to the Firestore emulator when one is configured. */
export function getFirebaseFirestore(config: AccountConfig = accountConfig): Promise<Firestore> {
  firestorePromise ??= remember(
    (async () => {
      const [app, { getFirestore, connectFirestoreEmulator }] = await Promise.all([
        getFirebaseApp(config),
        import('firebase/firestore'),
      ]);
      const db = getFirestore(app);
      if (config.firestoreEmulatorHost) {
        const { host, port } = splitHostPort(config.firestoreEmulatorHost);
        connectFirestoreEmulator(db, host, port);
      }
      return db;
    })(),
    () => (firestorePromise = null),
  );
  return firestorePromise;
}
