/**
 * The browser side of search: loads the two entry files and the query engine once, lazily, and
 * shares them between every search box on the page (navbar and drawer). The engine fetches the
 * chunks each query needs itself (engine.ts).
 *
 * The entry's file names are fixed at build time: the prebuild writes them to a manifest and
 * next.config.ts turns them into `NEXT_PUBLIC_SEARCH_*` variables, which the bundler inlines.
 * Without them (a checkout where the prebuild never ran) search reports itself unavailable
 * instead of fetching files that do not exist.
 *
 * The loading state is a zustand store, so every box shows the same state; `loadOnce` makes the
 * entry load exactly once per page (and again after a failure). The query engine is a dynamic
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

/** True while search needs a (new) load: never started, or failed. */
export function searchNeedsLoading(status: SearchStatus): boolean {
  return status === 'idle' || status === 'error';
}

/** URL of a file of `public/search/`, base path included. */
export const searchFileUrl = (name: string): string => assetPath(`/search/${name}`);

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** What the reader has typed in the box that asked for search last. */
let typedText = (): string => '';

/**
 * The entry files and the engine's code, loaded once; after a failure the next call tries again.
 * Small at any size of site, so pages fetch them when idle, before the reader types.
 */
const loadEngine = loadOnce(async () => {
  const [docFile, indexFile, { createSearchEngine }] = await Promise.all([
    fetchJson<SearchDocFile>(searchFileUrl(DOC_FILE)),
    fetchJson<SearchIndexFile>(searchFileUrl(INDEX_FILE)),
    import('./engine'),
  ]);
  const engine = createSearchEngine(docFile, indexFile, (name) => fetchJson(searchFileUrl(name)));
  // Words typed while search loaded: their chunks are requested now rather than once the results
  // list has rendered (the list's own request for them joins these).
  const typed = typedText();
  if (typed.trim()) engine.load(typed).catch(() => undefined);
  return engine;
});

/**
 * Loads search once. Every caller shares the same load; after a failure the next call tries
 * again. `typed` reads what the reader has typed so far, whose chunks are fetched with the entry's.
 */
export function loadSearch(typed?: () => string): Promise<SearchEngine> {
  if (typed) typedText = typed;
  if (!SEARCH_CONFIGURED) return Promise.reject(new Error('This build has no search files.'));
  const { engine } = useSearchStore.getState();
  if (engine) return Promise.resolve(engine);
  useSearchStore.setState({ status: 'loading' });
  return loadEngine().then(
    (loaded) => {
      useSearchStore.setState({ status: 'ready', engine: loaded });
      return loaded;
    },
    (error: unknown) => {
      useSearchStore.setState({ status: 'error' });
      throw error;
    },
  );
}
