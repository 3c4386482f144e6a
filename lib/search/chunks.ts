/**
 * What the build (build-index.ts) and the engine (engine.ts, in the browser) agree on about the
 * chunks: their file names, how a word finds its chunk, and the bits of a head posting.
 */

/** A chunk's file name, from the hash the entry files list. */
export const chunkFileName = (hash: string): string => `search-${hash}.json`;

/** Where a word is in a record, in a head posting (the engine weighs each). */
export const HEAD_BITS = { pageTitle: 1, heading: 2, keywords: 4, page: 8 } as const;

/** Each table's keys, sorted, for the keys a word being typed starts. */
const sortedKeys = new WeakMap<Record<string, string>, string[]>();

/**
 * Hashes of the chunks of `table` that can hold `word`: the one of its longest key that starts the
 * word and, for a word still being typed (`partial`), those of the longer keys that it starts.
 * Runs on every keystroke, so it looks keys up rather than going through the table.
 */
export function chunksFor(table: Record<string, string>, word: string, partial: boolean): string[] {
  const names: string[] = [];
  for (let length = word.length; length > 0; length--) {
    if (Object.hasOwn(table, word.slice(0, length))) {
      names.push(table[word.slice(0, length)]);
      break;
    }
  }
  if (!partial) return names;
  let keys = sortedKeys.get(table);
  if (!keys) sortedKeys.set(table, (keys = Object.keys(table).sort()));
  // The first key not below `word`, then every key that `word` starts.
  let low = 0;
  for (let high = keys.length; low < high;) {
    const middle = (low + high) >> 1;
    if (keys[middle] < word) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < keys.length && keys[i].startsWith(word); i++)
    if (keys[i].length > word.length) names.push(table[keys[i]]);
  return names;
}
