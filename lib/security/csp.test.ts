import { describe, expect, it } from 'vitest';
import { buildCsp, cspDirective, cspEnvironmentFromProcess } from './csp';

const HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe('Content-Security-Policy', () => {
  it("keeps an anonymous-only build to the site itself and the page's own inline scripts", () => {
    const csp = buildCsp(cspEnvironmentFromProcess({}), [HASH]);
    expect(cspDirective(csp, 'script-src')).toEqual(["'self'", HASH]);
    expect(cspDirective(csp, 'connect-src')).toEqual(["'self'"]);
    expect(cspDirective(csp, 'frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
    expect(cspDirective(csp, 'worker-src')).toEqual(["'self'"]);
    expect(cspDirective(csp, 'object-src')).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('opens Firebase and the emulator only when configured', () => {
    const csp = buildCsp(
      cspEnvironmentFromProcess({
        NEXT_PUBLIC_FIREBASE_API_KEY: 'k',
        NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'd',
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'p',
        NEXT_PUBLIC_FIREBASE_APP_ID: 'a',
        NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
      [],
    );
    expect(cspDirective(csp, 'connect-src')).toContain('https://*.googleapis.com');
    expect(cspDirective(csp, 'connect-src')).toContain('http://127.0.0.1:9099');
    expect(cspDirective(csp, 'script-src')).toEqual(["'self'", 'https://apis.google.com']);
  });

  it("allows the chat widget's own script, not its whole host or CDN, only when both ids are valid", () => {
    expect(buildCsp(cspEnvironmentFromProcess({ NEXT_PUBLIC_TAWK_PROPERTY_ID: 'a' }), [])).not.toContain('tawk.to');
    expect(
      buildCsp(cspEnvironmentFromProcess({ NEXT_PUBLIC_TAWK_PROPERTY_ID: 'a', NEXT_PUBLIC_TAWK_WIDGET_ID: 'x/y' }), []),
    ).not.toContain('tawk.to');
    const csp = buildCsp(
      cspEnvironmentFromProcess({ NEXT_PUBLIC_TAWK_PROPERTY_ID: 'prop1', NEXT_PUBLIC_TAWK_WIDGET_ID: 'default' }),
      [],
    );
    expect(cspDirective(csp, 'script-src')).toEqual([
      "'self'",
      'https://embed.tawk.to/prop1/default',
      'https://embed.tawk.to/_s/',
    ]);
    expect(cspDirective(csp, 'connect-src')).toContain('wss://*.tawk.to');
  });
});
