import fs from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { firebaseConfigured } from './lib/account/firebase-configured';
import { siteBasePath } from './lib/base-path';
import { CompileHintPlugin, type WebpackCompiler } from './lib/build/compile-hint-plugin';

/**
 * Names of the search files and module, and the chunks' stamp, from the manifest the prebuild
 * writes (scripts/build-search-index.ts). They reach the browser bundle as inlined
 * `NEXT_PUBLIC_SEARCH_*` variables. Without a manifest, or if it names files that are not in
 * public/search, nothing is set and the search box renders as unavailable.
 */
function searchFileEnv(): Record<string, string> {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'lib/search/generated-manifest.json'), 'utf8'),
    ) as Record<string, unknown>;
    const { docFile, indexFile, engineFile, stamp, bootstrap } = manifest;
    const files = [docFile, indexFile, engineFile];
    if (
      typeof stamp === 'string' &&
      typeof bootstrap === 'string' &&
      files.every((file) => typeof file === 'string' && fs.existsSync(path.join(process.cwd(), 'public/search', file)))
    ) {
      return {
        NEXT_PUBLIC_SEARCH_DOC_FILE: docFile as string,
        NEXT_PUBLIC_SEARCH_INDEX_FILE: indexFile as string,
        NEXT_PUBLIC_SEARCH_ENGINE_FILE: engineFile as string,
        NEXT_PUBLIC_SEARCH_STAMP: stamp,
        // Read by the root layout only (a server component): the inline script of every page.
        SFX_SEARCH_BOOTSTRAP: bootstrap,
      };
    }
  } catch {
    // No manifest yet (the prebuild has not run): search stays unavailable.
  }
  return {};
}

/**
 * The account and chat variables (listed in `.env.example`), each defaulting to an empty string,
 * and `SFX_ACCOUNTS_ENABLED`, whether they configure Firebase (lib/account/firebase-configured.ts; pages read it through lib/account/enabled.ts). Next inlines
 * only variables that are set; an unset one would stay a `process.env` lookup in the browser
 * bundle, so `accountsEnabled` could not fold to `false` and the account code could not drop out of
 * a build without accounts.
 */
const ACCOUNT_ENV_NAMES = [
  'NEXT_PUBLIC_FIREBASE_API_KEY',
  'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
  'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  'NEXT_PUBLIC_FIREBASE_APP_ID',
  'NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET',
  'NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID',
  'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST',
  'NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST',
  'NEXT_PUBLIC_TAWK_PROPERTY_ID',
  'NEXT_PUBLIC_TAWK_WIDGET_ID',
] as const;

function accountEnv(): Record<string, string> {
  return {
    ...Object.fromEntries(ACCOUNT_ENV_NAMES.map((name) => [name, process.env[name] ?? ''])),
    SFX_ACCOUNTS_ENABLED: String(firebaseConfigured(process.env)),
  };
}

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  // A project page on GitHub Pages (e.g. `/documentation`); none for a root domain.
  basePath: siteBasePath() || undefined,
  reactStrictMode: true,
  poweredByHeader: false,
  env: { ...accountEnv(), ...searchFileEnv() },
  // Types are checked once by `npm run check` (tsc --noEmit) in the test command; checking them
  // again inside every build only makes the build slower.
  typescript: { ignoreBuildErrors: true },
  // `next build --webpack`: the production client bundle starts each chunk a page loads at startup
  // with V8's compile hint (lib/build/compile-hint-plugin.ts says why).
  webpack(config: { plugins: { apply(compiler: WebpackCompiler): void }[] }, { isServer, dev }) {
    if (!isServer && !dev) config.plugins.push(new CompileHintPlugin());
    return config;
  },
};

/**
 * `next dev` runs Turbopack, which has nothing to configure: the empty `turbopack` object tells
 * Next that the webpack hook above is not meant for it. It is set for the dev server only, so a
 * plain `next build` (Turbopack, no compile hint) still stops with Next's own error ("This build
 * is using Turbopack, with a `webpack` config and no `turbopack` config") instead of quietly
 * shipping a slower site.
 */
export default function config(phase: string): NextConfig {
  return phase === PHASE_DEVELOPMENT_SERVER ? { ...nextConfig, turbopack: {} } : nextConfig;
}
