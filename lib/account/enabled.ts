/**
 * Whether this build has accounts, for every page. next.config.ts computes it once with
 * `firebaseConfigured` (firebase-configured.ts, the one definition of "Firebase is configured") and
 * sets `SFX_ACCOUNTS_ENABLED`, which Next inlines: in a build without accounts the comparison folds
 * to the constant `false` and the account code behind it drops out of the bundle.
 */
export const accountsEnabled: boolean = process.env.SFX_ACCOUNTS_ENABLED === 'true';
