/**
 * Result snippets and titles as text segments, the matched words flagged: the list renders them as
 * text, in `<mark>` when flagged, so no HTML is ever built from the index or the query.
 */
import { foldWord, type TokenSpan, indexSpans } from './normalize';
import type { TextSegment } from './types';

/** A word of a text with its index form (`Groups` is `group`). */
type Word = TokenSpan & { word: string };

/** The words of the texts seen last (results come back on every keystroke), and each word's first form. */
const cache = new Map<string, { list: Word[]; written: Map<string, string> }>();

function wordsOf(text: string) {
  let found = cache.get(text);
  if (!found) {
    if (cache.size >= 256) cache.clear();
    const list = indexSpans(text).map((span) => ({ ...span, word: foldWord(span.norm) }));
    // From the last word to the first, so that the first form of each word is the one kept.
    found = { list, written: new Map([...list].reverse().map((w) => [w.word, w.norm])) };
    cache.set(text, found);
  }
  return found;
}

/**
 * The words that are one of the terms (index words), sorted and merged (camelCase parts overlap
 * their word). Whole words only: a result found through `set` never shows `Setup` marked.
 */
export function findMatches(text: string, terms: ReadonlySet<string>): Word[] {
  if (terms.size === 0 || !text) return [];
  const merged: Word[] = [];
  for (const match of wordsOf(text).list.filter(({ word }) => terms.has(word))) {
    const last = merged[merged.length - 1];
    if (last && match.start <= last.end) last.end = Math.max(last.end, match.end);
    else merged.push({ ...match });
  }
  return merged;
}

/** The first word of the texts that folds to `word`, as it is written there (lower case). */
export const writtenAs = (word: string, ...texts: string[]): string | undefined =>
  texts.map((text) => wordsOf(text).written.get(word)).find((written) => written !== undefined);

/** Text `from` … `to` in segments, the matches in it flagged. */
function segments(text: string, matches: readonly Word[], from = 0, to = text.length): TextSegment[] {
  const out: TextSegment[] = [];
  let pos = from;
  for (const { start, end } of matches) {
    if (start < from || end > to) continue;
    if (start > pos) out.push({ text: text.slice(pos, start), match: false });
    out.push({ text: text.slice(start, end), match: true });
    pos = end;
  }
  if (pos < to) out.push({ text: text.slice(pos, to), match: false });
  return out;
}

/** Splits text into segments, flagging the words that are one of the terms. */
export const markSegments = (text: string, terms: ReadonlySet<string>): TextSegment[] =>
  segments(text, findMatches(text, terms));

const ELLIPSIS = { text: '…', match: false };

/**
 * An excerpt of about `maxLength` characters holding the most distinct terms, starting a little
 * before the first of them, cut at word boundaries; without matches, the start of the text. The
 * words of `marked` are flagged in it (by default all the terms).
 */
export function buildSnippet(
  rawText: string,
  terms: ReadonlySet<string>,
  marked: ReadonlySet<string> = terms,
  maxLength = 160,
): TextSegment[] {
  const text = rawText.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const matches = findMatches(text, terms);
  let start = 0;
  let bestCount = 0;
  for (let i = 0; i < matches.length; i++) {
    const seen = new Set<string>();
    for (let j = i; j < matches.length && matches[j].end - matches[i].start <= maxLength; j++)
      seen.add(matches[j].word);
    if (seen.size <= bestCount) continue;
    bestCount = seen.size;
    // Some words before the first match, so that it reads as part of a sentence.
    const first = matches[i].start;
    start = Math.max(0, first - Math.min(40, Math.floor(maxLength / 4)));
    const space = text.indexOf(' ', start);
    if (start > 0 && space !== -1 && space < first) start = space + 1;
  }
  let end = Math.min(text.length, start + maxLength);
  const space = text.lastIndexOf(' ', end);
  if (end < text.length && space > start) end = space;
  return [
    ...(start > 0 ? [ELLIPSIS] : []),
    ...segments(
      text,
      matches.filter((match) => marked.has(match.word)),
      start,
      end,
    ),
    // After a sentence's end, a space first: `WHERE. …`, not `WHERE.…`.
    ...(end < text.length ? [/[.!?:;]$/.test(text.slice(0, end)) ? { ...ELLIPSIS, text: ' …' } : ELLIPSIS] : []),
  ];
}
