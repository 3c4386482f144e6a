import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';
import boundary from './scripts/lib/eslint-client-boundary.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    plugins: { boundary },
    rules: { 'boundary/no-server-imports-in-client': 'error' },
  },
  {
    // Every in-site link goes through SiteLink, which skips prefetching on save-data and 2g.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['components/layout/site-link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: 'Use SiteLink from components/layout/site-link.tsx: it skips prefetching on save-data and 2g.',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-*/**',
      'node_modules/**',
      '.firebase-tools/**',
      '.node[0-9]*/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/tmp/**',
      'bench/node_modules/**',
      'tests/fixtures/**',
      // The search module and files the prebuild writes (scripts/build-search-index.ts).
      'public/search/**',
    ],
  },
];

export default config;
