/**
 * Search as one ES module for the browser: the engine (engine.ts), the loading of its files, and a
 * plain results list that answers before React has hydrated the page. The prebuild bundles this
 * file with esbuild into `public/search/search-engine-<hash>.js` (scripts/build-search-index.ts).
 * The page's inline bootstrap (bootstrap.ts) imports it on the reader's first approach to
 * a search box, and client.ts imports the same URL once React runs: the browser's module map hands
 * both the same instance, so there is one engine and one set of loaded chunks, whichever came first.
 *
 * Before hydration the list below the box is this module's: links, reachable with Tab or ↓ from
 * the box, built from text nodes only, with the React list's classes. React's list takes over
 * (`handOver`) as soon as it is on the page, with the same results.
 */
import { queryChunks } from './chunks';
import { createSearchEngine, type SearchAnswer, type SearchEngine } from './engine';
import { parseQuery } from './normalize';
import type { SearchDocFile, SearchIndexFile, TextSegment } from './types';
import { FULL_RESULTS_MARK, PARTIAL_MESSAGE, RESULTS_MARK } from './ui-text';
import { resultHref } from './url';

/** Where the search files are: the site's base path and the names this build gave them. */
export interface SearchConfig {
  /** The site's base path, `''` at the root of a domain. */
  base: string;
  /** The entry: the doc file and the index file in `/search/`. */
  doc: string;
  index: string;
  /** The stamp in the chunks' names. */
  stamp: string;
}

let config: SearchConfig | null = null;
let loading: Promise<SearchEngine> | null = null;
let engine: SearchEngine | null = null;

/**
 * Requests made before anything asked for their file (by the bootstrap, or for the typed words
 * before the engine was loaded): the first to ask for the file takes the request over.
 */
const early = new Map<string, Promise<Response>>();

const fileUrl = (name: string): string => `${config?.base ?? ''}/search/${name}`;

function request(name: string): void {
  if (early.has(name)) return;
  const response = fetch(fileUrl(name));
  response.catch(() => early.delete(name));
  early.set(name, response);
}

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

/**
 * Asks for the word chunks of the words typed now, without waiting for the entry (their
 * names follow from the words); the engine, once loaded, takes the requests over.
 */
export function prefetch(text: string): void {
  if (engine) return void engine.load(text).catch(() => undefined);
  if (!config) return;
  queryChunks(
    parseQuery(text).filter((t) => !t.stop),
    config.stamp,
  ).forEach(request);
}

// ---- The list before hydration ----

const INPUT = 'input.search__input';
let listening = false;
let handedOver = false;
let popup: HTMLDivElement | null = null;
let status: HTMLSpanElement | null = null;
let owner: HTMLInputElement | null = null;
let latest = '';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** Text with its matched words in `<mark>`: text nodes only, nothing parsed as HTML. */
function segments(className: string, parts: TextSegment[]): HTMLSpanElement {
  const span = element('span', className);
  for (const part of parts)
    span.append(part.match ? element('mark', '', part.text) : document.createTextNode(part.text));
  return span;
}

const links = (): HTMLAnchorElement[] => [...(popup?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

/** Closes the list; the query it was answering shows no more stages (typing again reopens it). */
function hide(): void {
  latest = '';
  if (popup) popup.hidden = true;
  if (status) status.textContent = '';
}

/** Puts the list under the box: fixed to the viewport, at the box's right edge as the CSS does. */
function place(input: HTMLInputElement): void {
  if (!popup) return;
  const box = (input.closest('.search') ?? input).getBoundingClientRect();
  popup.style.position = 'fixed';
  popup.style.top = `${box.bottom + 6}px`;
  popup.style.right = `${Math.max(document.documentElement.clientWidth - box.right, 8)}px`;
}

function show(input: HTMLInputElement, text: string, { results, stage }: SearchAnswer): void {
  if (!popup) {
    // Appended to <body>: React leaves nodes it did not render there alone when it hydrates.
    popup = element('div', 'search__popup');
    status = element('span', 'visually-hidden');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    document.body.append(popup, status);
  }
  owner = input;
  const list = element('ul', 'search__results');
  list.setAttribute('aria-label', 'Search results');
  const highlight = engine?.highlightResult ?? false;
  for (const result of results) {
    const link = element('a', 'search__result');
    link.href = `${config?.base ?? ''}${resultHref(result.url, highlight ? result.highlightTerms : [])}`;
    link.append(
      segments('search__result-title', result.title),
      element('span', 'search__result-path', result.subcategory),
    );
    if (result.snippet.length) link.append(segments('search__result-snippet', result.snippet));
    const item = element('li');
    item.append(link);
    list.append(item);
  }
  const partial = stage !== 'complete';
  popup.replaceChildren(list);
  if (results.length === 0) popup.append(element('p', 'search__empty', `No results for “${text}”`));
  else if (partial) popup.append(element('p', 'search__partial', PARTIAL_MESSAGE));
  popup.hidden = false;
  place(input);
  const count = `${results.length} result${results.length === 1 ? '' : 's'}`;
  status!.textContent =
    results.length === 0 ? `No results for “${text}”` : partial ? `${count}: ${PARTIAL_MESSAGE}` : `${count} available`;
  performance.mark(RESULTS_MARK);
  if (!partial) performance.mark(FULL_RESULTS_MARK);
}

/** Answers what is in `input`, stage by stage as its chunks arrive, until React takes over. */
async function answer(input: HTMLInputElement): Promise<void> {
  const text = input.value.trim();
  latest = text;
  if (!text) return hide();
  prefetch(text);
  let ready: SearchEngine;
  try {
    ready = await loadEngine(config!);
  } catch {
    return; // Once hydrated, the box says search could not be loaded, with a Retry button.
  }
  for (let step = 0; step < 4 && latest === text && !handedOver; step++) {
    const found = ready.search(text);
    if (found.stage !== 'loading') show(input, text, found);
    if (found.stage === 'complete') return;
    try {
      await ready.load(text);
    } catch {
      return;
    }
  }
}

function onInput(event: Event): void {
  if (event.target instanceof HTMLInputElement && event.target.matches(INPUT)) void answer(event.target);
}

function onKeyDown(event: KeyboardEvent): void {
  const items = links();
  const open = popup !== null && !popup.hidden && items.length > 0;
  const target = event.target;
  if (target instanceof HTMLInputElement && target === owner) {
    if (event.key === 'Escape') hide();
    else if (open && (event.key === 'ArrowDown' || (event.key === 'Tab' && !event.shiftKey))) {
      event.preventDefault();
      items[0].focus();
    } else if (open && event.key === 'Enter') {
      event.preventDefault();
      items[0].click();
    }
    return;
  }
  const at = items.indexOf(target as HTMLAnchorElement);
  if (at < 0) return;
  const step =
    event.key === 'ArrowDown'
      ? 1
      : event.key === 'ArrowUp' || (event.key === 'Tab' && event.shiftKey && at === 0)
        ? -1
        : 0;
  if (event.key === 'Escape' || (step === -1 && at === 0)) {
    event.preventDefault();
    owner?.focus();
    if (event.key === 'Escape') hide();
  } else if (step !== 0) {
    event.preventDefault();
    items[Math.min(at + step, items.length - 1)].focus();
  }
}

function onPointerDown(event: PointerEvent): void {
  const target = event.target as Node;
  if (popup && !popup.contains(target) && !owner?.closest('.search')?.contains(target)) hide();
}

/**
 * Starts search for the page before React runs: takes over the bootstrap's `requests` (file name →
 * response), loads the engine, answers what is already typed in `input`, and every later keystroke
 * in a search box, until `handOver`.
 */
export function start(
  with_: SearchConfig,
  input?: HTMLInputElement | null,
  requests: ReadonlyMap<string, Promise<Response>> = new Map(),
): void {
  if (handedOver) return;
  for (const [name, response] of requests) if (!early.has(name)) early.set(name, response);
  loadEngine(with_).catch(() => undefined);
  if (!listening) {
    listening = true;
    document.addEventListener('input', onInput, true);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
  }
  if (input?.value.trim()) void answer(input);
}

/**
 * React's results list is on the page: this module's list goes, and its listeners stop. Returns
 * true when the focus was in that list, for React to put it back in the box.
 */
export function handOver(): boolean {
  handedOver = true;
  const focused = popup?.contains(document.activeElement) ?? false;
  document.removeEventListener('input', onInput, true);
  document.removeEventListener('keydown', onKeyDown, true);
  document.removeEventListener('pointerdown', onPointerDown, true);
  popup?.remove();
  status?.remove();
  popup = status = null;
  return focused;
}
