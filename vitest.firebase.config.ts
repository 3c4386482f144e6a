import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The emulator suites (tests/firebase). Run through `scripts/test-firebase.sh`, which starts the
 * emulators with `firebase emulators:exec` and exports their hosts (FIREBASE_AUTH_EMULATOR_HOST,
 * FIRESTORE_EMULATOR_HOST); suites whose emulator is not reachable skip themselves and say why.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // Modules that read content files start with `import 'server-only'`, which throws outside
      // a server bundle; tests run them in Node, as the build scripts do (tsx --conditions=react-server).
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['tests/firebase/**/*.test.ts'],
    environment: 'node',
    // One file at a time: the suites share the emulators and clear their data between tests.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
