/**
 * A build meant for deployment fails when it carries a Firebase emulator host
 * (scripts/check-export.ts --deploy). Checked here on made-up chunks; tests/builds/deploy-check.test.ts
 * checks that the real account build (with emulator hosts) is refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEPLOY_FORBIDDEN_VARIABLES,
  deployBlockers,
  forbiddenEnvironment,
  forbiddenSettingsIn,
} from '@/lib/quality/deploy';

describe('deploy check', () => {
  it('checks only variables next.config.ts inlines (any other can never show in the export)', () => {
    const nextConfig = fs.readFileSync(path.join(process.cwd(), 'next.config.ts'), 'utf8');
    for (const variable of DEPLOY_FORBIDDEN_VARIABLES) expect(nextConfig).toContain(`'${variable}',`);
  });

  it('finds emulator hosts inlined in JavaScript, and nothing when they are empty', () => {
    expect(
      forbiddenSettingsIn(
        'a={NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST:"127.0.0.1:9099",NEXT_PUBLIC_TAWK_WIDGET_ID:"w"}',
      ),
    ).toEqual([{ variable: 'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', value: '127.0.0.1:9099' }]);
    expect(forbiddenSettingsIn("NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST:'localhost:8080'")).toHaveLength(1);
    expect(
      forbiddenSettingsIn('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST:"",NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST:""'),
    ).toEqual([]);
  });

  it('reads every chunk of an export', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-check-'));
    try {
      fs.mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
      fs.writeFileSync(path.join(dir, '_next/static/chunks/a.js'), 'x={NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST:""}');
      expect(deployBlockers(dir)).toEqual([]);
      fs.writeFileSync(
        path.join(dir, '_next/static/chunks/b.js'),
        'y={NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST:"127.0.0.1:8080"}',
      );
      expect(deployBlockers(dir)).toEqual([
        {
          file: path.join('_next', 'static', 'chunks', 'b.js'),
          variable: 'NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST',
          value: '127.0.0.1:8080',
        },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an environment that sets an emulator host', () => {
    expect(forbiddenEnvironment({ NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual([
      'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST',
    ]);
    expect(
      forbiddenEnvironment({ NEXT_PUBLIC_FIREBASE_API_KEY: 'k', NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: ' ' }),
    ).toEqual([]);
  });
});
