'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { assetPath } from '@/lib/content/paths';

/** `next dev` has no sw.js, and a worker there would serve stale pages during development. */
function enabled(): boolean {
  return process.env.NODE_ENV === 'production' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Asks the worker to keep these same-site URLs (it skips what it already has). */
function announce(urls: string[]): void {
  if (urls.length === 0) return;
  void navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: 'cache-visited', urls });
  });
}

/**
 * Registers the offline service worker (`/sw.js`, written by the postbuild) in production builds
 * and tells it what the reader opens. The worker only sees requests of pages it controls, which
 * excludes the page that installed it and the HTML of pages reached through in-app links (those
 * arrive as RSC payloads), so the page announces itself and, while uncontrolled, the code,
 * styles and search files it loads. Renders nothing; a failure only warns, since the site works
 * without the worker.
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname();

  useEffect(() => {
    if (!enabled()) return;
    const register = () => {
      navigator.serviceWorker.register(assetPath('/sw.js'), { scope: assetPath('/') }).catch((error: unknown) => {
        console.warn('Offline reading is unavailable: the service worker could not be registered.', error);
      });
    };
    let observer: PerformanceObserver | undefined;
    if (!navigator.serviceWorker.controller && typeof PerformanceObserver !== 'undefined') {
      const staticPrefix = `${location.origin}${assetPath('/_next/static/')}`;
      const searchPrefix = `${location.origin}${assetPath('/search/search-')}`;
      observer = new PerformanceObserver((list) => {
        announce(
          list
            .getEntries()
            .map((entry) => entry.name)
            .filter((name) => name.startsWith(staticPrefix) || name.startsWith(searchPrefix)),
        );
      });
      // `buffered` replays what loaded before this effect ran; later chunks arrive as they load.
      observer.observe({ type: 'resource', buffered: true });
    }
    // After `load`, so registering never competes with the page's own downloads.
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      window.removeEventListener('load', register);
      observer?.disconnect();
    };
  }, []);

  useEffect(() => {
    if (!enabled()) return;
    announce([`${location.origin}${location.pathname}`]);
  }, [pathname]);

  return null;
}
