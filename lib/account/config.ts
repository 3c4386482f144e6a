/**
 * Account configuration, read from `NEXT_PUBLIC_*` variables at build time. Next inlines each
 * `process.env.NEXT_PUBLIC_…` reference into the client bundle, so they are written out one by one
 * below (a computed `process.env[name]` would not be inlined and would read as empty in the
 * browser). Nothing here loads Firebase: this module is small enough for every page.
 */
import { firebaseConfigured } from './firebase-configured';

/** The Firebase web app settings (public identifiers, not secrets). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  /** Optional: only needed by Cloud Storage, which the site does not use yet. */
  storageBucket?: string;
  /** Optional: only needed by Cloud Messaging. */
  messagingSenderId?: string;
}

/** Everything the account area needs to know, resolved from the environment. */
export interface AccountConfig {
  /** Null when any required value is missing: the site then has no account area at all. */
  firebase: FirebaseWebConfig | null;
  /** `host:port` of the Auth emulator, or null to talk to the real service. */
  authEmulatorHost: string | null;
  /** `host:port` of the Firestore emulator, or null to talk to the real service. */
  firestoreEmulatorHost: string | null;
  /** Tawk.to ids; either may be empty, in which case the chat widget is not loaded. */
  tawk: { propertyId: string; widgetId: string };
}

/** The variable names, as listed in `.env.example`. */
export interface AccountEnv {
  NEXT_PUBLIC_FIREBASE_API_KEY?: string;
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  NEXT_PUBLIC_FIREBASE_PROJECT_ID?: string;
  NEXT_PUBLIC_FIREBASE_APP_ID?: string;
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET?: string;
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID?: string;
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?: string;
  NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST?: string;
  NEXT_PUBLIC_TAWK_PROPERTY_ID?: string;
  NEXT_PUBLIC_TAWK_WIDGET_ID?: string;
}

const clean = (value: string | undefined): string => (value ?? '').trim();

/** Resolves the account configuration from a set of variables. Pure, so it is unit-tested. */
export function readAccountConfig(env: AccountEnv): AccountConfig {
  const apiKey = clean(env.NEXT_PUBLIC_FIREBASE_API_KEY);
  const authDomain = clean(env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN);
  const projectId = clean(env.NEXT_PUBLIC_FIREBASE_PROJECT_ID);
  const appId = clean(env.NEXT_PUBLIC_FIREBASE_APP_ID);
  const storageBucket = clean(env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET);
  const messagingSenderId = clean(env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID);
  return {
    firebase: firebaseConfigured({ ...env })
      ? {
          apiKey,
          authDomain,
          projectId,
          appId,
          ...(storageBucket && { storageBucket }),
          ...(messagingSenderId && { messagingSenderId }),
        }
      : null,
    authEmulatorHost: clean(env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST) || null,
    firestoreEmulatorHost: clean(env.NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST) || null,
    tawk: { propertyId: clean(env.NEXT_PUBLIC_TAWK_PROPERTY_ID), widgetId: clean(env.NEXT_PUBLIC_TAWK_WIDGET_ID) },
  };
}

/** This build's account configuration. */
export const accountConfig: AccountConfig = readAccountConfig({
  NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
  NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST,
  NEXT_PUBLIC_TAWK_PROPERTY_ID: process.env.NEXT_PUBLIC_TAWK_PROPERTY_ID,
  NEXT_PUBLIC_TAWK_WIDGET_ID: process.env.NEXT_PUBLIC_TAWK_WIDGET_ID,
});

/** Whether this build has accounts at all (see `enabled.ts`, which every page imports instead). */
export { accountsEnabled } from './enabled';

/**
 * Turns `host:port` (or a full URL) into the URL `connectAuthEmulator` wants. Plain HTTP is right:
 * the emulator only ever runs on the developer's own machine.
 */
export function emulatorUrl(host: string): string {
  return /^https?:\/\//.test(host) ? host : `http://${host}`;
}

/** Splits `host:port` for `connectFirestoreEmulator`, which takes them separately. */
export function splitHostPort(hostPort: string): { host: string; port: number } {
  const withoutScheme = hostPort.replace(/^https?:\/\//, '');
  const index = withoutScheme.lastIndexOf(':');
  const port = Number(withoutScheme.slice(index + 1));
  if (index <= 0 || !Number.isInteger(port) || port <= 0) {
    throw new Error(`Emulator host "${hostPort}" must look like host:port, e.g. 127.0.0.1:8080.`);
  }
  return { host: withoutScheme.slice(0, index), port };
}
