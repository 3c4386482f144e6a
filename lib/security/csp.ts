/**
 * The Content-Security-Policy delivered as a <meta> tag (a static host cannot send headers).
 * Scripts, connections, frames and images are limited to the site itself, Firebase (only when
 * configured) and the chat provider (only when configured). Next's inline bootstrap scripts
 * (the RSC payload) force 'unsafe-inline' for scripts; everything else stays tight.
 */

import { firebaseConfigured } from '@/lib/account/firebase-configured';

export interface CspEnvironment {
  firebaseConfigured: boolean;
  /** e.g. `127.0.0.1:9099` when the Auth emulator is used. */
  authEmulatorHost?: string;
  firestoreEmulatorHost?: string;
  chatConfigured: boolean;
}

export function cspEnvironmentFromProcess(env: Record<string, string | undefined> = process.env): CspEnvironment {
  return {
    firebaseConfigured: firebaseConfigured(env),
    authEmulatorHost: env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || undefined,
    firestoreEmulatorHost: env.NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST || undefined,
    chatConfigured: Boolean(env.NEXT_PUBLIC_TAWK_PROPERTY_ID && env.NEXT_PUBLIC_TAWK_WIDGET_ID),
  };
}

export function buildCsp(env: CspEnvironment): string {
  const script = ["'self'", "'unsafe-inline'"];
  const connect = ["'self'"];
  const frame = ["'self'", 'https://www.youtube-nocookie.com'];
  const img = ["'self'", 'data:'];
  const style = ["'self'", "'unsafe-inline'"];
  const font = ["'self'", 'data:'];

  if (env.firebaseConfigured) {
    script.push('https://apis.google.com');
    connect.push(
      'https://*.googleapis.com',
      'https://*.firebaseio.com',
      'wss://*.firebaseio.com',
      'https://*.firebaseapp.com',
    );
    frame.push('https://*.firebaseapp.com', 'https://accounts.google.com', 'https://github.com');
    img.push('https://avatars.githubusercontent.com', 'https://*.googleusercontent.com');
    for (const host of [env.authEmulatorHost, env.firestoreEmulatorHost]) {
      if (host) {
        connect.push(`http://${host}`, `ws://${host}`);
        frame.push(`http://${host}`);
      }
    }
  }
  if (env.chatConfigured) {
    script.push('https://embed.tawk.to', 'https://*.tawk.to', 'https://cdn.jsdelivr.net');
    connect.push('https://*.tawk.to', 'wss://*.tawk.to');
    frame.push('https://*.tawk.to');
    img.push('https://*.tawk.to', 'https://cdn.jsdelivr.net');
    style.push('https://*.tawk.to', 'https://cdn.jsdelivr.net');
    font.push('https://*.tawk.to', 'https://cdn.jsdelivr.net');
  }

  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    `style-src ${style.join(' ')}`,
    `img-src ${img.join(' ')}`,
    `font-src ${font.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
