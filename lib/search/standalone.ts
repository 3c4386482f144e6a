/**
 * Search as one ES module for the browser (`public/search/search-engine-<hash>.js`, bundled by
 * scripts/build-search-index.ts): the engine, the loading of its files, and the results list of
 * every search box. The page's inline bootstrap (bootstrap.ts) imports it on the reader's first
 * approach to a search box, client.ts once React runs: the browser's module map hands both the
 * same instance, so there is one engine, one set of loaded chunks and one list.
 */
import { typedChunks } from './chunks';
import { createSearchEngine, type SearchEngine } from './engine';
import type { SearchDocFile, SearchIndexFile } from './types';
import { pendingRequests, requestEarly } from './handoff';
import { listen } from './list';

/** The site's base path (`''` at the root of a domain) and the names this build gave the search files. */
export interface SearchConfig {
  base: string;
  doc: string;
  index: string;
  /** The stamp in the chunks' names. */
  stamp: string;
}

let config: SearchConfig | null = null;
let loading: Promise<SearchEngine> | null = null;
let engine: SearchEngine | null = null;

/** Requests made before anything asked for their file (by the bootstrap too); the first to ask takes them over. */
const early = pendingRequests();

const fileUrl = (name: string): string => `${config?.base ?? ''}/search/${name}`;

async function fetchJson(name: string): Promise<unknown> {
  const pending = early.get(name);
  early.delete(name);
  const response = await (pending ?? fetch(fileUrl(name)));
  if (!response.ok) throw new Error(`GET ${response.url || fileUrl(name)} answered ${response.status}`);
  return response.json();
}

/** The engine over this build's entry, loaded once; after a failure the next call tries again. */
export function loadEngine(with_: SearchConfig): Promise<SearchEngine> {
  config ??= with_;
  if (!loading) {
    loading = Promise.all([fetchJson(config.doc), fetchJson(config.index)]).then(
      ([docFile, indexFile]) =>
        (engine = createSearchEngine(docFile as SearchDocFile, indexFile as SearchIndexFile, fetchJson)),
    );
    loading.catch(() => (loading = null));
  }
  return loading;
}

/** Asks for the word chunks of the typed words, without waiting for the entry (their names follow from the words). */
export function prefetch(text: string): void {
  if (engine) return void engine.load(text).catch(() => undefined);
  if (!config) return;
  typedChunks(text, config.stamp).forEach((name) => requestEarly(config!.base, name));
}

/**
 * Starts search on the page: loads the engine, and lists results under every search box, starting
 * with what is typed in `input`. Called by the bootstrap and by client.ts, whichever comes first.
 */
export function start(with_: SearchConfig, input?: HTMLInputElement | null): Promise<SearchEngine> {
  const engine = loadEngine(with_);
  engine.catch(() => undefined);
  listen({ base: with_.base, engine: () => loadEngine(with_), prefetch }, input);
  return engine;
}

export { attach, stop, type ListHost } from './list';
