/**
 * Finds the emulators `firebase emulators:exec` started. A suite whose emulator is missing is
 * skipped with a message saying so, rather than failing on a connection error.
 */
import net from 'node:net';

/** The demo project the emulators run as (the `demo-` prefix means no real project is needed). */
export const DEMO_PROJECT_ID = 'demo-sf-explorer';

/** Splits `host:port`, or returns null for an unset or malformed value. */
export function parseHost(value: string | undefined): { host: string; port: number } | null {
  const match = /^\[?([^\]]+?)\]?:(\d+)$/.exec((value ?? '').trim());
  return match ? { host: match[1]!, port: Number(match[2]) } : null;
}

/** Whether something accepts TCP connections at `host:port` (within a short timeout). */
export function isListening(address: { host: string; port: number } | null, timeoutMs = 1500): Promise<boolean> {
  if (!address) return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = net.connect(address.port, address.host);
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
