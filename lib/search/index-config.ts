/**
 * The indexed fields and how each is matched, shared by the field index (flexsearch, built in the browser
 * from the two search files), the ranking and the benchmark.
 */

/** Indexed fields, from the strongest signal to the weakest. */
export const SEARCH_FIELDS = ['title', 'keywords', 'page', 'text', 'code'] as const;

/** One indexed field. */
export type SearchField = (typeof SEARCH_FIELDS)[number];

/**
 * Fields matched by whole words only. Every other field also matches a word by any of its
 * prefixes, which is what makes results appear while a word is still being typed. Code ranks
 * lowest anyway, and its long identifiers would otherwise match nearly every prefix.
 */
export const WHOLE_WORD_FIELDS: ReadonlySet<SearchField> = new Set(['code']);
