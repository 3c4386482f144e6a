/**
 * The browser side of search: loads the two search files and the query engine once, lazily,
 * and shares the result between every search box on the page (navbar and drawer).
 *
 * The file names are fixed at build time: the prebuild writes them to a manifest and
 * next.config.ts turns them into `NEXT_PUBLIC_SEARCH_*` variables, which the bundler inlines.
 * Without them (a checkout where the prebuild never ran) search reports itself unavailable
 * instead of fetching files that do not exist.
 *
 * The loading state lives here, outside React, so every box shows the same state and the files
 * are requested exactly once per page load (the promise is cached at module level). The query
 * engine is a dynamic import, so it is not part of the first-load JavaScript.
 */
import { assetPath } from '@/lib/paths';
import type { SearchEngine } from './engine';
import type { SearchDocFile, SearchIndexFile } from './types';

/** Where search stands on this page. */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unavailable';

const DOC_FILE = process.env.NEXT_PUBLIC_SEARCH_DOC_FILE ?? '';
const INDEX_FILE = process.env.NEXT_PUBLIC_SEARCH_INDEX_FILE ?? '';

/** True when this build was given the names of its search files. */
export const SEARCH_CONFIGURED = DOC_FILE !== '' && INDEX_FILE !== '';

const initialStatus: SearchStatus = SEARCH_CONFIGURED ? 'idle' : 'unavailable';
let status: SearchStatus = initialStatus;
let enginePromise: Promise<SearchEngine> | null = null;
let engine: SearchEngine | null = null;
const listeners = new Set<() => void>();

function setStatus(next: SearchStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: subscribe to status changes. */
export function subscribeSearchStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For `useSyncExternalStore`: the current status. */
export function getSearchStatus(): SearchStatus {
  return status;
}

/** For `useSyncExternalStore`: what the server rendered (nothing has loaded there). */
export function getServerSearchStatus(): SearchStatus {
  return initialStatus;
}

/** URLs of the two search files, base path included. */
export function searchFileUrls(): { doc: string; index: string } {
  return { doc: assetPath(`/search/${DOC_FILE}`), index: assetPath(`/search/${INDEX_FILE}`) };
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Set once search has loaded in this browser; only then is it preloaded in idle time. */
export const SEARCH_USED_KEY = 'sfx-search-used';

function rememberSearchUsed(): void {
  try {
    window.localStorage.setItem(SEARCH_USED_KEY, '1');
  } catch {
    // Without storage the box simply loads on focus every time.
  }
}

/** Whether this browser has used search before (its files are then usually in the HTTP or SW cache). */
export function hasUsedSearch(): boolean {
  try {
    return window.localStorage.getItem(SEARCH_USED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Loads search once. Every caller gets the same promise; after a failure (offline on first
 * use, say) the next call tries again.
 */
export function loadSearch(): Promise<SearchEngine> {
  if (enginePromise) return enginePromise;
  if (!SEARCH_CONFIGURED) return Promise.reject(new Error('This build has no search files.'));
  setStatus('loading');
  const urls = searchFileUrls();
  enginePromise = Promise.all([
    fetchJson<SearchDocFile>(urls.doc),
    fetchJson<SearchIndexFile>(urls.index),
    import('./engine'),
  ]).then(
    ([docFile, indexFile, { createSearchEngine }]) => {
      engine = createSearchEngine(docFile, indexFile);
      rememberSearchUsed();
      setStatus('ready');
      return engine;
    },
    (error: unknown) => {
      enginePromise = null;
      setStatus('error');
      throw error;
    },
  );
  return enginePromise;
}

/** The engine once loaded, else null. */
export function getLoadedEngine(): SearchEngine | null {
  return engine;
}
