/// <reference lib="webworker" />
/*
 * SF Explorer service worker: keeps the pages a reader has visited readable without a network,
 * and never stands between an online reader and the current text. Built on Serwist (a maintained
 * fork of Workbox); the postbuild bundles this file into out/sw.js (scripts/lib/service-worker.ts).
 * It ships to readers, so it lives with the site's code rather than among the build helpers.
 *
 * Strategies:
 * - page navigations: network first, revalidated with the server (`cache: 'no-cache'`), so a
 *   static host's `max-age` never serves the previous build's text to an online reader; after
 *   NETWORK_TIMEOUT_SECONDS (settings.ts) without an answer the saved copy is shown, if there is one; a page
 *   never read shows a short offline page listing the saved ones;
 * - in-app navigations (Next's RSC payloads, `?_rsc=`): network only, revalidated the same way;
 * - /_next/static/ files, /search/search-*.json and the search module (/search/search-engine-*.js): cache first. Their names carry a content hash
 *   or build stamp, so a cached copy can never be stale. Where the browser routes requests without
 *   the worker (static routing, Chromium 123+), search files skip it altogether (below).
 * Everything else (cross-origin calls, .md files, images) goes to the network untouched.
 *
 * Saved pages survive deploys: cache names carry no build id, so a new worker keeps the previous
 * build's pages (and the code they run) until the reader opens them again, which replaces them.
 * Instead of being dropped at each deploy, every cache is bounded: least recently used entries
 * go past a count, and entries unused for EXPIRY_DAYS go.
 *
 * Updates: the worker takes over as soon as it is installed (skipWaiting) but claims no open
 * page: a page is served by the worker it started with, or by none, from start to end.
 */
import { CacheExpiration, CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist } from 'serwist';
import type { SerwistPlugin } from 'serwist';
import { CACHE_LIMITS, type CacheName, EXPIRY_DAYS, NETWORK_TIMEOUT_SECONDS } from './settings';

declare const self: ServiceWorkerGlobalScope;

const PREFIX = 'sfx-';
const PAGES: CacheName = 'sfx-pages';
const ASSETS: CacheName = 'sfx-assets';
const SEARCH: CacheName = 'sfx-search';
const NAV: CacheName = 'sfx-nav';
const EXPIRY_SECONDS = EXPIRY_DAYS * 24 * 60 * 60;

/** The base path the site is served under, with its trailing slash (`/` or `/documentation/`). */
const SCOPE = new URL(self.registration.scope).pathname;

/** The path inside the site, without the base path (`/docs/intro/`). */
function sitePath(url: URL): string {
  return url.pathname.slice(SCOPE.length - 1);
}

function inScope(url: URL): boolean {
  return url.origin === self.location.origin && url.pathname.startsWith(SCOPE);
}

function isAsset(url: URL): boolean {
  return sitePath(url).startsWith('/_next/static/');
}

function isSearchFile(url: URL): boolean {
  return /^\/search\/search-[^/]+\.(?:json|js)$/.test(sitePath(url));
}

/** A section's whole navigation tree (`/nav/docs.json`), fetched when a collapsed category opens. */
function isNavFile(url: URL): boolean {
  return /^\/nav\/[^/]+\.json$/.test(sitePath(url));
}

function bounded(cacheName: CacheName): ExpirationPlugin {
  return new ExpirationPlugin({
    maxEntries: CACHE_LIMITS[cacheName],
    maxAgeSeconds: EXPIRY_SECONDS,
    maxAgeFrom: 'last-used',
    purgeOnQuotaError: true,
  });
}

/**
 * Asks the server whether the copy in the HTTP cache is still current (a conditional request,
 * usually a small 304) instead of taking it as is for as long as `max-age` says. A navigation
 * request cannot be given other options, so it is rebuilt as a plain GET; redirects come back to
 * the browser unfollowed, as a navigation expects.
 */
const revalidate: SerwistPlugin = {
  requestWillFetch: async ({ request }) =>
    new Request(request.url, {
      cache: 'no-cache',
      credentials: 'same-origin',
      headers: request.headers,
      redirect: 'manual',
    }),
};

/** Pages are stored under their path alone: a query (search highlights) shows the same page. */
const pathKey: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageKey(new URL(request.url)),
};

function pageKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** Only complete same-origin HTML pages are saved (no errors, redirects or other files). */
const htmlOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 &&
    response.type === 'basic' &&
    (response.headers.get('content-type') ?? '').includes('text/html')
      ? response
      : null,
};

/** A page that is neither reachable nor saved gets the offline page instead of a browser error. */
const offlineFallback: SerwistPlugin = {
  handlerDidError: async () => offlinePage(),
};

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [revalidate, pathKey, htmlOnly, bounded(PAGES), offlineFallback],
});

/** Hashed files: a network answer is kept only when it is a complete same-origin file. */
const okOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && response.type === 'basic' ? response : null),
};

const assets = new CacheFirst({ cacheName: ASSETS, plugins: [okOnly, bounded(ASSETS)] });
const searchFiles = new CacheFirst({ cacheName: SEARCH, plugins: [okOnly, bounded(SEARCH)] });
// Not hashed: it changes with each deploy, so the network answers first and the saved copy serves
// offline (collapsed categories still open while offline).
const navFiles = new NetworkFirst({
  cacheName: NAV,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [okOnly, bounded(NAV)],
});

const serwist = new Serwist({
  skipWaiting: true,
  clientsClaim: false,
  // Search files, where the browser can route a request without starting or asking the worker
  // (static routing): from the search cache, else straight from the network. A keystroke's chunks
  // then never wait for the worker to start and answer: at ×50 content and 4× CPU, on a page the
  // worker controls, keystroke to results p95 went from 100–110 ms to 36–42 ms (README, issue 28).
  // The worker does not see what the network answers, so the page announces the search files it
  // used (service-worker-client.ts) and they are kept for offline use as before. Elsewhere the
  // fetch handler below serves them, cache first.
  requestRules: { condition: { urlPattern: `${SCOPE}search/search-*` }, source: { cacheName: SEARCH } },
  runtimeCaching: [
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && inScope(url),
      handler: pages,
    },
    {
      // In-app navigations fetch the page as an RSC payload; revalidate it like a page.
      matcher: ({ request, url }) =>
        inScope(url) && !isAsset(url) && (url.searchParams.has('_rsc') || request.headers.get('RSC') === '1'),
      handler: new NetworkOnly({ plugins: [revalidate], networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
    },
    { matcher: ({ url }) => inScope(url) && isAsset(url), handler: assets },
    { matcher: ({ url }) => inScope(url) && isSearchFile(url), handler: searchFiles },
    { matcher: ({ url }) => inScope(url) && isNavFile(url), handler: navFiles },
  ],
});

/*
 * The worker only sees full page loads of pages it controls. The page that installed it, and
 * pages reached through in-app links (which arrive as RSC payloads, not HTML), are announced by
 * the page itself (components/layout/service-worker-client.ts) with the static and search files
 * it used; the strategies above save them, so they open offline like any other page read.
 */
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== 'cache-visited') return;
  const urls = (data as { urls?: unknown }).urls;
  if (!Array.isArray(urls)) return;
  event.waitUntil(cacheVisited(urls, event));
});

async function cacheVisited(urls: unknown[], event: ExtendableEvent): Promise<void> {
  await Promise.all(
    urls.map(async (raw) => {
      let url: URL;
      try {
        url = new URL(String(raw), self.location.origin);
      } catch {
        return;
      }
      if (!inScope(url)) return;
      const strategy = isAsset(url) ? assets : isSearchFile(url) ? searchFiles : isNavFile(url) ? navFiles : pages;
      try {
        // A page is fetched again (usually a 304) so the saved copy is the text just read.
        await strategy.handle({ request: new Request(url.href), event });
      } catch {
        // Offline already, or the file is gone: there is nothing to keep.
      }
    }),
  );
}

/*
 * Workers before this one named their caches after the build (`sfx-pages-<build id>`) and
 * deleted the previous build's at each deploy. Their entries move into the bounded caches above,
 * so the pages a reader saved with them stay readable offline.
 */
self.addEventListener('activate', (event) => {
  event.waitUntil(adoptVersionedCaches());
});

async function adoptVersionedCaches(): Promise<void> {
  const current = Object.keys(CACHE_LIMITS) as CacheName[];
  const names = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && !current.some((c) => c === name));
  for (const name of names) {
    const target = current.find((base) => name.startsWith(`${base}-`));
    if (target) {
      const from = await caches.open(name);
      const to = await caches.open(target);
      const expiration = new CacheExpiration(target, { maxEntries: CACHE_LIMITS[target] });
      for (const request of await from.keys()) {
        if (await to.match(request)) continue;
        const response = await from.match(request);
        if (!response) continue;
        await to.put(request, response);
        await expiration.updateTimestamp(request.url);
      }
      await expiration.expireEntries();
    }
    await caches.delete(name);
  }
}

serwist.addEventListeners();

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Shown for a page that was never read on this device while the network is down: a browser error
 * page would suggest the site is broken, and the 404 page would say the page does not exist.
 * Lists the pages that are available offline instead.
 */
async function offlinePage(): Promise<Response> {
  const keys = await (await caches.open(PAGES)).keys();
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
