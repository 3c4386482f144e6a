/**
 * The browser side of offline reading, loaded in idle time by ServiceWorkerRegistration: registers
 * the worker (`/sw.js`, written by the postbuild) and tells it what the reader opens. The worker
 * only sees requests of pages it controls, which excludes the page that installed it and the HTML
 * of pages reached through in-app links (those arrive as RSC payloads), so the page announces
 * itself and, while uncontrolled, the code, styles, search and navigation files it loads. A failure only
 * warns: the site works without the worker.
 */
import { assetPath } from '@/lib/paths';

/** Asks the worker to keep these same-site URLs (it skips what it already has). */
function announce(urls: string[]): void {
  if (urls.length === 0) return;
  void navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: 'cache-visited', urls });
  });
}

/** Announces the page now on screen. */
export function announcePage(): void {
  announce([`${location.origin}${location.pathname}`]);
}

let started = false;

/** Registers the worker and, while it does not control this page yet, reports what the page loads. */
export function startServiceWorker(): void {
  if (started) return;
  started = true;
  if (!navigator.serviceWorker.controller && typeof PerformanceObserver !== 'undefined') {
    const staticPrefix = `${location.origin}${assetPath('/_next/static/')}`;
    const searchPrefix = `${location.origin}${assetPath('/search/search-')}`;
    const navPrefix = `${location.origin}${assetPath('/nav/')}`;
    const observer = new PerformanceObserver((list) => {
      announce(
        list
          .getEntries()
          .map((entry) => entry.name)
          .filter((name) => [staticPrefix, searchPrefix, navPrefix].some((prefix) => name.startsWith(prefix))),
      );
    });
    // `buffered` replays what loaded before this ran; later chunks are reported as they load.
    observer.observe({ type: 'resource', buffered: true });
  }
  navigator.serviceWorker.register(assetPath('/sw.js'), { scope: assetPath('/') }).catch((error: unknown) => {
    console.warn('Offline reading is unavailable: the service worker could not be registered.', error);
  });
  announcePage();
}
