/**
 * What the React results list (components/search/search-results.tsx) and the list the search
 * module paints before React hydrates (lib/search/standalone.ts) share, so the reader sees the
 * same words and the benchmark reads the same marks from either.
 */

/** Performance mark set each time new results are on screen; `npm run bench` reads it. */
export const RESULTS_MARK = 'sfx-search-results';

/** Set as well when the results on screen are complete (page text searched, snippets in). */
export const FULL_RESULTS_MARK = 'sfx-search-results-full';

/** Under results that matched headings only, while the page text loads. */
export const PARTIAL_MESSAGE = 'Matching headings; page text is still loading.';
