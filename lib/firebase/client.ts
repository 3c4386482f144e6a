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
import { loadOnce } from '@/lib/load-once';

/** The loaders of one configuration: each runs once, and again after a failure (a flaky network). */
export interface FirebaseClient {
  app: () => Promise<FirebaseApp>;
  auth: () => Promise<Auth>;
  firestore: () => Promise<Firestore>;
}

/** Lazy Firebase singletons for a configuration (the site uses this build's; tests pass their own). */
export function createFirebaseClient(config: AccountConfig): FirebaseClient {
  const app = loadOnce(async () => {
    if (!config.firebase) throw new Error('Firebase is not configured: set the NEXT_PUBLIC_FIREBASE_* variables.');
    const { initializeApp } = await import('firebase/app');
    // With the same options, initializeApp hands back the existing default app (a hot reload in
    // development re-runs this module), so no registry lookup is needed.
    return initializeApp(config.firebase);
  });

  const auth = loadOnce(async () => {
    const [firebaseApp, { getAuth, connectAuthEmulator }] = await Promise.all([app(), import('firebase/auth')]);
    const instance = getAuth(firebaseApp);
    if (config.authEmulatorHost) {
      // The warning banner would cover the page in end-to-end tests; the README says emulators
      // are for local use only.
      connectAuthEmulator(instance, emulatorUrl(config.authEmulatorHost), { disableWarnings: true });
    }
    return instance;
  });

  const firestore = loadOnce(async () => {
    const [firebaseApp, { getFirestore, connectFirestoreEmulator }] = await Promise.all([
      app(),
      import('firebase/firestore'),
    ]);
    const db = getFirestore(firebaseApp);
    if (config.firestoreEmulatorHost) {
      const { host, port } = splitHostPort(config.firestoreEmulatorHost);
      connectFirestoreEmulator(db, host, port);
    }
    return db;
  });

  return { app, auth, firestore };
}

const client = createFirebaseClient(accountConfig);

/** Firebase Auth, connected to the Auth emulator when one is configured. */
export const getFirebaseAuth = client.auth;

/** Cloud Firestore, connected to the Firestore emulator when one is configured. */
export const getFirebaseFirestore = client.firestore;
