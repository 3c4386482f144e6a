/*
 * SF Explorer service worker: keeps the pages a reader has visited readable without a network.
 * Written to out/sw.js by the postbuild (scripts/lib/service-worker.ts), which replaces
 * __SW_VERSION__ with the build id, so every build ships a byte-different worker.
 *
 * Strategies:
 * - page navigations: network first, so online readers always get the current build; a copy
 *   is kept and served when the network fails; an uncached page gets a short offline page;
 * - /_next/static/ files: cache first. Their names carry a content hash, so a cached copy can
 *   never be stale and revalidating it would only download the same bytes again;
 * - /search/search-*.json: cache first for the same reason (each build writes new names).
 * Everything else (cross-origin calls, RSC payloads, .md files) goes to the network untouched.
 *
 * Updates: there is no skipWaiting(). A new worker installs in the background and takes over on
 * the reader's next visit, once every tab of the site has been closed (a reload keeps the old
 * one); its `activate` then deletes the old build's caches. Because pages are network first, online readers see new content immediately
 * anyway; only the offline copies wait for the next visit, and no page is reloaded under a
 * reader mid-visit.
 */
const VERSION = '__SW_VERSION__';
const PREFIX = 'sfx-';
const PAGES = `${PREFIX}pages-${VERSION}`;
const ASSETS = `${PREFIX}assets-${VERSION}`;
const SEARCH = `${PREFIX}search-${VERSION}`;
const CURRENT = [PAGES, ASSETS, SEARCH];
/** The base path the site is served under, with its trailing slash (`/` or `/documentation/`). */
const SCOPE = new URL(self.registration.scope).pathname;

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      // Only this site's caches of other builds: another app on the origin may own the rest.
      await Promise.all(names.filter((n) => n.startsWith(PREFIX) && !CURRENT.includes(n)).map((n) => caches.delete(n)));
      // No clients.claim(): the worker takes charge from the next page load, never in the middle
      // of one, so a page is served by one build's worker (or none) from start to end.
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(SCOPE)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
    return;
  }
  const kind = fileKind(url);
  if (kind === 'asset') event.respondWith(cacheFirst(request, ASSETS));
  else if (kind === 'search') event.respondWith(cacheFirst(request, SEARCH));
});

/** `asset` for hashed build files, `search` for the search index files, `page` for the rest. */
function fileKind(url) {
  const sitePath = url.pathname.slice(SCOPE.length - 1);
  if (sitePath.startsWith('/_next/static/')) return 'asset';
  if (/^\/search\/search-[^/]+\.json$/.test(sitePath)) return 'search';
  return 'page';
}

/*
 * The worker only sees full page loads of pages it controls. The page that installed it, and
 * pages reached through in-app links (which arrive as RSC payloads, not HTML), are announced by
 * the page itself (components/layout/service-worker.tsx) with the static and search files it used;
 * caching what is missing makes them open offline like any other page read.
 */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-visited' || !Array.isArray(data.urls)) return;
  event.waitUntil(cacheVisited(data.urls));
});

async function cacheVisited(urls) {
  await Promise.all(
    urls.map(async (raw) => {
      let url;
      try {
        url = new URL(String(raw), self.location.origin);
      } catch {
        return;
      }
      if (url.origin !== self.location.origin || !url.pathname.startsWith(SCOPE)) return;
      const kind = fileKind(url);
      const cache = await caches.open(kind === 'asset' ? ASSETS : kind === 'search' ? SEARCH : PAGES);
      const key = kind === 'page' ? pageKey(url) : url.href;
      if (await cache.match(key)) return;
      try {
        const response = await fetch(key);
        if (isCacheable(response, kind === 'page')) await cache.put(key, response);
      } catch {
        // Offline already, or the file is gone: there is nothing to keep.
      }
    }),
  );
}

/** Pages are stored under their path alone: a query (search highlights) shows the same page. */
function pageKey(url) {
  return `${url.origin}${url.pathname}`;
}

function isCacheable(response, isPage) {
  if (!response.ok || response.type !== 'basic' || response.redirected) return false;
  return !isPage || (response.headers.get('content-type') || '').includes('text/html');
}

async function networkFirstPage(request) {
  const key = pageKey(new URL(request.url));
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (isCacheable(response, true)) await cache.put(key, response.clone());
    return response;
  } catch {
    const cached = await cache.match(key);
    return cached || offlinePage(cache);
  }
}

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response, false)) await cache.put(request, response.clone());
  return response;
}

function escapeHtml(value) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Shown for a page that was never read on this device while the network is down: a browser error
 * page would suggest the site is broken, and the 404 page would say the page does not exist.
 * Lists the pages that are available offline instead.
 */
async function offlinePage(cache) {
  const keys = await cache.keys();
  const links = keys
    .map((request) => new URL(request.url).pathname)
    .sort()
    .map((path) => {
      let label = path;
      try {
        label = decodeURIComponent(path);
      } catch {
        // Keep the encoded path as the label.
      }
      return `<li><a href="${escapeHtml(path)}">${escapeHtml(label)}</a></li>`;
    })
    .join('');
  const saved = links
    ? `<p>These pages were saved on this device and open without a connection:</p><ul>${links}</ul>`
    : '<p>No page has been saved on this device yet.</p>';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>Offline | SF Explorer</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.6;max-width:40rem;margin:3rem auto;padding:0 1rem}</style>
</head><body><main><h1>You are offline</h1>
<p>This page has not been saved for offline reading yet. Pages you have already read open without a network; this one will load once you are back online.</p>
${saved}</main></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}
