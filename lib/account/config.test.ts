import { afterEach, describe, expect, it, vi } from 'vitest';
import { cspEnvironmentFromProcess } from '@/lib/security/csp';
import { emulatorUrl, readAccountConfig, splitHostPort } from './config';
import { firebaseConfigured } from './firebase-configured';

const complete = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-key',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'demo-sf-explorer.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-sf-explorer',
  NEXT_PUBLIC_FIREBASE_APP_ID: 'demo-app',
};

describe('readAccountConfig', () => {
  it('has no Firebase (so no account area) without configuration', () => {
    const config = readAccountConfig({});
    expect(config.firebase).toBeNull();
    expect(config.tawk).toEqual({ propertyId: '', widgetId: '' });
  });

  it('needs all four required values', () => {
    expect(readAccountConfig({ ...complete, NEXT_PUBLIC_FIREBASE_APP_ID: '  ' }).firebase).toBeNull();
  });

  it('reads a complete configuration and leaves empty optional values out', () => {
    const config = readAccountConfig({
      ...complete,
      NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: '',
      NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: '123',
    });
    expect(config.firebase).toEqual({
      apiKey: 'demo-key',
      authDomain: 'demo-sf-explorer.firebaseapp.com',
      projectId: 'demo-sf-explorer',
      appId: 'demo-app',
      messagingSenderId: '123',
    });
  });

  it('reads emulator hosts and the chat ids', () => {
    const config = readAccountConfig({
      ...complete,
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      NEXT_PUBLIC_TAWK_PROPERTY_ID: ' p ',
      NEXT_PUBLIC_TAWK_WIDGET_ID: 'w',
    });
    expect(config.authEmulatorHost).toBe('127.0.0.1:9099');
    expect(config.firestoreEmulatorHost).toBe('127.0.0.1:8080');
    expect(config.tawk).toEqual({ propertyId: 'p', widgetId: 'w' });
  });
});

describe('emulator addresses', () => {
  it('adds the scheme the Auth emulator URL needs', () => {
    expect(emulatorUrl('127.0.0.1:9099')).toBe('http://127.0.0.1:9099');
    expect(emulatorUrl('http://localhost:9099')).toBe('http://localhost:9099');
  });

  it('splits host and port for Firestore', () => {
    expect(splitHostPort('127.0.0.1:8080')).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(() => splitHostPort('localhost')).toThrow(/host:port/);
  });
});

describe('"Firebase is configured": one answer for the account area, the security policy and every page', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const cases: Array<[string, Record<string, string>, boolean]> = [
    ['nothing set', {}, false],
    ['all four set', complete, true],
    ['the app id missing', { ...complete, NEXT_PUBLIC_FIREBASE_APP_ID: '' }, false],
    ['the API key blank', { ...complete, NEXT_PUBLIC_FIREBASE_API_KEY: '   ' }, false],
    // The security policy once opened Firebase's hosts for these two alone.
    [
      'only the API key and project id',
      {
        NEXT_PUBLIC_FIREBASE_API_KEY: complete.NEXT_PUBLIC_FIREBASE_API_KEY,
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: complete.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
      },
      false,
    ],
    [
      'only the optional values',
      { NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: 'b', NEXT_PUBLIC_TAWK_PROPERTY_ID: 'p' },
      false,
    ],
  ];

  it.each(cases)('with %s', async (_name, env, configured) => {
    expect(firebaseConfigured(env)).toBe(configured);
    expect(readAccountConfig(env).firebase !== null).toBe(configured);
    expect(cspEnvironmentFromProcess(env).firebaseConfigured).toBe(configured);

    // The build flag every page reads: next.config.ts sets it, Next inlines it.
    for (const key of Object.keys(complete)) vi.stubEnv(key, env[key] ?? '');
    vi.resetModules();
    const { default: nextConfig } = await import('@/next.config');
    const flag = nextConfig('phase-production-build').env?.SFX_ACCOUNTS_ENABLED;
    expect(flag).toBe(String(configured));
    vi.stubEnv('SFX_ACCOUNTS_ENABLED', flag);
    vi.resetModules();
    const { accountsEnabled } = await import('./enabled');
    expect(accountsEnabled).toBe(configured);
  });
});
