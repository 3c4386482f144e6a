'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { afterLoadWhenIdle } from '@/lib/idle';

/** `next dev` has no sw.js, and a worker there would serve stale pages during development. */
function enabled(): boolean {
  return process.env.NODE_ENV === 'production' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

const loadClient = () => import('./service-worker-client');

/**
 * Offline reading: in production builds, once the page has loaded and the browser is idle, loads
 * service-worker-client.ts, which registers the worker and announces this page and what it
 * loaded; every later in-app navigation announces its page too. Renders nothing.
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname();
  const firstPath = useRef(pathname);

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
    // The first page is announced when the worker starts; later ones as the reader reaches them.
    if (!enabled() || pathname === firstPath.current) return;
    firstPath.current = '';
    void loadClient().then(
      (client) => client.announcePage(),
      () => {},
    );
  }, [pathname]);

  return null;
}
