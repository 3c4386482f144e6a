/**
 * Settings of the service worker (worker.ts), in a module of their own so that the
 * tests can read them without running the worker.
 */

/** How long a navigation waits for the network before it shows the saved copy of the page. */
export const NETWORK_TIMEOUT_SECONDS = 4;

/** Entries of the worker's caches that have not been used for this many days are removed. */
export const EXPIRY_DAYS = 60;

/**
 * Most entries per cache; past it the least recently used go. The site has about 70 pages, and a
 * build loads about 60 static files across them: assets are allowed several builds' worth, so
 * pages saved before a deploy keep the code they run. Search is two entry files and the chunks the
 * reader's queries fetched (about 500 chunks in all today, a few KiB each): the chunks a reader
 * used stay, so search answers them offline.
 */
export const CACHE_LIMITS = { 'sfx-pages': 250, 'sfx-assets': 600, 'sfx-search': 1000, 'sfx-nav': 4 } as const;

export type CacheName = keyof typeof CACHE_LIMITS;
