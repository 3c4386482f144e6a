/**
 * Whether a build has accounts: the one definition of "Firebase is configured", used by the account
 * configuration (`config.ts`), the security policy (`lib/security/csp.ts`) and, through the build
 * flag below, by every page. Kept apart from `config.ts` so every page can ask the question without
 * carrying the whole configuration parser.
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

/**
 * Whether this build has accounts. next.config.ts computes it once with `firebaseConfigured` and
 * sets `SFX_ACCOUNTS_ENABLED`, which Next inlines: in a build without accounts the comparison folds
 * to the constant `false` and the account code behind it drops out of the bundle.
 */
export const accountsEnabled: boolean = process.env.SFX_ACCOUNTS_ENABLED === 'true';
