/**
 * What the build (build-index.ts) and the engine (engine.ts, in the browser) agree on about the
 * chunks: their file names, how a word finds its chunk, and the bits of a head posting.
 *
 * A chunk's name follows from the words it holds, so the page asks for the chunks of a typed word
 * without waiting for any table: a word's key is its first three letters (the word itself when
 * shorter), and the key's bucket (a hash of it, modulo `BUCKETS`) names the word chunk that holds
 * every word of that key, in the headings and in the page text. All `BUCKETS` files exist, empty
 * or not, so no request ever meets a missing file. The files of one build share a stamp (a hash of all of them),
 * which the page knows from its HTML.
 */
import { foldWord, type QueryTerm } from './normalize';

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
 * The buckets that hold the index words a query term can match: the term itself and its folded
 * form (`folded`) and, for a term still being typed of three letters or more, every word it
 * starts (they share its key). The words a two-letter term starts have keys of their own; the
 * word chunk of the term's bucket lists their buckets (`WordChunk.more`), which the engine adds.
 */
export function bucketsFor(term: string, folded: string): number[] {
  return [...new Set([bucketOf(keyOf(term)), bucketOf(keyOf(folded))])];
}

/** True when a term being typed needs the listed buckets of the keys it starts (two letters). */
export const needsMore = (term: string, partial: boolean): boolean => partial && Array.from(term).length === 2;

/**
 * The word chunk names of a query's meaningful words (`parseQuery`, stop words dropped), with, for
 * a two-letter word being typed, the buckets `more` lists for it (known once its own chunk is in).
 * Both the engine and the page's bootstrap name chunks through here.
 */
export function queryChunks(
  terms: readonly QueryTerm[],
  stamp: string,
  more: ReadonlyMap<string, readonly number[]> = new Map(),
): string[] {
  const buckets = new Set<number>();
  for (const { term, partial } of terms) {
    for (const bucket of bucketsFor(term, foldWord(term))) buckets.add(bucket);
    if (needsMore(term, partial)) for (const bucket of more.get(term) ?? []) buckets.add(bucket);
  }
  return [...buckets].map((bucket) => chunkFileName(stamp, 'w', bucket));
}
