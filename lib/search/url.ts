/**
 * The `?highlight=` parameter that carries a search's matched words to the destination page.
 * Reading it back (with the normaliser) is in components/search/highlight-dom.ts.
 */
import { normalizeSitePath } from '@/lib/paths';

/** Query parameter holding the words to highlight, space-separated (`+` in the URL). */
export const HIGHLIGHT_PARAM = 'highlight';

/** Most words carried, and the longest word: the parameter comes from a URL anyone can craft. */
export const MAX_TERMS = 12;
export const MAX_TERM_LENGTH = 64;

/**
 * Shortest word marked in a result or carried to its page: a single letter or digit (the `2` of a
 * version `1.2`) still ranks, but marked it would light up every such character on the page.
 */
export const MIN_TERM_LENGTH = 2;

/**
 * The link for a search result: the URL put through the site's path handling (`index.html` and
 * `.html` stripped, trailing slash) with the highlight words added before the `#anchor`.
 */
export function resultHref(url: string, terms: readonly string[]): string {
  const words = [...new Set(terms.map((t) => t.trim()).filter(Boolean))].slice(0, MAX_TERMS);
  const href = new URL(normalizeSitePath(url), 'http://localhost');
  if (words.length) href.searchParams.set(HIGHLIGHT_PARAM, words.join(' '));
  return `${href.pathname}${href.search}${href.hash}`;
}
