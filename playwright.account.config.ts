import { defineConfig, devices } from '@playwright/test';
import { siteBasePath } from './lib/base-path';
import base from './playwright.config';

/**
 * The account journey (tests/e2e/account.spec.ts) runs against a second export built with
 * emulator settings (scripts/build-account-site.sh → out-account/), while the Firebase Auth
 * emulator runs (scripts/test-account-e2e.sh starts it with `firebase emulators:exec`).
 */
const PORT = Number(process.env.ACCOUNT_E2E_PORT || 3001);
const SITE_URL = `http://localhost:${PORT}${siteBasePath()}/`;

export default defineConfig({
  ...base,
  testMatch: /account\.spec\.ts/,
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results/e2e-account',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT || 'test-results/e2e-account.json' }]],
  use: { ...base.use, baseURL: SITE_URL },
  projects: [
    {
      name: 'account',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: base.use?.launchOptions,
      },
    },
  ],
  webServer: {
    command: `npx tsx scripts/serve-export.ts ${process.env.ACCOUNT_SITE_DIR || 'out-account'} ${PORT}`,
    url: SITE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
