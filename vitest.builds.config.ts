import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * Tests of the built exports (tests/builds): out/ from `npm run build` and out-account/ from
 * scripts/build-account-site.sh. Kept apart from the unit tests, which run before anything is
 * built: they run after both builds (`npm run test:builds`, the `builds` stage of
 * scripts/test-all.sh), and a missing build fails them.
 */
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['tests/builds/**/*.test.ts'] },
});
