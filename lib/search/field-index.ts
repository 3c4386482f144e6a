/**
 * The in-memory search index: one flexsearch `Index` per field, fed the words of each record as
 * `encodeForIndex` normalises them, plus the vocabulary the typo corrections draw on.
 *
 * It is built in the browser in one pass over the records, when search first loads, rather than
 * shipped prebuilt: a prebuilt index repeats, as postings, the text the result snippets need
 * anyway, and doubled the download (240 KiB gzip for 495 records with a flexsearch export, of
 * which about 40 KiB even in the most compact encoding of the postings). Tokenising the text
 * costs less on a slow phone than downloading it twice (bench/latest.md measures both).
 */
import { Index, type IndexOptions } from 'flexsearch';
import { SEARCH_FIELDS, type SearchField, WHOLE_WORD_FIELDS } from './index-config';
import { encodeForIndex } from './normalize';
import { fieldText } from './rank';
import type { SearchDoc } from './types';

/** Records matched per field. */
export type FieldHits = Partial<Record<SearchField, ReadonlySet<number>>>;

export interface FieldIndex {
  /** Records holding a word starting with `prefix` (whole words only in code), per field. */
  lookup(prefix: string): FieldHits;
  /** Every word outside code with the number of records holding it: the typo corrections' pool. */
  readonly vocabulary: ReadonlyMap<string, number>;
}

/**
 * Options for one field's index, fresh on every call (flexsearch's constructor mutates them).
 * Words arrive already normalised and joined by single spaces, so the encoder only splits:
 * flexsearch's own charsets would normalise differently from the query side (normalize.ts).
 */
function indexOptions(field: SearchField): IndexOptions {
  return {
    tokenize: WHOLE_WORD_FIELDS.has(field) ? 'strict' : 'forward',
    // rank.ts scores the matches, so one slot per word is enough (and builds faster than nine).
    resolution: 1,
    encode: (text: string) => text.split(' '),
  };
}

/** Feeds records to the index a few at a time, then hands out the finished index. */
interface FieldIndexBuilder {
  /** Adds `docs[from]` up to (not including) `docs[to]`. */
  add(from: number, to: number): void;
  finish(): FieldIndex;
}

function fieldIndexBuilder(docs: readonly SearchDoc[]): FieldIndexBuilder {
  const indexes = new Map<SearchField, Index>(SEARCH_FIELDS.map((field) => [field, new Index(indexOptions(field))]));
  const vocabulary = new Map<string, number>();
  const add = (from: number, to: number) => {
    for (const doc of docs.slice(from, to)) {
      const seen = new Set<string>();
      for (const field of SEARCH_FIELDS) {
        const text = fieldText(doc, field);
        if (!text) continue;
        const words = encodeForIndex(text);
        if (words.length === 0) continue;
        indexes.get(field)!.add(doc.id, words.join(' '));
        if (field === 'code') continue;
        for (const word of words) {
          if (seen.has(word)) continue;
          seen.add(word);
          vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
        }
      }
    }
  };

  const lookup = (prefix: string): FieldHits => {
    const out: Partial<Record<SearchField, Set<number>>> = {};
    // A normalised word never holds a space; anything else would be split into two queries.
    if (!prefix || prefix.includes(' ')) return out;
    for (const [field, index] of indexes) {
      const ids = index.search(prefix, { limit: docs.length });
      if (ids.length > 0) out[field] = new Set(ids as number[]);
    }
    return out;
  };

  return { add, finish: () => ({ lookup, vocabulary }) };
}

/** Builds the index over the records in one go; `docs[i].id` must be `i`. */
export function buildFieldIndex(docs: readonly SearchDoc[]): FieldIndex {
  const builder = fieldIndexBuilder(docs);
  builder.add(0, docs.length);
  return builder.finish();
}

/** Records added between checks of the clock while building in steps. */
const STEP_RECORDS = 16;

/**
 * Builds the same index in steps of about `budgetMs` each, awaiting `pause()` between them, so
 * that a large index (a ×10 site takes over a second on a slow phone) never blocks typing or
 * scrolling: the browser handles input between steps.
 */
export async function buildFieldIndexInSteps(
  docs: readonly SearchDoc[],
  pause: () => Promise<unknown>,
  budgetMs = 10,
): Promise<FieldIndex> {
  const builder = fieldIndexBuilder(docs);
  let stepStart = performance.now();
  for (let from = 0; from < docs.length; from += STEP_RECORDS) {
    builder.add(from, Math.min(docs.length, from + STEP_RECORDS));
    if (performance.now() - stepStart >= budgetMs && from + STEP_RECORDS < docs.length) {
      await pause();
      stepStart = performance.now();
    }
  }
  return builder.finish();
}
