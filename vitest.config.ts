import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
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
  },
});
