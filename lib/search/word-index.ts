/**
 * The in-memory word index: every normalised word of every record with the records holding it,
 * per field, and the words in sorted order so that a prefix is a contiguous range.
 *
 * It is built in the browser in one pass over the records, when search first loads, rather than
 * shipped prebuilt: a prebuilt index repeats, as postings, the text the result snippets need
 * anyway, and doubled the download (240 KiB gzip for 495 records with a flexsearch export, of
 * which about 40 KiB even in the most compact encoding of the postings). Tokenising the text
 * costs less on a slow phone than downloading it twice (bench/latest.md measures both).
 */
import { SEARCH_FIELDS, type SearchField, WHOLE_WORD_FIELDS } from './index-config';
import { encodeForIndex } from './normalize';
import { fieldText } from './rank';
import type { SearchDoc } from './types';

/** Records matched per field. */
export type FieldHits = Partial<Record<SearchField, ReadonlySet<number>>>;

export interface WordIndex {
  /** Records holding a word starting with `prefix` (whole words only in code), per field. */
  lookup(prefix: string): FieldHits;
  /** Every word outside code with the number of records holding it: the typo corrections' pool. */
  readonly vocabulary: ReadonlyMap<string, number>;
}

type Postings = Partial<Record<SearchField, number[]>>;

/** First position in the sorted `words` whose word is not below `prefix`. */
function lowerBound(words: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Builds the index over the records; `docs[i].id` must be `i`. */
export function buildWordIndex(docs: readonly SearchDoc[]): WordIndex {
  const postings = new Map<string, Postings>();
  const vocabulary = new Map<string, number>();
  for (const doc of docs) {
    const seen = new Set<string>();
    for (const field of SEARCH_FIELDS) {
      const text = fieldText(doc, field);
      if (!text) continue;
      for (const norm of encodeForIndex(text)) {
        let entry = postings.get(norm);
        if (!entry) postings.set(norm, (entry = {}));
        const ids = (entry[field] ??= []);
        // Records are added in id order, so a repeat can only be the last id.
        if (ids[ids.length - 1] !== doc.id) ids.push(doc.id);
        if (field !== 'code' && !seen.has(norm)) {
          seen.add(norm);
          vocabulary.set(norm, (vocabulary.get(norm) ?? 0) + 1);
        }
      }
    }
  }
  const words = [...postings.keys()].sort();

  const lookup = (prefix: string): FieldHits => {
    const out: Partial<Record<SearchField, Set<number>>> = {};
    for (let i = lowerBound(words, prefix); i < words.length && words[i].startsWith(prefix); i++) {
      const word = words[i];
      const entry = postings.get(word)!;
      for (const field of SEARCH_FIELDS) {
        const ids = entry[field];
        if (!ids || (WHOLE_WORD_FIELDS.has(field) && word !== prefix)) continue;
        const set = (out[field] ??= new Set<number>());
        for (const id of ids) set.add(id);
      }
    }
    return out;
  };

  return { lookup, vocabulary };
}
