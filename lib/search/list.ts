/**
 * The results list of every search box, in plain DOM, before React hydrates the page and after. A
 * combobox's listbox: ↑/↓ move through the results, Enter opens one, Escape closes the list (a
 * second Escape empties the box); the focus stays in the box (`aria-activedescendant`). The
 * options are links, so a new tab opens them as usual. Text goes in as text nodes only.
 *
 * Before hydration the list is in `<body>`, fixed under the box (React must find the box's markup
 * as it rendered it), and a result loads as a new page. Once React has rendered a box, it hands
 * over that box's empty list, live region and router (`attach`): the list moves there, and results
 * open by client navigation.
 */
import type { SearchAnswer, SearchEngine } from './engine';
import { earlyInput, REACT_SEARCH_ATTRIBUTE } from './handoff';
import type { SearchResult, TextSegment } from './types';
import { resultHref } from './url';

/**
 * Performance marks for `npm run bench`: new results on screen, and complete ones (snippets in),
 * each with the query it answers as its `detail`.
 */
export const RESULTS_MARK = 'sfx-search-results';
export const FULL_RESULTS_MARK = 'sfx-search-results-full';

/** Where a box's list lives: the popup holds the listbox, then the list's message. */
export interface ListHost {
  popup: HTMLElement;
  listbox: HTMLElement;
  status: HTMLElement;
  /** Opens a result's address (base path not included) by client navigation. */
  navigate?(href: string): void;
  /** Called once a result has opened in this tab, with its address (base path not included). */
  left?(href: string): void;
}

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
  /** The query `results` answer: until the latest query's words are in, the list shows an older one's. */
  answers: string;
  /** Enter was pressed before the list answered what is typed: the first result opens once it does. */
  enter: boolean;
  /** Results asked for: the engine's `maxHits` (0) until the reader asks for more. */
  limit: number;
  /** More results match than are shown. */
  more: boolean;
  /** Words of the query that no page has (the results match the others). */
  missing: string[];
  /** A request for more results under way, or the last one failed (`''`: neither). */
  moreState: '' | 'loading' | 'failed';
  /** When more results were added, and the first of them: a second click on More lands there. */
  grew: { at: number; from: number };
  /**
   * The pointer has moved over the list since the last keystroke (and the keyboard has not moved
   * in it since): it holds the list still (`refined`). A pointer that only rests where the list
   * opened does not.
   */
  pointer: boolean;
  /** The live region's next text, on its way (`say`). */
  saying?: ReturnType<typeof setTimeout>;
}

let deps: ListDeps | null = null;
/** True while a list is being written: removing a focused button of the list blurs it meanwhile. */
let rendering = false;
let engineNow: SearchEngine | null = null;
const boxes = new Map<HTMLInputElement, Box>();
/** The list in `<body>`, for a box typed in before React's side of search has started. */
let early: ListHost | null = null;

function element(tag: string, attributes: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * Makes `parent`'s children look like `next`, keeping every node that is already as it should be:
 * a node replaced or rewritten is laid out and painted again, so a keystroke that changes one
 * highlight costs that highlight, not the whole list. Same-tag elements take the new attributes
 * and are matched child by child; text nodes take the new text.
 */
function morph(parent: Node, next: Node[]): void {
  next.forEach((node, i) => {
    const old = parent.childNodes[i];
    if (!old) parent.appendChild(node);
    else if (old.isEqualNode(node)) return;
    else if (old instanceof Text && node instanceof Text) old.data = node.data;
    else if (old instanceof Element && node instanceof Element && old.tagName === node.tagName) {
      for (const { name } of [...old.attributes]) if (!node.hasAttribute(name)) old.removeAttribute(name);
      for (const { name, value } of node.attributes)
        if (old.getAttribute(name) !== value) old.setAttribute(name, value);
      morph(old, [...node.childNodes]);
    } else old.replaceWith(node);
  });
  while (parent.childNodes.length > next.length) parent.lastChild!.remove();
}

const segments = (className: string, parts: TextSegment[]): HTMLElement =>
  element(
    'span',
    { class: className },
    ...parts.map(({ text, match, label }) =>
      match ? element('mark', {}, text) : label ? element('span', { class: 'search__why' }, text) : text,
    ),
  );

const hrefOf = (result: SearchResult): string =>
  resultHref(result.url, engineNow?.highlightResult ? result.highlightTerms : []);

/**
 * The query: what is in the box, without leading spaces. A trailing space stays: it ends the last
 * word, which then matches as a whole word (`set ` finds `set`, not `Settings`).
 */
const typed = (box: Box): string => {
  const text = box.input.value.trimStart();
  // A first letter is not a query yet: no list, and no "No results" for a word the next key narrows.
  return /^[\p{L}\p{N}]$/u.test(text) ? '' : text;
};
const shown = (box: Box): SearchResult[] | null => (box.open && typed(box) ? box.results : null);
const options = (box: Box): HTMLElement[] => [...box.host.listbox.children] as HTMLElement[];

/**
 * The list once more chunks are in. While the reader points at the list or has moved into it
 * (`pinned`: the option they are on; for more results, the first new one), that option and those
 * above it keep their place (and those above their look, so that it does not move); below it, the
 * better answers come in.
 */
function refined(shown: SearchResult[], next: SearchResult[], pinned: number | null, max: number): SearchResult[] {
  if (pinned === null) return next;
  const byId = new Map(next.map((result) => [result.id, result]));
  const kept = shown.slice(0, pinned + 1).map((result, i) => (i < pinned ? result : (byId.get(result.id) ?? result)));
  const ids = new Set(kept.map((result) => result.id));
  return [...kept, ...next.filter((result) => !ids.has(result.id))].slice(0, Math.max(max, kept.length));
}

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
    // A write that throws must not leave the list deaf to the focus leaving.
    rendering = false;
  }
}

function paint(box: Box): void {
  const { host } = box;
  const results = shown(box);
  const count = results?.length ?? 0;
  const partial = box.stage !== 'complete';
  const text = typed(box).trimEnd();
  host.popup.hidden = results === null;
  box.input.setAttribute('aria-expanded', String(results !== null));
  morph(
    host.listbox,
    (results ?? []).map((result, i) =>
      element(
        'a',
        // Reached with the arrow keys from the box, never with Tab.
        {
          class: 'search__result',
          href: `${deps?.base ?? ''}${hrefOf(result)}`,
          id: `${host.listbox.id}-${i}`,
          role: 'option',
          tabindex: '-1',
          'aria-selected': String(i === box.active),
        },
        segments('search__result-title', result.title),
        segments('search__result-path', result.subcategory),
        ...(result.snippet.length ? [segments('search__result-snippet', result.snippet)] : []),
      ),
    ),
  );
  showActive(box);
  // An earlier query's results, while the typed words load: the arrow keys and Enter wait for these.
  const stale = count > 0 && box.answers !== typed(box);
  if (stale) host.listbox.setAttribute('aria-busy', 'true');
  else host.listbox.removeAttribute('aria-busy');
  // Words no page has: said above the results of the rest, which would otherwise seem to answer them.
  const missing =
    count && !partial && box.missing.length
      ? `No page has ${box.missing.map((word) => `“${word}”`).join(' or ')}: these results match the rest of the query.`
      : '';
  const missingNote = host.popup.querySelector(':scope > .search__missing');
  if (!missing) missingNote?.remove();
  else if (!missingNote) host.popup.prepend(element('div', { class: 'search__missing' }, missing));
  else if (missingNote.textContent !== missing) missingNote.textContent = missing;
  // The More results row stays while it is wanted, so that a focused button is not taken away.
  const more = Boolean(results && count && !partial && box.more);
  const row = host.popup.querySelector(':scope > p');
  if (!more || !row?.matches('.search__more-row')) row?.remove();
  // Offline, a failed file is expected: the list says so, and answers again once the connection is back.
  const offline = box.failed && navigator.onLine === false;
  const empty =
    box.stage === 'loading'
      ? offline
        ? `You are offline, and what “${text}” needs is not saved on this device. It will be searched once you are back online.`
        : box.failed
          ? 'Search could not be loaded.'
          : 'Searching…'
      : !partial
        ? `No results for “${text}”`
        : offline
          ? `No heading matches “${text}”. You are offline: the page text will be searched once you are back online.`
          : box.failed
            ? `No heading matches “${text}”, and the page text could not be loaded.`
            : `No heading matches “${text}”; page text is still loading.`;
  const note = offline
    ? 'You are offline: these results match headings only until you are back online.'
    : box.failed
      ? 'Page text could not be loaded: these results match headings only.'
      : 'Matching headings; page text is still loading.';
  if (results && (count === 0 || partial)) {
    const message = element('p', { class: count ? 'search__partial' : 'search__empty' }, count ? note : empty);
    if (box.failed && !offline) {
      const retry = element('button', { class: 'search__retry', type: 'button' }, 'Retry');
      retry.addEventListener('click', () => {
        box.input.focus(); // Back where the reader types.
        run(box, typed(box));
      });
      message.append(retry);
    }
    host.popup.append(message);
  } else if (more && !host.popup.querySelector(':scope > p')) {
    const button = element('button', { class: 'search__more', type: 'button' });
    button.addEventListener('click', () => void showMore(box));
    host.popup.append(element('p', { class: 'search__more-row' }, button));
  }
  const failed =
    navigator.onLine === false ? 'More results need a connection' : 'More results could not be loaded: retry';
  const label = { '': 'More results', loading: 'Loading more results…', failed }[box.moreState];
  const button = host.popup.querySelector('.search__more');
  if (button && button.textContent !== label) button.textContent = label;
  const said = !results
    ? ''
    : count === 0
      ? empty
      : `${count} result${count === 1 ? '' : 's'} for “${text}”${partial ? `: ${note}` : ''}${
          !more ? '' : box.moreState === 'failed' ? `. ${moreFailure()}.` : ', more available'
        }${missing ? `. ${missing}` : ''}`;
  // Not while the list still shows an earlier query's results: they are not this query's.
  if (stale) clearTimeout(box.saying);
  else say(box, said);
  if (!host.listbox.closest('.search')) place(box);
  if (results && box.stage !== 'loading') {
    performance.mark?.(RESULTS_MARK, { detail: text });
    if (!partial) performance.mark?.(FULL_RESULTS_MARK, { detail: text });
  }
}

/** How long the list stays as it is before its live region reads it out. */
export const SAY_AFTER_MS = 500;

/**
 * Writes the live region once the list has stayed the same for `SAY_AFTER_MS`: a live region reads
 * out every write, and while the reader types, each keystroke's list (and its "page text is still
 * loading") is replaced before it could be heard. Only changed text is written: the query is in
 * it, so a new query with as many results as the last is still read out. Emptied at once.
 */
function say(box: Box, text: string): void {
  clearTimeout(box.saying);
  const { status } = box.host;
  if (status.textContent === text) return;
  if (!text) status.textContent = '';
  else box.saying = setTimeout(() => (status.textContent = text), SAY_AFTER_MS);
}

const moreFailure = () =>
  navigator.onLine === false ? 'You are offline: more results could not be loaded' : 'More results could not be loaded';

/**
 * The next results below those shown (the button after the list), added once their page text is
 * in: the list does not change before. The focus goes back to the box, on the first of them. A
 * failure leaves the list as it was, and says so on the button.
 */
async function showMore(box: Box): Promise<void> {
  const [engine, text, count] = [engineNow, typed(box), box.results?.length ?? 0];
  if (!engine || !count || box.moreState === 'loading') return;
  box.input.focus();
  const [limit, active] = [count + engine.maxHits, box.active];
  box.moreState = 'loading';
  render(box);
  try {
    for (let step = 0; step < 4 && engine.search(text, limit).stage !== 'complete'; step++)
      await engine.load(text, limit);
  } catch {
    // A query typed meanwhile (or a box retired) has its own list.
    if (box.latest !== text) return;
    box.moreState = 'failed';
    return render(box);
  }
  const found = engine.search(text, limit);
  // A query typed meanwhile has its own answer.
  if (box.latest !== text || found.stage !== 'complete' || !box.results) return;
  Object.assign(box, { limit, more: Boolean(found.more), moreState: '', grew: { at: performance.now(), from: count } });
  box.missing = found.missing ?? [];
  box.results = refined(box.results, found.results, count, found.results.length);
  // On the first new one, unless the reader has moved or closed the list meanwhile.
  if (box.results.length > count && box.open && box.active === active) box.active = count;
  render(box);
  if (box.active === count) options(box)[count]?.scrollIntoView?.({ block: 'start' });
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
 * Shows the answer from what is loaded, then, stage by stage, fetches what the query still needs
 * and shows the better answer. A new query replaces the list once its headings are in.
 */
async function answer(box: Box, text: string, keystroke: boolean): Promise<void> {
  const engine = await deps!.engine().catch(() => null);
  if (!engine) {
    if (box.latest !== text) return;
    box.enter = false;
    // React's box says search could not be loaded, with a Retry; the list before it says it here.
    if (!box.host.navigate) {
      box.failed = true;
      box.stage = 'loading';
      box.results = [];
      render(box);
    }
    return;
  }
  engineNow = engine;
  let replace = keystroke;
  // Three stages at most; the bound only guards against an engine that never completes.
  for (let step = 0; step < 4 && box.latest === text; step++) {
    let found: SearchAnswer;
    try {
      found = engine.search(text, box.limit || engine.maxHits);
    } catch (error) {
      console.warn('Search query failed.', error);
      found = { results: [], stage: 'complete' };
    }
    const pinned = box.active >= 0 ? box.active : box.pointer ? 0 : null;
    if (found.stage === 'loading') box.results ??= [];
    else
      box.results =
        replace || !box.results ? found.results : refined(box.results, found.results, pinned, found.results.length);
    if (found.stage !== 'loading') {
      replace = false;
      box.answers = text;
    }
    box.failed = false;
    box.stage = found.stage;
    box.more = Boolean(found.more);
    box.missing = found.missing ?? [];
    if (keystroke && step === 0) box.active = -1;
    render(box);
    // Held until there is a result to open, or the page text is in and there is none.
    if (box.enter && box.answers === text && (shown(box)?.length || found.stage === 'complete')) {
      box.enter = false;
      if (shown(box)?.length) return openResult(box, 0);
    }
    if (found.stage === 'complete') return;
    try {
      await engine.load(text, box.limit || engine.maxHits);
    } catch (error) {
      if (box.latest !== text) return;
      if (navigator.onLine !== false) console.warn('Search could not fetch what this query needs.', error);
      box.failed = true;
      box.enter = false;
      // The previous query's list must not stand for this one.
      if (found.stage === 'loading') box.results = [];
      return render(box);
    }
  }
}

/**
 * Answers `text`, typed (or retried) by the reader: its list opens (`open`), unless they close it
 * before it is in.
 */
function run(box: Box, text: string, open = true): void {
  box.latest = text;
  box.enter = false;
  box.limit = 0;
  box.moreState = '';
  box.pointer = false;
  if (!text) {
    // Nothing to answer: the next query's list starts afresh, not from this one's results.
    box.results = null;
    box.answers = '';
    return render(box);
  }
  box.open ||= open;
  void answer(box, text, true);
}

/**
 * Answers text typed before the list listened: its list opens only if the reader is still in the
 * box and did not close it with Escape; an Enter pressed meanwhile opens its first result.
 */
function runEarly(box: Box): void {
  const { Enter, Escape } = earlyInput();
  const text = box.input.value;
  run(box, typed(box), document.activeElement === box.input && Escape !== text);
  box.enter = Boolean(typed(box)) && Enter === text;
}

/** Opens the result at `index`: before React, the link loads the page; after, client navigation. */
function openResult(box: Box, index: number): void {
  box.enter = false;
  if (!box.results?.[index]) return;
  if (!box.host.navigate) return options(box)[index]?.click();
  const href = hrefOf(box.results![index]);
  box.input.value = '';
  box.latest = '';
  box.results = null;
  render(box);
  box.input.blur();
  box.host.navigate(href);
  box.host.left?.(href);
}

const plainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The list's pointer handling, as handler properties of its popup (React sets none there); returns `retire`. */
function wire(box: Box): () => void {
  const indexOf = (event: Event) => options(box).indexOf((event.target as Element).closest?.('a') as HTMLElement);
  const handlers: Partial<HTMLElement> = {
    // Keeps the focus in the box while the button is down. (A block: returning false cancels any button.)
    onmousedown: (event) => {
      if (event.button === 0) event.preventDefault();
    },
    // Escape on the list's buttons (Retry, More results) closes it, as in the box, and goes back there.
    onkeydown: (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      box.input.focus();
      box.active = -1;
      setOpen(box, false);
    },
    onmousemove: (event) => {
      box.pointer = true;
      const at = indexOf(event);
      if (at >= 0 && at !== box.active) showActive(box, at);
    },
    onmouseleave: () => {
      if (!box.pointer) return;
      // The option the pointer was on is let go, and what arrived meanwhile takes its place now.
      box.pointer = false;
      showActive(box, -1);
      if (typed(box)) void answer(box, typed(box), false);
    },
    onclick: (event) => {
      const at = indexOf(event);
      // A second click on More results (a double click, or a click soon after) lands on a new result.
      const { at: grewAt, from } = box.grew;
      if (at >= from && (event.detail > 1 || performance.now() - grewAt < 800)) return event.preventDefault();
      if (at >= 0) box.enter = false; // The reader chose a result: a held Enter is theirs no more.
      if (at < 0 || !box.host.navigate || !plainClick(event)) return;
      event.preventDefault();
      openResult(box, at);
    },
  };
  Object.assign(box.host.popup, handlers);
  return () => {
    for (const name in handlers) Object.assign(box.host.popup, { [name]: null });
    box.latest = '';
    clearTimeout(box.saying);
  };
}

/** The markup React renders for a box's list (search-box.tsx), in <body>, which hydration leaves alone. */
function earlyHost(): ListHost {
  if (early) return early;
  const listbox = element('div', {
    class: 'search__results',
    id: 'search-early-results',
    role: 'listbox',
    'aria-label': 'Search results',
  });
  // Hidden until there is a list to show; never a Tab stop of its own (as a scroller would be).
  const popup = element('div', { class: 'search__popup', hidden: '', tabindex: '-1' }, listbox);
  const status = element('span', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' });
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
    answers: '',
    enter: false,
    limit: 0,
    more: false,
    missing: [],
    moreState: '',
    grew: { at: -Infinity, from: 0 },
    pointer: false,
  };
  box.retire = wire(box);
  input.setAttribute('aria-controls', host.listbox.id);
  boxes.set(input, box);
  return box;
}

const searchInput = (target: EventTarget | null): HTMLInputElement | null =>
  target instanceof HTMLInputElement && target.matches('input.search__input') ? target : null;

/** The box `target` is, if this list serves it now. */
function boxOf(target: EventTarget | null): Box | undefined {
  const input = searchInput(target);
  if (!input) return undefined;
  // Until React's side of search starts, the list in <body> serves; then only attached boxes.
  const early = !document.documentElement.hasAttribute(REACT_SEARCH_ATTRIBUTE);
  return boxes.get(input) ?? (early ? newBox(input, earlyHost()) : undefined);
}

/** Every keystroke queries at once: a query is a few milliseconds in memory, its list one DOM write. */
function onInput(target: EventTarget | null): void {
  const input = searchInput(target);
  // Also in a box that React's list is about to take: its words' chunks are on their way meanwhile.
  if (input) deps?.prefetch(input.value.trimStart());
  const box = boxOf(input);
  if (box) run(box, typed(box));
}

function onKeyDown(event: KeyboardEvent): void {
  const box = boxOf(event.target);
  const input = searchInput(event.target);
  // In a box that React's list is about to take (the bootstrap no longer listens), Enter and Escape
  // are noted for that list, as the bootstrap notes them.
  if (!box && input && !event.isComposing && (event.key === 'Enter' || event.key === 'Escape'))
    earlyInput()[event.key] = input.value;
  // Keys that compose text (an input method's Enter, its arrows through candidates) are not ours.
  if (!box || event.isComposing) return;
  const results = shown(box);
  // The arrow keys move through the results of what is typed: not through an earlier query's,
  // still shown while its words load (an Enter then waits for them, below).
  if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && box.results?.length && box.answers === typed(box)) {
    event.preventDefault();
    box.pointer = false; // The keyboard's option from here, which the pointer leaving keeps.
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const total = box.results.length;
    box.active = box.active === -1 && step === -1 ? total - 1 : (box.active + step + total) % total;
    if (results) showActive(box);
    else setOpen(box, true);
    // Only here: the option under the pointer is in view, and scrolling would move the list under it.
    options(box)[box.active]?.scrollIntoView?.({ block: 'nearest' });
  } else if (event.key === 'Enter' && box.moreState === 'loading' && box.active < 0) {
    event.preventDefault(); // More results are on their way: the first of them is not known yet.
  } else if (event.key === 'Enter' && typed(box) && box.active < 0 && box.answers !== typed(box) && !box.failed) {
    // The list still shows an earlier query's results (or none yet): the first result of what is
    // typed opens once it is in, not one of those.
    event.preventDefault();
    box.enter = true;
  } else if (event.key === 'Enter' && results?.length) {
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

/**
 * The connection came or went: back online, every query that could not get its files asks again (a
 * closed list stays closed); a failed More results says whether it needs the connection or a retry.
 */
function onConnection(): void {
  for (const box of boxes.values()) {
    if (navigator.onLine !== false && box.failed && box.latest) void answer(box, box.latest, false);
    if (box.moreState !== 'failed') continue;
    if (navigator.onLine !== false) box.moreState = '';
    render(box);
  }
}

function setOpen(box: Box, open: boolean): void {
  box.open = open;
  box.enter &&= open;
  render(box);
}

function onFocusIn(event: FocusEvent): void {
  const box = boxOf(event.target);
  if (box?.results && !box.open) setOpen(box, true);
}

function onFocusOut(event: FocusEvent): void {
  // Removing a focused button of the list while writing it blurs it: not the reader leaving.
  if (rendering) return;
  const [from, going] = [event.target as Node, event.relatedTarget as Node | null];
  for (const box of boxes.values()) {
    const within = (node: Node | null) =>
      node !== null && (box.input.closest('.search')?.contains(node) || box.host.popup.contains(node));
    if (box.open && within(from) && !within(going)) setOpen(box, false);
  }
}

const listeners = [
  ['input', (event: Event) => onInput(event.target)],
  ['keydown', onKeyDown],
  ['focusin', onFocusIn],
  ['focusout', onFocusOut],
] as [string, EventListener][];

/** Starts listening to every search box on the page (once) and answers what `input` holds. */
export function listen(with_: ListDeps, input?: HTMLInputElement | null): void {
  if (!deps) {
    listeners.forEach(([name, handler]) => document.addEventListener(name, handler, true));
    ['online', 'offline'].forEach((name) => window.addEventListener(name, onConnection));
  }
  deps = with_;
  const box = input?.value.trim() && boxOf(input);
  if (box) {
    deps.prefetch(typed(box));
    runEarly(box);
  }
}

/** React has rendered the box `input`: its list is in `host` from now on. Returns what detaches it. */
export function attach(input: HTMLInputElement, host: ListHost): () => void {
  const before = boxes.get(input);
  const text = input.value.trimStart();
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
    const { results, stage, open, active, answers, enter, limit, more, missing } = carried;
    Object.assign(box, { results, stage, open, active, answers, enter, limit, more, missing, latest: text });
    render(box);
    // A list still showing an older query is replaced by this one's answer, not refined.
    if (box.stage !== 'complete' || box.answers !== text) void answer(box, text, box.answers !== text);
  } else runEarly(box);
  // From here this list hears the box's keys itself.
  delete earlyInput().Enter;
  delete earlyInput().Escape;
  return () => {
    box.retire();
    boxes.delete(input);
  };
}

/** For tests, which load a fresh module each. */
export function stop(): void {
  listeners.forEach(([name, handler]) => document.removeEventListener(name, handler, true));
  ['online', 'offline'].forEach((name) => window.removeEventListener(name, onConnection));
  boxes.forEach((box) => box.retire());
  boxes.clear();
  early = deps = null;
}
