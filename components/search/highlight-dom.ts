/**
 * Marks words in the page content, for the search highlighter. Loaded with a dynamic import only
 * when a page is opened from a search result, so ordinary page views never download it.
 *
 * Prefers the CSS Custom Highlight API: ranges are registered with the browser and painted by
 * `::highlight(search-results)`, without touching the DOM that React owns. Where the API is
 * missing, matched words are wrapped in `<mark>` elements, and unwrapped again on cleanup.
 */
import { matchRanges } from '@/lib/search/snippet';

export { parseHighlightParam } from '@/lib/search/highlight-terms';

/** Name used for `CSS.highlights` and the `::highlight()` rule in search.css. */
export const HIGHLIGHT_NAME = 'search-results';

const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'svg', 'SVG', 'TEMPLATE']);

/** Ranges of the words in `root` that are one of the terms (index words: normalised and folded). */
export function findRanges(root: Element, terms: readonly string[]): Range[] {
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      for (let el = node.parentElement; el && el !== root; el = el.parentElement) {
        if (SKIP.has(el.tagName)) return NodeFilter.FILTER_REJECT;
      }
      return node.nodeValue && node.nodeValue.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    for (const [start, end] of matchRanges(text.data, terms)) {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      ranges.push(range);
    }
  }
  return ranges;
}

function supportsHighlightApi(): boolean {
  return typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';
}

/** The first range at or after the `#anchor` target, else the first range. */
function firstRelevant(ranges: readonly Range[], hash: string): Range | undefined {
  if (hash.length > 1) {
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // Keep the raw id.
    }
    const target = document.getElementById(id);
    if (target) {
      const after = ranges.find((range) => {
        const position = target.compareDocumentPosition(range.startContainer);
        return (
          Boolean(position & Node.DOCUMENT_POSITION_FOLLOWING) ||
          Boolean(position & Node.DOCUMENT_POSITION_CONTAINED_BY)
        );
      });
      if (after) return after;
    }
  }
  return ranges[0];
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

function wrapInMarks(ranges: readonly Range[]): HTMLElement[] {
  const marks: HTMLElement[] = [];
  // Wrap from the end so earlier ranges in the same text node keep valid offsets.
  for (const range of [...ranges].reverse()) {
    const mark = document.createElement('mark');
    mark.className = 'search-highlight';
    try {
      range.surroundContents(mark);
      marks.push(mark);
    } catch {
      // A range crossing element boundaries cannot be wrapped; skip that word.
    }
  }
  return marks.reverse();
}

/**
 * Highlights the terms in `root` and scrolls the first relevant match into view. Returns the
 * number of matches and a function that removes the highlights.
 */
export function applyHighlights(
  root: Element,
  terms: readonly string[],
  hash: string,
): { count: number; clear: () => void } {
  const ranges = findRanges(root, terms);
  if (ranges.length === 0) return { count: 0, clear: () => {} };
  const first = firstRelevant(ranges, hash);
  if (supportsHighlightApi()) {
    CSS.highlights.set(HIGHLIGHT_NAME, new Highlight(...ranges));
    if (first) reveal(first);
    return { count: ranges.length, clear: () => CSS.highlights.delete(HIGHLIGHT_NAME) };
  }
  const firstIndex = first ? ranges.indexOf(first) : 0;
  const marks = wrapInMarks(ranges);
  const target = marks[firstIndex] ?? marks[0];
  if (target) {
    const range = document.createRange();
    range.selectNodeContents(target);
    reveal(range);
  }
  return {
    count: marks.length,
    clear: () => {
      for (const mark of marks) {
        const parent = mark.parentNode;
        if (!parent) continue;
        parent.replaceChild(document.createTextNode(mark.textContent ?? ''), mark);
        parent.normalize();
      }
    },
  };
}
