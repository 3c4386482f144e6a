import { defineConfig, devices } from '@playwright/test';
import { siteBasePath } from './lib/base-path';
import { CHROME_FLAGS, CHROME_PATH } from './scripts/chromium';

/**
 * End-to-end tests run against the exported site in out/, served like GitHub Pages (under the
 * base path it was built with: scripts/serve-export.ts), in Debian's Chromium (browser downloads
 * are not possible on our machines). Tests write root-relative paths (`/docs/intro/`); the
 * fixtures in tests/e2e/fixtures.ts put the base path in front.
 */
const launchOptions = { executablePath: CHROME_PATH, args: CHROME_FLAGS };

const PORT = Number(process.env.E2E_PORT || 3000);
const SITE_URL = `http://localhost:${PORT}${siteBasePath()}/`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT || 'test-results/e2e-results.json' }]],
  use: {
    baseURL: SITE_URL,
    // A trace records every action of every test, and 'retain-on-failure' records them all only to
    // drop those of the tests that pass: it made the e2e stage about a fifth slower. In CI, where a
    // failed test runs again, the retry records one; locally, with no retry, a failure keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
    // The service worker runs in the tests of offline reading, which allow it (offline.spec.ts and
    // the offline parts of ai-ready and search). Elsewhere it is blocked: it never controls the page
    // that installs it, so a test of one page only paid for its install and caching in the
    // background, about an eighth of those tests' time on the 2-core machines.
    serviceWorkers: 'block',
  },
  // Every test runs at desktop width. The phone project runs the tests where the width, touch or
  // the phone's layout changes what is tested, tagged in their titles: `@phone` (both projects) or
  // `@phone-only` (the drawer, the 320 px sweep). Running every test twice cost about half of the
  // suite's time and tested the same code paths again.
  projects: [
    {
      name: 'desktop',
      testIgnore: /account\.spec\.ts/,
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: /account\.spec\.ts/,
      grep: /@phone/,
      use: { ...devices['Pixel 7'], launchOptions },
    },
  ],
  webServer: {
    command: `npx tsx scripts/serve-export.ts ${process.env.E2E_SITE_DIR || 'out'} ${PORT}`,
    url: SITE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
