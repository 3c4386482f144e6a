/**
 * "Firebase is configured": the one definition, used by the account configuration (`config.ts`),
 * the security policy (`lib/security/csp.ts`) and next.config.ts, which turns it into the build
 * flag every page reads (`enabled.ts`). A module of its own so that pages, which import only that
 * flag, do not carry this code.
 */

/** The Firebase web settings without which the site has no account area (all must be non-blank). */
export const REQUIRED_FIREBASE_VARIABLES = [
  'NEXT_PUBLIC_FIREBASE_API_KEY',
  'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
  'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  'NEXT_PUBLIC_FIREBASE_APP_ID',
] as const;

/** True when every required Firebase value is set to something other than spaces. */
export function firebaseConfigured(env: Readonly<Record<string, string | undefined>>): boolean {
  return REQUIRED_FIREBASE_VARIABLES.every((name) => Boolean(env[name]?.trim()));
}
