/**
 * Whether this build has accounts: the four required Firebase values are all set. Kept apart from
 * `config.ts` so every page can ask the question without carrying the whole configuration parser.
 * Next inlines each `process.env.NEXT_PUBLIC_…` below, so in a build without accounts the
 * expression folds to the constant `false` and the account code behind it drops out of the bundle
 * (which is why it is written out long-hand, with no helper function). `config.test.ts` checks
 * that it agrees with `readAccountConfig`.
 */
export const accountsEnabled: boolean = Boolean(
  process.env.NEXT_PUBLIC_FIREBASE_API_KEY &&
  process.env.NEXT_PUBLIC_FIREBASE_API_KEY.trim() &&
  process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN &&
  process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN.trim() &&
  process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID &&
  process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID.trim() &&
  process.env.NEXT_PUBLIC_FIREBASE_APP_ID &&
  process.env.NEXT_PUBLIC_FIREBASE_APP_ID.trim(),
);
