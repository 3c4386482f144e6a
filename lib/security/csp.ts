/**
 * The Content-Security-Policy of the exported pages, delivered as a <meta> tag (a static host
 * cannot send headers) that the postbuild writes into each page (lib/security/script-policy.ts).
 *
 * Scripts: the site's own files ('self') and, by sha256 hash, exactly the inline scripts of the
 * page that carries the policy (Next's payload scripts, the colour-mode, announcement and
 * page-start scripts); no 'unsafe-inline', so a script injected into a page does not run. Beyond
 * that only Google's sign-in script when Firebase is configured, and the chat widget's own files
 * when the chat is.
 *
 * Styles keep 'unsafe-inline': CodeMirror (the SOQL query boxes and the converter's editor) adds
 * `<style>` elements as it starts, the server HTML carries style attributes (the announcement
 * bar's configured colours, and the base-URL banner, styled inline because it shows when the
 * stylesheet failed to load), and the chat widget styles itself at run time.
 *
 * Connections, frames and images: the site, plus Firebase and the chat provider only when they
 * are configured.
 */

import { firebaseConfigured } from '@/lib/account/firebase-configured';
import { resolveTawkEmbed, TAWK_APP_PATH, TAWK_EMBED_ORIGIN } from '@/lib/account/chat-widget';

export interface CspEnvironment {
  firebaseConfigured: boolean;
  /** e.g. `127.0.0.1:9099` when the Auth emulator is used. */
  authEmulatorHost?: string;
  firestoreEmulatorHost?: string;
  /** The chat widget's embed script (`https://embed.tawk.to/<property>/<widget>`), when the chat is configured. */
  chatScript?: string;
}

export function cspEnvironmentFromProcess(env: Record<string, string | undefined> = process.env): CspEnvironment {
  const chat = resolveTawkEmbed(env.NEXT_PUBLIC_TAWK_PROPERTY_ID, env.NEXT_PUBLIC_TAWK_WIDGET_ID);
  return {
    firebaseConfigured: firebaseConfigured(env),
    authEmulatorHost: env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || undefined,
    firestoreEmulatorHost: env.NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST || undefined,
    chatScript: chat.ok ? chat.src : undefined,
  };
}

/**
 * The policy for one page. `scriptHashes` are the `'sha256-…'` sources of the page's inline
 * scripts (lib/security/script-policy.ts computes them).
 */
export function buildCsp(env: CspEnvironment, scriptHashes: readonly string[]): string {
  const script = ["'self'", ...scriptHashes];
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
  if (env.chatScript) {
    // The widget's embed script, exactly, and the folder its loader fetches the widget's
    // application from; not the whole host, nor the CDN the widget takes images and fonts from.
    script.push(env.chatScript, `${TAWK_EMBED_ORIGIN}${TAWK_APP_PATH}`);
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
    // The service worker, and the Web Workers of the converter and the SOQL query boxes.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The sources a policy lists for a directive (`script-src` → `'self'`, hashes…); empty when absent. */
export function cspDirective(policy: string, name: string): string[] {
  for (const part of policy.split(';')) {
    const [directive, ...sources] = part.trim().split(/\s+/);
    if (directive?.toLowerCase() === name) return sources;
  }
  return [];
}
