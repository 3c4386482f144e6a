import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // Modules that read content files start with `import 'server-only'`, which throws outside
      // a server bundle; tests run them in Node, as the build scripts do (tsx --conditions=react-server).
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
      // The build the browser gets (scripts/build-search-index.ts, FLEXSEARCH_LIGHT): tests run on it too.
      flexsearch: fileURLToPath(
        new URL('./node_modules/flexsearch/dist/flexsearch.light.module.min.js', import.meta.url),
      ),
    },
  },
  esbuild: { jsx: 'automatic' },
  test: {
    include: [
      'lib/**/*.test.{ts,tsx}',
      'components/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    pool: 'threads',
    // One worker per core. Vitest's default is one fewer (the main thread is mostly idle while the
    // workers run): on the 2-core machines the suite runs on that meant a single worker, 77 s for
    // what two workers do in about 50.
    maxWorkers: availableParallelism(),
  },
});
