/**
 * The browser side of offline reading, loaded in idle time by ServiceWorkerRegistration: registers
 * the worker (`/sw.js`, written by the postbuild) and tells it what the reader opens. The worker
 * only sees requests of pages it controls, which excludes the page that installed it and the HTML
 * of pages reached through in-app links (those arrive as RSC payloads), so the page announces
 * itself and, while uncontrolled, the code, styles and navigation files it loads; and always the
 * search files, which may not pass through the worker. A failure only warns: the site works
 * without the worker.
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

/** How long the reader stops typing before the search files a query used are announced. */
const SEARCH_PAUSE_MS = 2000;
const searchFiles = new Set<string>();
let searchTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Announces the search files loaded, once the reader pauses (or leaves or hides the page): keeping them
 * costs the worker a fetch and a write each, which must not compete with the next keystroke.
 */
function announceSearchFiles(urls: string[]): void {
  if (urls.length === 0) return;
  urls.forEach((url) => searchFiles.add(url));
  clearTimeout(searchTimer);
  searchTimer = setTimeout(flushSearchFiles, SEARCH_PAUSE_MS);
}

function flushSearchFiles(): void {
  clearTimeout(searchTimer);
  announce([...searchFiles]);
  searchFiles.clear();
}

let started = false;

/**
 * Registers the worker and reports what the page loads: while the worker does not control this
 * page, its code, styles, search and navigation files; once it does, the search files, which the
 * browser may fetch without the worker (worker.ts).
 */
export function startServiceWorker(): void {
  if (started) return;
  started = true;
  if (typeof PerformanceObserver !== 'undefined') {
    const prefixes = ['/_next/static/', '/nav/'].map((path) => `${location.origin}${assetPath(path)}`);
    const searchPrefix = `${location.origin}${assetPath('/search/search-')}`;
    const observer = new PerformanceObserver((list) => {
      const names = list.getEntries().map((entry) => entry.name);
      announceSearchFiles(names.filter((name) => name.startsWith(searchPrefix)));
      if (!navigator.serviceWorker.controller)
        announce(names.filter((name) => prefixes.some((prefix) => name.startsWith(prefix))));
    });
    // `buffered` replays what loaded before this ran; later files are reported as they load.
    observer.observe({ type: 'resource', buffered: true });
    // Leaving, or hidden (a phone may discard a hidden tab without a pagehide): kept now.
    addEventListener('pagehide', flushSearchFiles);
    document.addEventListener('visibilitychange', () => document.hidden && flushSearchFiles());
  }
  navigator.serviceWorker.register(assetPath('/sw.js'), { scope: assetPath('/') }).catch((error: unknown) => {
    console.warn('Offline reading is unavailable: the service worker could not be registered.', error);
  });
  announcePage();
}
