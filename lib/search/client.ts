/**
 * The browser side of search once React runs: loads the search module (lib/search/standalone.ts,
 * built to `public/search/search-engine-<hash>.js`) and through it the entry and the engine, once,
 * for every search box on the page (navbar and drawer). The module lists the results itself
 * (list.ts); each box hands it its empty list with `attachSearchList`.
 *
 * The module is imported by URL, not bundled: the page's inline bootstrap may have imported the
 * same URL before hydration (bootstrap.ts), and the browser's module map then hands this
 * import the same instance, with the engine, the chunks and the results it already has. It is not
 * part of the first-load JavaScript.
 *
 * The loading state is a zustand store, so every box shows the same state; `loadOnce` makes the
 * entry load exactly once per page (and again after a failure).
 */
import { create } from 'zustand';
import { loadOnce } from '@/lib/load-once';
import { SEARCH_CONFIG, SEARCH_CONFIGURED, SEARCH_ENGINE_URL } from './config';
import type * as Standalone from './standalone';
import { REACT_SEARCH_ATTRIBUTE } from './handoff';

export { SEARCH_CONFIGURED } from './config';

/** Where search stands on this page. */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unavailable';

// The server render and hydration see this initial state (zustand's server snapshot).
const useSearchStore = create<{ status: SearchStatus }>(() => ({
  status: SEARCH_CONFIGURED ? 'idle' : 'unavailable',
}));

/** The loading state of search, shared by every box on the page. */
export const useSearchStatus = () => useSearchStore((s) => s.status);

/** The loading state now, outside React. */
export const getSearchStatus = (): SearchStatus => useSearchStore.getState().status;

/** True while search needs a (new) load: never started, or failed. */
export function searchNeedsLoading(status: SearchStatus): boolean {
  return status === 'idle' || status === 'error';
}

/** What the reader has typed in the box that asked for search last. */
let typedText = (): string => '';

/** The search module, once imported. */
let loadedModule: typeof Standalone | null = null;

// Tests import the source (no module file exists there); the build keeps only the URL import.
const importModule = (): Promise<typeof Standalone> =>
  process.env.NODE_ENV === 'test' ? import('./standalone') : import(/* webpackIgnore: true */ SEARCH_ENGINE_URL);

/**
 * The search module, the entry files and the engine, loaded once; after a failure the next call
 * tries again. The chunks of what the reader has typed are requested with the entry (their names
 * follow from the words).
 */
const load = loadOnce(async () => {
  document.documentElement.setAttribute(REACT_SEARCH_ATTRIBUTE, '');
  loadedModule = await importModule();
  const engine = loadedModule.start(SEARCH_CONFIG);
  loadedModule.prefetch(typedText());
  await engine;
});

/**
 * Loads search once. Every caller shares the same load; after a failure the next call tries
 * again. `typed` reads what the reader has typed so far.
 */
export function loadSearch(typed?: () => string): Promise<void> {
  if (typed) typedText = typed;
  if (!SEARCH_CONFIGURED) return Promise.reject(new Error('This build has no search files.'));
  if (useSearchStore.getState().status === 'ready') return Promise.resolve();
  useSearchStore.setState({ status: 'loading' });
  return load().then(
    () => useSearchStore.setState({ status: 'ready' }),
    (error: unknown) => {
      useSearchStore.setState({ status: 'error' });
      throw error;
    },
  );
}

/**
 * Hands the module the list React rendered for the box `input` (search must be ready); returns
 * what takes it back.
 */
export function attachSearchList(input: HTMLInputElement, host: Standalone.ListHost): () => void {
  return loadedModule?.attach(input, host) ?? (() => {});
}
