/**
 * Result snippets and titles as plain text segments, the matched words flagged. The UI renders
 * flagged segments inside `<mark>` as React text: no HTML is ever built from the index or the
 * query, so nothing a reader types or a page contains can inject markup.
 */
import { foldWord, tokenSpans } from './normalize';
import type { TextSegment } from './types';

interface Match {
  start: number;
  end: number;
  /** Index of the first term the word starts with. */
  term: number;
}

/**
 * Words that are one of the terms (index words: normalised and folded, so `Groups` is `group`),
 * sorted and merged (camelCase parts overlap their word). Whole words only: a result found
 * through `set` never shows `Setup` marked.
 */
function findMatches(text: string, terms: readonly string[]): Match[] {
  if (terms.length === 0 || !text) return [];
  const found: Match[] = [];
  for (const span of tokenSpans(text)) {
    const term = terms.indexOf(foldWord(span.norm));
    if (term !== -1) found.push({ start: span.start, end: span.end, term });
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Match[] = [];
  for (const match of found) {
    const last = merged[merged.length - 1];
    if (last && match.start <= last.end) last.end = Math.max(last.end, match.end);
    else merged.push({ ...match });
  }
  return merged;
}

/** Character ranges `[start, end)` of the words that are one of the terms. */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  return findMatches(text, terms).map((m) => [m.start, m.end]);
}

/** Splits text into segments, flagging the words that are one of the terms. */
export function markSegments(text: string, terms: readonly string[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let pos = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    if (start > pos) segments.push({ text: text.slice(pos, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    pos = end;
  }
  if (pos < text.length) segments.push({ text: text.slice(pos), match: false });
  return segments;
}

const ELLIPSIS = '…';

/**
 * A short excerpt of `text` around the densest cluster of matches: the window of about
 * `maxLength` characters holding the most distinct query terms, starting a little before the
 * first of them and cut at word boundaries. Without matches, the start of the text.
 */
export function buildSnippet(rawText: string, terms: readonly string[], maxLength = 160): TextSegment[] {
  const text = rawText.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const matches = findMatches(text, terms);
  let start = 0;
  if (matches.length) {
    let bestIndex = 0;
    let bestCount = 0;
    for (let i = 0; i < matches.length; i++) {
      const seen = new Set<number>();
      for (let j = i; j < matches.length && matches[j].end - matches[i].start <= maxLength; j++)
        seen.add(matches[j].term);
      if (seen.size > bestCount) {
        bestCount = seen.size;
        bestIndex = i;
      }
    }
    // Show some words before the first match so it reads as part of a sentence.
    const first = matches[bestIndex].start;
    const lead = Math.min(40, Math.floor(maxLength / 4));
    start = Math.max(0, first - lead);
    if (start > 0) {
      const space = text.indexOf(' ', start);
      start = space !== -1 && space < first ? space + 1 : start;
    }
  }
  let end = Math.min(text.length, start + maxLength);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const segments = markSegments(text.slice(start, end), terms);
  if (start > 0) segments.unshift({ text: ELLIPSIS, match: false });
  if (end < text.length) segments.push({ text: ELLIPSIS, match: false });
  return mergePlain(segments);
}

function mergePlain(segments: TextSegment[]): TextSegment[] {
  const out: TextSegment[] = [];
  for (const segment of segments) {
    const last = out[out.length - 1];
    if (last && !last.match && !segment.match) last.text += segment.text;
    else out.push({ ...segment });
  }
  return out;
}
