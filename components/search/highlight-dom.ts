/**
 * Marks words in the page content for the search highlighter, loaded only on arrival from a
 * result. Through the CSS Custom Highlight API: the browser paints the ranges, and the DOM React
 * owns is left untouched. A browser without it still scrolls to the first match.
 */
import { foldWord, normalizeText, NUMBER } from '@/lib/search/normalize';
import { findMatches } from '@/lib/search/snippet';
import { MAIN_CONTENT_ID } from '@/components/layout/main-content';
import { focusPlace } from '@/lib/focus';
import { MAX_TERM_LENGTH, MAX_TERMS, MIN_TERM_LENGTH } from '@/lib/search/url';

/**
 * Words to highlight from the decoded `?highlight=` value: folded like the index's words, at least
 * two letters long (one would light up half the page), bounded in number and length; a number
 * written with its separators (`5.0`) stays as written.
 */
export function parseHighlightParam(value: string | null | undefined): string[] {
  if (!value) return [];
  const words = value
    .split(/\s+/)
    .map((w) => (w.match(NUMBER)?.[0] === w ? w : foldWord(normalizeText(w).replace(/[^\p{L}\p{N}]+/gu, ''))))
    .filter((w) => w.length >= MIN_TERM_LENGTH && w.length <= MAX_TERM_LENGTH);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** For `CSS.highlights` and the `::highlight()` rule in search.css. */
export const HIGHLIGHT_NAME = 'search-results';

/** Elements whose text is not the page's text. */
const SKIP = 'script, style, noscript, textarea, svg, template';

/** Ranges of the words in `root` that fold to one of the terms. */
export function findRanges(root: Element, terms: readonly string[]): Range[] {
  const ranges: Range[] = [];
  const words = new Set(terms);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (text.parentElement?.closest(SKIP)) continue;
    for (const { start, end } of findMatches(text.data, words)) {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      ranges.push(range);
    }
  }
  return ranges;
}

/** The first range at or after the `#anchor` target, else the first range. */
function firstRelevant(ranges: readonly Range[], hash: string): Range | undefined {
  let target: HTMLElement | null = null;
  try {
    target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    target = document.getElementById(hash.slice(1)); // Not percent-encoded after all.
  }
  const after = Node.DOCUMENT_POSITION_FOLLOWING | Node.DOCUMENT_POSITION_CONTAINED_BY;
  return (target && ranges.find((range) => target.compareDocumentPosition(range.startContainer) & after)) || ranges[0];
}

/** Scrolls a range into the middle third of the viewport unless it is already comfortably visible. */
function reveal(range: Range): void {
  // Browsers without layout for ranges (and test DOMs) simply skip the scroll.
  if (typeof range.getBoundingClientRect !== 'function') return;
  const rect = range.getBoundingClientRect();
  const navbar = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
  if (rect.top >= navbar + 8 && rect.bottom <= window.innerHeight - 8) return;
  window.scrollTo({ top: Math.max(0, window.scrollY + rect.top - window.innerHeight / 3), behavior: 'auto' });
}

/** Elements whose text is a block of the page: where the focus goes on arrival. */
const BLOCK = 'p, li, dt, dd, td, th, h1, h2, h3, h4, h5, h6, pre, blockquote, figcaption, summary';

/**
 * Puts the focus (not the view: that is `reveal`'s) on the block of the first match, unless the
 * reader's focus is somewhere already: Tab then goes on from the words the reader came for, not
 * from the top of the page.
 */
function focusAt(range: Range, root: Element): void {
  const active = document.activeElement;
  if (active && active !== document.body && active !== root && active.id !== MAIN_CONTENT_ID) return;
  const block = range.startContainer.parentElement?.closest<HTMLElement>(BLOCK);
  if (block && root.contains(block)) focusPlace(block);
}

/** The control that takes the highlights away (styled in search.css, hidden in print). */
export const CLEAR_CONTROL_CLASS = 'search-highlights';

/** Where Escape belongs to what has the focus: fields, editors, lists, menus and dialogs. */
const OWNS_ESCAPE =
  'input, textarea, select, [contenteditable], [role="combobox"], [role="listbox"], [role="menu"], [role="menuitem"], dialog, [aria-modal="true"]';

/**
 * A button at the foot of the viewport that clears the highlights, in a landmark of its own. Escape
 * does the same wherever the focus is, but in a field, an editor, a list, a menu or a dialog, and
 * when a handler has used the key already. Returns what removes the control and its key.
 */
function clearControl(clear: () => void): () => void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  // The key shows where a keyboard is likely (search.css): the button is the page's last Tab stop.
  const key = document.createElement('kbd');
  key.textContent = 'Esc';
  key.setAttribute('aria-hidden', 'true');
  button.append('Clear search highlights', key);
  button.setAttribute('aria-keyshortcuts', 'Escape');
  const control = document.createElement('aside');
  control.className = CLEAR_CONTROL_CLASS;
  control.setAttribute('aria-label', 'Search highlights');
  control.append(button);
  const main = () => document.getElementById(MAIN_CONTENT_ID);
  button.addEventListener('click', () => {
    const focused = document.activeElement === button;
    clear();
    // The button leaves with the highlights: the focus goes on from the page's content.
    if (focused) main()?.focus({ preventScroll: true });
  });
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(OWNS_ESCAPE)) button.click();
  };
  document.addEventListener('keydown', onKey);
  document.body.append(control);
  return () => {
    document.removeEventListener('keydown', onKey);
    control.remove();
  };
}

/**
 * Highlights the terms in `root`, scrolls the first relevant match into view, and offers a control
 * to clear them.
 */
export function applyHighlights(
  root: Element,
  terms: readonly string[],
  hash: string,
): { count: number; clear: () => void } {
  const ranges = findRanges(root, terms);
  const first = firstRelevant(ranges, hash);
  if (first) {
    reveal(first);
    focusAt(first, root);
  }
  if (ranges.length === 0 || typeof Highlight !== 'function') return { count: ranges.length, clear: () => {} };
  const highlight = new Highlight(...ranges);
  CSS.highlights.set(HIGHLIGHT_NAME, highlight);
  // Parts of a page render again once their script runs (a quiz): the text nodes the ranges were
  // on leave the page and the ranges collapse. Then, once per frame of changes, the words are
  // found again in what replaced them; changes that leave every range in place cost a check.
  let frame = 0;
  const observer = new MutationObserver(() => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      if ([...highlight].every((range) => !range.collapsed && range.startContainer.isConnected)) return;
      highlight.clear();
      for (const range of findRanges(root, terms)) highlight.add(range);
    });
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  const clear = () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    CSS.highlights.delete(HIGHLIGHT_NAME);
    removeControl();
  };
  const removeControl = clearControl(clear);
  return { count: ranges.length, clear };
}
