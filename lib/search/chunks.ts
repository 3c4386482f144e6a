/**
 * What the build (build-index.ts) and the engine (engine.ts, in the browser) agree on about the
 * chunks: their file names, how a word finds its chunk, and the bits of a head posting.
 */

/** A chunk's file name, from the hash the entry files list. */
export const chunkFileName = (hash: string): string => `search-${hash}.json`;

/** Where a word is in a record, in a head posting (the engine weighs each). */
export const HEAD_BITS = { pageTitle: 1, heading: 2, keywords: 4, page: 8 } as const;

/**
 * Hashes of the chunks of `table` that can hold `word`: the one of its longest key that starts the
 * word and, for a word still being typed (`partial`), those of the longer keys that it starts.
 */
export function chunksFor(table: Record<string, string>, word: string, partial: boolean): string[] {
  let longest = '';
  const names: string[] = [];
  for (const key in table) {
    if (word.startsWith(key) && key.length > longest.length) longest = key;
    else if (partial && key.length > word.length && key.startsWith(word)) names.push(table[key]);
  }
  return longest ? [table[longest], ...names] : names;
}
