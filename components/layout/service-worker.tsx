'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { afterLoadWhenIdle } from '@/lib/idle';
import { loadOnce } from '@/lib/load-once';

/** `next dev` has no sw.js, and a worker there would serve stale pages during development. */
function enabled(): boolean {
  return process.env.NODE_ENV === 'production' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

const loadClient = loadOnce(() => import('./service-worker-client'));

/**
 * Offline reading: in production builds, once the page has loaded and the browser is idle, loads
 * service-worker-client.ts, which registers the worker and announces this page and what it
 * loaded; every later in-app navigation announces its page too. Renders nothing.
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname();
  // The page the reader arrived on; cleared at the first navigation, after which every page
  // counts, a return to that first one included.
  const arrival = useRef<string | null>(pathname);

  useEffect(() => {
    if (!enabled()) return;
    return afterLoadWhenIdle(() => {
      loadClient().then(
        (client) => client.startServiceWorker(),
        (error: unknown) => console.warn('Offline reading is unavailable: its code could not be loaded.', error),
      );
    });
  }, []);

  useEffect(() => {
    // The arrival page is announced when the worker starts; later ones as the reader reaches them.
    if (!enabled() || pathname === arrival.current) return;
    arrival.current = null;
    void loadClient().then(
      (client) => client.announcePage(),
      () => {},
    );
  }, [pathname]);

  return null;
}
