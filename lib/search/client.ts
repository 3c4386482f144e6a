/**
 * The browser side of search once React runs: loads the search module (lib/search/standalone.ts,
 * built to `public/search/search-engine-<hash>.js`) and through it the entry and the engine, once,
 * and shares them between every search box on the page (navbar and drawer). The engine fetches the
 * chunks each query needs itself (engine.ts).
 *
 * The module is imported by URL, not bundled: the page's inline bootstrap may have imported the
 * same URL before hydration (bootstrap.ts), and the browser's module map then hands this
 * import the same instance, with the engine and the chunks it already loaded. It is not part of the
 * first-load JavaScript.
 *
 * The loading state is a zustand store, so every box shows the same state; `loadOnce` makes the
 * entry load exactly once per page (and again after a failure).
 */
import { create } from 'zustand';
import { loadOnce } from '@/lib/load-once';
import { SEARCH_CONFIG, SEARCH_CONFIGURED, SEARCH_ENGINE_URL } from './config';
import type { SearchEngine } from './engine';
import type * as Standalone from './standalone';
import { REACT_SEARCH_ATTRIBUTE } from './handoff';

export { SEARCH_CONFIGURED } from './config';

type SearchModule = typeof Standalone;

/** Where search stands on this page. */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unavailable';

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

/** What the reader has typed in the box that asked for search last. */
let typedText = (): string => '';

/** The search module, once imported. */
let loadedModule: SearchModule | null = null;

// Tests import the source (no module file exists there); the build keeps only the URL import.
const importModule = (): Promise<SearchModule> =>
  process.env.NODE_ENV === 'test' ? import('./standalone') : import(/* webpackIgnore: true */ SEARCH_ENGINE_URL);

/**
 * The search module, the entry files and the engine, loaded once; after a failure the next call
 * tries again. Small at any size of site, so pages fetch them when idle, before the reader types.
 */
const loadEngine = loadOnce(async () => {
  document.documentElement.setAttribute(REACT_SEARCH_ATTRIBUTE, '');
  loadedModule = await importModule();
  const engine = await loadedModule.loadEngine(SEARCH_CONFIG);
  // Words typed while search loaded: their chunks are requested now rather than once the results
  // list has rendered (the list's own request for them joins these).
  const typed = typedText();
  if (typed.trim()) engine.load(typed).catch(() => undefined);
  return engine;
});

/**
 * React's results list is on the page: the list the search module showed before hydration goes.
 * Returns true when the focus was in that list.
 */
export const handOverEarlySearch = (): boolean => loadedModule?.handOver() ?? false;

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
