import { describe, expect, it } from 'vitest';
import { buildCsp, cspEnvironmentFromProcess } from './csp';

function directive(csp: string, name: string): string[] {
  const found = csp.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('Content-Security-Policy', () => {
  it('keeps an anonymous-only build to the site itself', () => {
    const csp = buildCsp(cspEnvironmentFromProcess({}));
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
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
    );
    expect(directive(csp, 'connect-src')).toContain('https://*.googleapis.com');
    expect(directive(csp, 'connect-src')).toContain('http://127.0.0.1:9099');
    expect(directive(csp, 'script-src')).not.toContain('https://embed.tawk.to');
  });

  it('allows the chat provider only when both ids are set', () => {
    expect(buildCsp(cspEnvironmentFromProcess({ NEXT_PUBLIC_TAWK_PROPERTY_ID: 'a' }))).not.toContain('tawk.to');
    const csp = buildCsp(
      cspEnvironmentFromProcess({ NEXT_PUBLIC_TAWK_PROPERTY_ID: 'a', NEXT_PUBLIC_TAWK_WIDGET_ID: 'b' }),
    );
    expect(directive(csp, 'script-src')).toContain('https://embed.tawk.to');
    expect(directive(csp, 'connect-src')).toContain('wss://*.tawk.to');
  });
});
