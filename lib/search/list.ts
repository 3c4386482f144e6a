/**
 * The results list of every search box, before React hydrates the page and after: one list, in
 * plain DOM, part of the search module (standalone.ts). A combobox's listbox: results appear as you
 * type, ↑/↓ move through them, Enter opens one, Escape closes the list (a second Escape empties the
 * box); the focus stays in the box, which names the active option with `aria-activedescendant`.
 * The options are links, so Ctrl/⌘+click, a middle click or the context menu open them in a new
 * tab. Text goes in as text nodes only, matched words in `<mark>`: nothing is parsed as HTML.
 *
 * Before hydration the list is in `<body>`, fixed under the box (React must find the box's own
 * markup as it rendered it), and a chosen result loads as a new page. Once React has rendered a
 * box, it hands the module that box's empty list, live region and router (`attach`, from
 * components/search/search-box.tsx): the list moves there, and results open by client navigation.
 */
import type { SearchAnswer, SearchEngine } from './engine';
import { REACT_SEARCH_ATTRIBUTE } from './handoff';
import type { SearchResult, TextSegment } from './types';
import { resultHref } from './url';

/**
 * Performance mark set each time new results are on screen, with the query they answer as its
 * `detail`; `npm run bench` reads it.
 */
export const RESULTS_MARK = 'sfx-search-results';
/** Set as well when the results on screen are complete (page text searched, snippets in). */
export const FULL_RESULTS_MARK = 'sfx-search-results-full';
/** Under results that matched headings only, while the page text loads. */
const PARTIAL_MESSAGE = 'Matching headings; page text is still loading.';

/** Where a box's list lives once React has rendered the box. */
export interface ListHost {
  /** Shown while the list is open; holds `listbox`, then the list's message. */
  popup: HTMLElement;
  /** The element the box's `aria-controls` names; the options go in it. */
  listbox: HTMLElement;
  /** A polite live region, read out at each change. */
  status: HTMLElement;
  /** Opens a result's address (base path not included) in this tab. */
  navigate?(href: string): void;
  /** Called once a result has opened in this tab. */
  left?(): void;
}

/** What the list needs from the rest of the module. */
export interface ListDeps {
  base: string;
  engine(): Promise<SearchEngine>;
  /** Requests the chunks of the typed words. */
  prefetch(text: string): void;
}

interface Box {
  input: HTMLInputElement;
  host: ListHost;
  /** Stops the box: its pointer handling and an answer under way. */
  retire: () => void;
  results: SearchResult[] | null;
  stage: SearchAnswer['stage'];
  failed: boolean;
  open: boolean;
  active: number;
  /** The query being answered; an older query's answers are dropped. */
  latest: string;
  pointerIn: boolean;
}

let deps: ListDeps | null = null;
/** True while a list is being written (removing a focused Retry button blurs it meanwhile). */
let rendering = false;
let engineNow: SearchEngine | null = null;
const boxes = new Map<HTMLInputElement, Box>();
/** The list in `<body>`, for a box typed in before React's side of search has started. */
let early: ListHost | null = null;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

function segments(className: string, parts: TextSegment[]): HTMLSpanElement {
  const span = element('span', className);
  for (const part of parts) span.append(part.match ? element('mark', '', part.text) : part.text);
  return span;
}

const hrefOf = (result: SearchResult): string =>
  resultHref(result.url, engineNow?.highlightResult ? result.highlightTerms : []);

const typed = (box: Box): string => box.input.value.trim();
const shown = (box: Box): SearchResult[] | null => (box.open && typed(box) ? box.results : null);
const options = (box: Box): HTMLElement[] => [...box.host.listbox.children] as HTMLElement[];

/**
 * The list once more of the query's chunks are in. While the reader points at the list or has
 * moved into it with the arrow keys (`pinned`: the option they are on), the results shown keep
 * their order, those above that option keep their look too (so it does not move), and new
 * results join below; otherwise the new ranking replaces the list.
 */
function refined(shown: SearchResult[], next: SearchResult[], pinned: number | null, max: number): SearchResult[] {
  if (pinned === null) return next;
  const byId = new Map(next.map((result) => [result.id, result]));
  const kept = shown.map((result, i) => (i < pinned ? result : (byId.get(result.id) ?? result)));
  const ids = new Set(shown.map((result) => result.id));
  return [...kept, ...next.filter((result) => !ids.has(result.id))].slice(0, Math.max(max, shown.length));
}

/** Marks the active option (`at`, by default the box's) and names it on the box. */
function showActive(box: Box, at = box.active): void {
  box.active = at;
  options(box).forEach((option, i) => option.setAttribute('aria-selected', String(i === box.active)));
  const active = options(box)[box.active];
  if (active) box.input.setAttribute('aria-activedescendant', active.id);
  else box.input.removeAttribute('aria-activedescendant');
}

/** Writes the box's state into its list, its message, its live region and the box's attributes. */
function render(box: Box): void {
  rendering = true;
  try {
    paint(box);
  } finally {
    rendering = false;
  }
}

function paint(box: Box): void {
  const { host } = box;
  const results = shown(box);
  const count = results?.length ?? 0;
  const partial = box.stage !== 'complete';
  const text = typed(box);
  host.popup.hidden = results === null;
  box.input.setAttribute('aria-expanded', String(results !== null));
  host.listbox.replaceChildren(
    ...(results ?? []).map((result, i) => {
      const option = element('a', 'search__result');
      option.href = `${deps?.base ?? ''}${hrefOf(result)}`;
      option.id = `${host.listbox.id}-${i}`;
      option.setAttribute('role', 'option');
      option.tabIndex = -1; // Reached with the arrow keys from the box, never with Tab.
      option.append(
        segments('search__result-title', result.title),
        element('span', 'search__result-path', result.subcategory),
      );
      if (result.snippet.length) option.append(segments('search__result-snippet', result.snippet));
      return option;
    }),
  );
  showActive(box);
  host.popup.querySelector(':scope > p')?.remove();
  const empty =
    box.stage === 'loading'
      ? box.failed
        ? 'Search could not be loaded.'
        : 'Searching…'
      : !partial
        ? `No results for “${text}”`
        : box.failed
          ? `No heading matches “${text}”, and the page text could not be loaded.`
          : `No heading matches “${text}”; page text is still loading.`;
  const note = box.failed ? 'Page text could not be loaded: these results match headings only.' : PARTIAL_MESSAGE;
  if (results && (count === 0 || partial)) {
    const message = element('p', count === 0 ? 'search__empty' : 'search__partial', count === 0 ? empty : note);
    if (box.failed) {
      const retry = element('button', 'search__retry', 'Retry');
      retry.type = 'button';
      retry.addEventListener('click', () => {
        box.input.focus(); // Back where the reader types.
        run(box, typed(box));
      });
      message.append(retry);
    }
    host.popup.append(message);
  }
  const said = !results
    ? ''
    : count === 0
      ? empty
      : `${count} result${count === 1 ? '' : 's'} for “${text}”${partial ? `: ${note}` : ''}`;
  // Written only when it changes: a live region reads out every write. The query is in it, so a
  // new query with as many results as the last is still read out.
  if (host.status.textContent !== said) host.status.textContent = said;
  if (!host.listbox.closest('.search')) place(box);
  if (results && box.stage !== 'loading') {
    performance.mark?.(RESULTS_MARK, { detail: text });
    if (!partial) performance.mark?.(FULL_RESULTS_MARK, { detail: text });
  }
}

/** Puts the list in `<body>` under the box: fixed to the viewport, at the box's right edge. */
function place(box: Box): void {
  const edges = (box.input.closest('.search') ?? box.input).getBoundingClientRect();
  Object.assign(box.host.popup.style, {
    position: 'fixed',
    top: `${edges.bottom + 6}px`,
    right: `${Math.max(document.documentElement.clientWidth - edges.right, 8)}px`,
  });
}

/**
 * Shows the answer from what is loaded, then, stage by stage (headings, page text, the best
 * results' records), fetches what the query still needs and shows the better answer. A new query
 * replaces the list once its headings are in; until then the previous list stays.
 */
async function answer(box: Box, text: string, keystroke: boolean): Promise<void> {
  let engine: SearchEngine;
  try {
    engine = engineNow = await deps!.engine();
  } catch {
    return; // React's box says search could not be loaded, with a Retry.
  }
  let replace = keystroke;
  // Three stages at most; the bound only guards against an engine that never completes.
  for (let step = 0; step < 4 && box.latest === text; step++) {
    let found: SearchAnswer;
    try {
      found = engine.search(text);
    } catch (error) {
      console.warn('Search query failed.', error);
      found = { results: [], stage: 'complete' };
    }
    const pinned = box.active >= 0 ? box.active : box.pointerIn ? 0 : null;
    if (found.stage === 'loading') box.results ??= [];
    else
      box.results =
        replace || !box.results ? found.results : refined(box.results, found.results, pinned, engine.maxHits);
    if (found.stage !== 'loading') replace = false;
    box.failed = false;
    box.stage = found.stage;
    if (keystroke && step === 0) {
      box.active = -1;
      box.open = true;
    }
    render(box);
    if (found.stage === 'complete') return;
    try {
      await engine.load(text);
    } catch (error) {
      if (box.latest !== text) return;
      console.warn('Search could not fetch what this query needs.', error);
      box.failed = true;
      // The previous query's list must not stand for this one.
      if (found.stage === 'loading') box.results = [];
      return render(box);
    }
  }
}

/** Answers `text` in `box` (an empty box shows no list). */
function run(box: Box, text: string): void {
  box.latest = text;
  if (text) void answer(box, text, true);
  else render(box);
}

/** Opens the result at `index`: by client navigation once React has attached the box. */
function openResult(box: Box, index: number): void {
  // Before React, the link itself loads the page.
  if (!box.host.navigate) return options(box)[index]?.click();
  const href = hrefOf(box.results![index]);
  box.input.value = '';
  box.latest = '';
  box.results = null;
  render(box);
  box.input.blur();
  box.host.navigate(href);
  box.host.left?.();
}

const plainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The list's own pointer handling, as handler properties of its popup (React sets none on it: its
 * own handlers sit at the root); returns what stops the box (`retire`).
 */
function wire(box: Box): () => void {
  const indexOf = (event: Event) => options(box).indexOf((event.target as Element).closest?.('a') as HTMLElement);
  const handlers: Partial<HTMLElement> = {
    // Keeps the focus in the box while the button is down.
    // (A block: a handler property that returns false cancels the event, whatever the button.)
    onmousedown: (event) => {
      if (event.button === 0) event.preventDefault();
    },
    onmousemove: (event) => {
      const at = indexOf(event);
      if (at >= 0 && at !== box.active) showActive(box, at);
    },
    onmouseenter: () => {
      box.pointerIn = true;
    },
    onmouseleave: () => {
      box.pointerIn = false;
      // What arrived while the reader pointed at the list takes its place now.
      if (box.active < 0 && typed(box)) void answer(box, typed(box), false);
    },
    onclick: (event) => {
      const at = indexOf(event);
      if (at < 0 || !box.host.navigate || !plainClick(event)) return;
      event.preventDefault();
      openResult(box, at);
    },
  };
  Object.assign(box.host.popup, handlers);
  return () => {
    for (const name in handlers) Object.assign(box.host.popup, { [name]: null });
    box.latest = '';
  };
}

function earlyHost(): ListHost {
  if (early) return early;
  const popup = element('div', 'search__popup');
  // Hidden until there is a list to show; never a Tab stop of its own (as a scroller would be).
  Object.assign(popup, { hidden: true, tabIndex: -1 });
  const listbox = element('div', 'search__results');
  listbox.id = 'search-early-results';
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-label', 'Search results');
  popup.append(listbox);
  const status = element('span', 'visually-hidden');
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  // Appended to <body>: React leaves nodes it did not render there alone when it hydrates.
  document.body.append(popup, status);
  return (early = { popup, listbox, status });
}

function newBox(input: HTMLInputElement, host: ListHost): Box {
  const box: Box = {
    input,
    host,
    retire: () => {},
    results: null,
    stage: 'complete',
    failed: false,
    open: false,
    active: -1,
    latest: '',
    pointerIn: false,
  };
  box.retire = wire(box);
  input.setAttribute('aria-controls', host.listbox.id);
  boxes.set(input, box);
  return box;
}

/** The box `target` is, if it is a search box this list serves now. */
function boxOf(target: EventTarget | null): Box | undefined {
  if (!(target instanceof HTMLInputElement) || !target.matches('input.search__input')) return undefined;
  // Until React's side of search starts, the list in <body> serves; then only attached boxes.
  const early = !document.documentElement.hasAttribute(REACT_SEARCH_ATTRIBUTE);
  return boxes.get(target) ?? (early ? newBox(target, earlyHost()) : undefined);
}

/** Every keystroke queries at once: a query is a few milliseconds in memory, its list one DOM write. */
function onInput(event: Event): void {
  const box = boxOf(event.target);
  if (!box) return;
  deps?.prefetch(typed(box));
  run(box, typed(box));
}

function onKeyDown(event: KeyboardEvent): void {
  const box = boxOf(event.target);
  // Keys that compose text (an input method's Enter, its arrows through candidates) are not ours.
  if (!box || event.isComposing) return;
  const results = shown(box);
  const count = results?.length ?? 0;
  if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && box.results?.length && typed(box)) {
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const total = box.results.length;
    box.active = box.active === -1 && step === -1 ? total - 1 : (box.active + step + total) % total;
    if (results) showActive(box);
    else setOpen(box, true);
    // Only here: the option under the pointer is in view, and scrolling would move the list under it.
    options(box)[box.active]?.scrollIntoView?.({ block: 'nearest' });
  } else if (event.key === 'Enter' && count > 0) {
    event.preventDefault();
    openResult(box, Math.max(box.active, 0));
  } else if (event.key === 'Escape' && (results || box.input.value)) {
    // Close the list, or empty the box; the drawer (which also listens for Escape) stays open.
    event.preventDefault();
    event.stopPropagation();
    if (!results) box.input.value = box.latest = '';
    box.active = -1;
    setOpen(box, false);
  }
}

function setOpen(box: Box, open: boolean): void {
  box.open = open;
  render(box);
}

function onFocusIn(event: FocusEvent): void {
  const box = boxOf(event.target);
  if (box?.results && !box.open) setOpen(box, true);
}

function onFocusOut(event: FocusEvent): void {
  if (rendering) return;
  const going = event.relatedTarget as Node | null;
  for (const box of boxes.values()) {
    const from = event.target as Node;
    const within = (node: Node | null) =>
      node !== null && (box.input.closest('.search')?.contains(node) || box.host.popup.contains(node));
    if (box.open && within(from) && !within(going)) setOpen(box, false);
  }
}

const listeners = [
  ['input', onInput],
  ['keydown', onKeyDown],
  ['focusin', onFocusIn],
  ['focusout', onFocusOut],
] as [string, EventListener][];

/** Starts listening to every search box on the page (once) and answers what `input` holds. */
export function listen(with_: ListDeps, input?: HTMLInputElement | null): void {
  if (!deps) listeners.forEach(([name, handler]) => document.addEventListener(name, handler, true));
  deps = with_;
  const box = boxOf(input ?? null);
  if (!box || !typed(box)) return;
  deps.prefetch(typed(box));
  run(box, typed(box));
}

/**
 * React has rendered the box `input`, with an empty list, live region and its router in `host`:
 * the box's list is there from now on (the results shown in `<body>` before move there). Returns
 * what detaches it, when React removes the box.
 */
export function attach(input: HTMLInputElement, host: ListHost): () => void {
  const before = boxes.get(input);
  const text = input.value.trim();
  // Its list goes on in this box; the old box neither answers nor writes the box's attributes again.
  const carried = before?.latest === text && before.results ? before : null;
  before?.retire();
  if (before?.host === early && early) {
    early.popup.remove();
    early.status.remove();
    early = null;
  }
  const box = newBox(input, host);
  if (carried) {
    const { results, stage, open, active } = carried;
    Object.assign(box, { results, stage, open, active, latest: text });
    render(box);
    if (box.stage !== 'complete') void answer(box, text, false);
  } else run(box, text);
  return () => {
    box.retire();
    boxes.delete(input);
  };
}

/** Stops listening, and forgets every box (for tests, which load a fresh module each). */
export function stop(): void {
  listeners.forEach(([name, handler]) => document.removeEventListener(name, handler, true));
  boxes.forEach((box) => box.retire());
  boxes.clear();
  early = deps = null;
}
