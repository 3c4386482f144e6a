/**
 * Reads the `?highlight=` parameter back into words. Apart from `url.ts` because it needs the
 * search normaliser, which only the lazily loaded highlighter and engine should pull in.
 */
import { foldWord, normalizeText } from './normalize';
import { MAX_TERM_LENGTH, MAX_TERMS } from './url';

/**
 * Words to highlight from the parameter's value (already URL-decoded, so `+` is a space):
 * normalised and folded like the index's words, de-duplicated, at least two letters long (a single letter would
 * light up half the page), and bounded in number and length.
 */
export function parseHighlightParam(value: string | null | undefined): string[] {
  if (!value) return [];
  const words = value
    .split(/\s+/)
    .map((w) => normalizeText(w).replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter((w) => w.length >= 2 && w.length <= MAX_TERM_LENGTH)
    .map(foldWord);
  return [...new Set(words)].slice(0, MAX_TERMS);
}
