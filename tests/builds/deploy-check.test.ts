/**
 * The deploy check (scripts/check-export.ts --deploy) refuses the real account build: out-account/
 * is built with emulator hosts by scripts/build-account-site.sh, so refusing it proves the check
 * reads what Next really writes (tests/unit/deploy-check.test.ts covers made-up chunks).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { deployBlockers } from '@/lib/quality/deploy';

const accountBuild = path.join(process.cwd(), 'out-account');

it('refuses the real emulator build (out-account/)', () => {
  expect(fs.existsSync(path.join(accountBuild, '_next')), 'run scripts/build-account-site.sh first').toBe(true);
  const found = deployBlockers(accountBuild).map((blocker) => `${blocker.variable}=${blocker.value}`);
  expect(found).toContain('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099');
  expect(found.some((entry) => entry.startsWith('NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST=127.0.0.1:'))).toBe(true);
});
