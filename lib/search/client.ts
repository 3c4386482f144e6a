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
 * import, so it is not part of the first-load JavaScript. Results by heading come first, from the
 * small doc file; the same query runs again on the page text when the index file is in.
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

/**
 * Where the index file (the records' bodies) stands once search is 'ready': results first come
 * from the doc file alone (headings, page titles, keywords) and are searched again with the page
 * text when the index file is in. 'error' keeps the heading results; the next load tries again.
 */
export type SearchTextStatus = 'loading' | 'ready' | 'error';

interface SearchState {
  status: SearchStatus;
  engine: SearchEngine | null;
  text: SearchTextStatus;
}

// The server render and hydration see this initial state (zustand's server snapshot).
const useSearchStore = create<SearchState>(() => ({
  status: SEARCH_CONFIGURED ? 'idle' : 'unavailable',
  engine: null,
  text: 'loading',
}));

/** The loading state of search, shared by every box on the page. */
export const useSearchStatus = () => useSearchStore((s) => s.status);

/** Whether the page text is in yet (meaningful once the status is 'ready'). */
export const useSearchTextStatus = () => useSearchStore((s) => s.text);

/** The engine, re-rendering when the full engine replaces the one built from headings. */
export const useLoadedEngine = () => useSearchStore((s) => s.engine);

/** The loading state now, outside React. */
export const getSearchStatus = (): SearchStatus => useSearchStore.getState().status;

/** Whether the page text is in, outside React. */
export const getSearchTextStatus = (): SearchTextStatus => useSearchStore.getState().text;

/** The engine once loaded, else null. */
export const getLoadedEngine = (): SearchEngine | null => useSearchStore.getState().engine;

/** True while search needs a (new) load: never started, failed, or its page text failed. */
export function searchNeedsLoading(status: SearchStatus, text: SearchTextStatus): boolean {
  return status === 'idle' || status === 'error' || (status === 'ready' && text === 'error');
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
 * Lets the browser handle input and paint before the next step of building the index:
 * `scheduler.yield()` where there is one, else a message-channel task (a chain of `setTimeout(0)`
 * is clamped to 4 ms per hop).
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The doc file and the engine's code: enough for results by heading. Loaded once. */
const loadHeadings = loadOnce(async () => {
  const [docFile, { createSearchEngineInSteps }] = await Promise.all([
    fetchJson<SearchDocFile>(searchFileUrls().doc),
    import('./engine'),
  ]);
  return { docFile, create: createSearchEngineInSteps };
});

/** The index file (the records' bodies). Loaded once; a retry after a failure fetches only it. */
const loadBodies = loadOnce(() => fetchJson<SearchIndexFile>(searchFileUrls().index));

/**
 * Loads both files and the engine's code at once. As soon as the doc file (about a tenth of the
 * download) and the code are in, an engine over headings, page titles and keywords answers
 * queries; the full engine replaces it when the index file arrives. On a slow connection, and
 * more so as the site grows, that is the difference between results while the reader is still
 * typing and results seconds later. Both indexes are built in short steps, so typing and scrolling
 * stay responsive while they are (a ×10 site's full index takes over a second on a slow phone).
 */
const loadEngine = loadOnce(async () => {
  const bodies = loadBodies();
  let indexFile: SearchIndexFile | null = null;
  // Handled here so a failure before the doc file is in is not reported as unhandled; the await
  // below sees it.
  bodies.then((file) => (indexFile = file)).catch(() => undefined);
  const { docFile, create } = await loadHeadings();
  const publishHeadings = async () => {
    if (useSearchStore.getState().engine) return;
    const headings = await create(docFile, null, yieldToBrowser);
    useSearchStore.setState({ status: 'ready', engine: headings, text: 'loading' });
  };
  if (!indexFile) await publishHeadings();
  try {
    return await create(docFile, indexFile ?? (await bodies), yieldToBrowser);
  } catch (error) {
    // An index file that does not match the doc file still leaves results by heading.
    await publishHeadings().catch(() => undefined);
    throw error;
  }
});

/**
 * Loads search once. Every caller shares the same load; after a failure (offline on first use,
 * say) the next call tries again. A failure once results by heading are in keeps them ('ready')
 * and marks only the page text as failed.
 */
export function loadSearch(): Promise<SearchEngine> {
  if (!SEARCH_CONFIGURED) return Promise.reject(new Error('This build has no search files.'));
  const { engine } = useSearchStore.getState();
  if (engine?.complete) return Promise.resolve(engine);
  useSearchStore.setState(engine ? { text: 'loading' } : { status: 'loading' });
  return loadEngine().then(
    (loaded) => {
      rememberSearchUsed();
      useSearchStore.setState({ status: 'ready', engine: loaded, text: 'ready' });
      return loaded;
    },
    (error: unknown) => {
      useSearchStore.setState(useSearchStore.getState().engine ? { text: 'error' } : { status: 'error' });
      throw error;
    },
  );
}
