import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './scripts/chromium';

/**
 * The editors' preview: `next dev` over a copy of the content (scripts/test-dev-e2e.sh makes it
 * and sets SFX_CONTENT_DIR), so the tests can edit files without touching content/.
 */
const PORT = Number(process.env.DEV_E2E_PORT || 3002);
const launchOptions = { executablePath: CHROME_PATH, args: CHROME_FLAGS };

export default defineConfig({
  testDir: './tests/dev',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The first request of each route compiles it.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results/dev-e2e',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT || 'test-results/dev-e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
  },
  webServer: {
    command: `npx next dev -p ${PORT}`,
    url: `http://localhost:${PORT}/docs/intro/`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  },
});
