/**
 * The browser side of search: loads the two search files and the query engine once, lazily,
 * and shares the result between every search box on the page (navbar and drawer).
 *
 * The file names are fixed at build time: the prebuild writes them to a manifest and
 * next.config.ts turns them into `NEXT_PUBLIC_SEARCH_*` variables, which the bundler inlines.
 * Without them (a checkout where the prebuild never ran) search reports itself unavailable
 * instead of fetching files that do not exist.
 *
 * The loading state is a zustand store, so every box shows the same state; `loadOnce` makes the
 * files load exactly once per page (and again after a failure). The query engine is a dynamic
 * import, so it is not part of the first-load JavaScript.
 */
import { create } from 'zustand';
import { assetPath } from '@/lib/paths';
import { loadOnce } from '@/lib/load-once';
import type { SearchEngine } from './engine';
import type { SearchDocFile, SearchIndexFile } from './types';

/** Where search stands on this page. */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unavailable';

const DOC_FILE = process.env.NEXT_PUBLIC_SEARCH_DOC_FILE ?? '';
const INDEX_FILE = process.env.NEXT_PUBLIC_SEARCH_INDEX_FILE ?? '';

/** True when this build was given the names of its search files. */
export const SEARCH_CONFIGURED = DOC_FILE !== '' && INDEX_FILE !== '';

interface SearchState {
  status: SearchStatus;
  engine: SearchEngine | null;
}

// The server render and hydration see this initial state (zustand's server snapshot).
const useSearchStore = create<SearchState>(() => ({
  status: SEARCH_CONFIGURED ? 'idle' : 'unavailable',
  engine: null,
}));

/** The loading state of search, shared by every box on the page. */
export const useSearchStatus = () => useSearchStore((s) => s.status);

/** The loading state now, outside React. */
export const getSearchStatus = (): SearchStatus => useSearchStore.getState().status;

/** The engine once loaded, else null. */
export const getLoadedEngine = (): SearchEngine | null => useSearchStore.getState().engine;

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

const loadEngine = loadOnce(async () => {
  const urls = searchFileUrls();
  const [docFile, indexFile, { createSearchEngine }] = await Promise.all([
    fetchJson<SearchDocFile>(urls.doc),
    fetchJson<SearchIndexFile>(urls.index),
    import('./engine'),
  ]);
  return createSearchEngine(docFile, indexFile);
});

/**
 * Loads search once. Every caller shares the same load; after a failure (offline on first use,
 * say) the next call tries again.
 */
export function loadSearch(): Promise<SearchEngine> {
  if (!SEARCH_CONFIGURED) return Promise.reject(new Error('This build has no search files.'));
  const { engine } = useSearchStore.getState();
  if (engine) return Promise.resolve(engine);
  useSearchStore.setState({ status: 'loading' });
  return loadEngine().then(
    (loaded) => {
      rememberSearchUsed();
      useSearchStore.setState({ status: 'ready', engine: loaded });
      return loaded;
    },
    (error: unknown) => {
      useSearchStore.setState({ status: 'error' });
      throw error;
    },
  );
}
