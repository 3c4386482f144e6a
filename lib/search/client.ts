/**
 * The browser side of search once React runs: loads the search module (standalone.ts), which lists
 * the results in each box's list (`attachSearchList`). Imported by URL, not bundled (so not
 * first-load JavaScript): if the inline bootstrap imported it before hydration, the browser's
 * module map hands over the same instance, with what it has loaded and shown.
 */
import { create } from 'zustand';
import { SEARCH_CONFIG, SEARCH_CONFIGURED, SEARCH_ENGINE_URL } from './config';
import type * as Standalone from './standalone';
import { REACT_SEARCH_ATTRIBUTE } from './handoff';

export { SEARCH_CONFIGURED } from './config';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unavailable';

// One state for every box; the server render and hydration see the initial one.
const useSearchStore = create<{ status: SearchStatus }>(() => ({
  status: SEARCH_CONFIGURED ? 'idle' : 'unavailable',
}));

export const useSearchStatus = () => useSearchStore((s) => s.status);

export const getSearchStatus = (): SearchStatus => useSearchStore.getState().status;

/** What the reader has typed in the box that asked for search last. */
let typedText = (): string => '';

let loadedModule: typeof Standalone | null = null;

// Tests import the source (no module file exists there); the build keeps only the URL import.
const importModule = (): Promise<typeof Standalone> =>
  process.env.NODE_ENV === 'test' ? import('./standalone') : import(/* webpackIgnore: true */ SEARCH_ENGINE_URL);

/**
 * Loads the search module, the entry and the engine (once, whoever asks; after a failure the next
 * call tries again), and the chunks of what is `typed` with the entry.
 */
export async function loadSearch(typed?: () => string): Promise<void> {
  if (typed) typedText = typed;
  if (!SEARCH_CONFIGURED) throw new Error('This build has no search files.');
  if (useSearchStore.getState().status === 'ready') return;
  useSearchStore.setState({ status: 'loading' });
  document.documentElement.setAttribute(REACT_SEARCH_ATTRIBUTE, '');
  try {
    loadedModule = await importModule();
    const engine = loadedModule.start(SEARCH_CONFIG);
    loadedModule.prefetch(typedText());
    await engine;
    useSearchStore.setState({ status: 'ready' });
  } catch (error) {
    useSearchStore.setState({ status: 'error' });
    throw error;
  }
}

/** Hands the module the list React rendered for the box `input`; returns what takes it back. */
export function attachSearchList(input: HTMLInputElement, host: Standalone.ListHost): () => void {
  return loadedModule?.attach(input, host) ?? (() => {});
}
