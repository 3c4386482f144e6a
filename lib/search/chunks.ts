/**
 * What the build (build-index.ts) and the engine (engine.ts, in the browser) agree on about the
 * chunks: their file names, how a word finds its chunk, and the bits of a head posting.
 *
 * A chunk's name follows from the words it holds, so the page asks for the chunks of a typed word
 * without waiting for any table: a word's key is its first three letters (the word itself when
 * shorter), and the key's bucket (a hash of it, modulo `BUCKETS`) names the word chunk that holds
 * every word of that key, in the headings and in the page text. All `BUCKETS` files exist, empty
 * or not, so no request ever meets a missing file. The files of one build share a stamp (a hash of
 * all of them), which the page knows from its HTML.
 */
import { foldWord, parseQuery, type QueryTerm } from './normalize';

/** Word chunks: fixed, so a name never depends on the site's size. */
export const BUCKETS = 512;

/** The kinds of chunk: words (postings in headings and page text) and records (text for snippets). */
export type ChunkKind = 'w' | 'r';

/** A chunk's file name: `search-<stamp>-<kind><number>.json`. */
export const chunkFileName = (stamp: string, kind: ChunkKind, n: number): string => `search-${stamp}-${kind}${n}.json`;

/** Where a word is in a record, in a head posting (the engine weighs each). */
export const HEAD_BITS = { pageTitle: 1, heading: 2, keywords: 4, page: 8 } as const;

/** Letters of a word's key. */
const KEY_LENGTH = 3;

/** A word's key: its first three letters (code points), or the whole word when shorter. */
export function keyOf(word: string): string {
  return word.length <= KEY_LENGTH ? word : Array.from(word).slice(0, KEY_LENGTH).join('');
}

/** The bucket of a key (FNV-1a over its UTF-16 code units). */
export function bucketOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash % BUCKETS;
}

/**
 * The word chunk names of a query's meaningful words (`parseQuery`, stop words dropped). Both the
 * engine and the page's bootstrap name chunks through here.
 */
export function queryChunks(
  terms: readonly QueryTerm[],
  stamp: string,
  more: ReadonlyMap<string, readonly number[]> = new Map(),
): string[] {
  const buckets = new Set<number>();
  for (const { term, partial } of terms) {
    // The term and its folded form, whose key can differ (`ties` folds to `ty`). The words a
    // term being typed starts share its key, but for a two-letter term: the chunk of its bucket
    // lists theirs (`WordChunk.more`, keyed by two-letter starts), once the engine has it. Those
    // count only when the term is the whole query (engine.ts, `rank`).
    buckets.add(bucketOf(keyOf(term))).add(bucketOf(keyOf(foldWord(term))));
    if (partial && terms.length === 1) for (const bucket of more.get(term) ?? []) buckets.add(bucket);
  }
  return [...buckets].map((bucket) => chunkFileName(stamp, 'w', bucket));
}

/** The word chunk names of typed text: what the page asks for before the engine has loaded. */
export const typedChunks = (text: string, stamp: string): string[] =>
  queryChunks(
    parseQuery(text).filter((t) => !t.stop),
    stamp,
  );
