/**
 * The query side of search, independent of where it runs: over the two entry files and a way to
 * fetch chunks, answers queries with ranked, snippeted results from whatever chunks are in, and
 * loads the ones a query still needs. The browser client, the relevance suite and the benchmark
 * all go through here, so the suite tests what readers get.
 *
 * flexsearch keeps the words of the chunks loaded so far and finds those a word being typed
 * starts; the postings and the ranking (rank.ts) do the rest.
 */
import { Index } from 'flexsearch';
import { bucketOf, chunkFileName, keyOf, queryChunks } from './chunks';
import { foldWord, parseQuery, type QueryTerm } from './normalize';
import {
  FUZZY_FACTOR,
  FUZZY_MIN_LENGTH,
  fuzzyVariants,
  pageOf,
  rankRecords,
  type RankedHit,
  type WordPostings,
} from './rank';
import { buildSnippet, findMatches, markSegments, writtenAs } from './snippet';
import { MIN_TERM_LENGTH } from './url';
import type { DocTuple, Postings, RecordChunk, SearchDocFile, SearchIndexFile, SearchResult, WordChunk } from './types';

/** Fetches a chunk by file name and parses it. */
export type FetchChunk = (name: string) => Promise<unknown>;

/**
 * How far a query's answer has come: 'loading' (its word chunks are not in yet: no results),
 * 'headings' (results from titles, headings, keywords and page paths, no snippets), 'complete'.
 */
export type SearchStage = 'loading' | 'headings' | 'complete';

export interface SearchAnswer {
  results: SearchResult[];
  stage: SearchStage;
  /** Complete, and more records match than the results hold: a larger `limit` shows them. */
  more?: boolean;
  /** Complete: the query's words that no page has (as the reader wrote them), when the results match the others. */
  missing?: string[];
}

/** A loaded, queryable search. */
export interface SearchEngine {
  /** Most results per query, from the doc file's options. */
  readonly maxHits: number;
  /** Whether matched words are marked and carried to the destination page (doc file option). */
  readonly highlightResult: boolean;
  /** The answer from the chunks loaded so far, at most `limit` results (`maxHits`); never waits. */
  search(query: string, limit?: number): SearchAnswer;
  /**
   * Fetches what the query's next stage needs (its word chunks, else the record chunks of its
   * best results) and resolves once they are in. A failure rejects; the
   * next call fetches again.
   */
  load(query: string, limit?: number): Promise<void>;
}

/** Ranked records, and the query's words that matched nothing. */
type Ranked = RankedHit[] & { missing: string[] };

/** Factor of a word that the word being typed starts, when the typed word is a word itself. */
const PREFIX_FACTOR = 0.5;

/**
 * Factor of a release post: the docs page that explains a feature comes before the post that
 * announced it, when both answer as well; not for a query that names a version (`5.0`), which the
 * release posts are about.
 */
const POST_FACTOR = 0.8;

/**
 * Chunks fetched ahead for a two-letter word being typed after others: four requests fit beside
 * the query's own in HTTP/1.1's six connections, and cover every longer key of most starts.
 */
const AHEAD = 4;

/** Factor applied to each further result from a page already listed. */
const SAME_PAGE_DECAY = 0.8;

/** Creates the engine over the two entry files (as parsed from JSON). */
export function createSearchEngine(
  docFile: SearchDocFile,
  indexFile: SearchIndexFile,
  fetchChunk: FetchChunk,
): SearchEngine {
  if (indexFile?.version !== 4 || typeof docFile?.searchDocs?.firstPost !== 'number')
    throw new Error('The search files are not of a version this page knows.');
  const { highlightResult, maxHits } = docFile.options;
  const { count: total, perChunk, firstPost } = docFile.searchDocs;
  const { stamp } = indexFile;

  const words = new Map<string, WordPostings>();
  // Finds the loaded words a prefix starts (each word its own id).
  const prefixes = new Index({ tokenize: 'forward', resolution: 1, encode: (word: string) => [word] });
  const docs = new Map<number, DocTuple>();
  const texts = new Map<number, [text: string, code: string, keywords: string]>();
  const loaded = new Set<string>();
  const requests = new Map<string, Promise<void>>();
  // Two-letter start → the buckets of the longer keys it begins (from the word chunks loaded).
  const more = new Map<string, number[]>();

  const addWords = (tier: keyof WordPostings, found: Record<string, Postings>) => {
    for (const [word, postings] of Object.entries(found)) {
      let entry = words.get(word);
      if (!entry) {
        words.set(word, (entry = {}));
        prefixes.add(word, word);
      }
      entry[tier] = postings;
    }
  };
  const apply = {
    words: (data: WordChunk) => {
      for (const id in data.docs) docs.set(Number(id), data.docs[id]);
      for (const [start, buckets] of Object.entries(data.more ?? {})) more.set(start, buckets);
      addWords('head', data.head);
      addWords('body', data.body);
    },
    records: (chunk: number) => (data: RecordChunk) =>
      data.forEach(([url, title, pageTitle, subcategory, ...text], i) => {
        docs.set(chunk * perChunk + i, [url, title, pageTitle, subcategory]);
        texts.set(chunk * perChunk + i, text);
      }),
  };

  // Chunks that failed while the device was offline: not asked for again (on every keystroke) until it is back.
  const offline = () => globalThis.navigator?.onLine === false;
  const failedOffline = new Set<string>();

  /** Fetches a chunk (by file name) once: callers share the request, a failed one is made again. */
  const fetchOnce = <T>(name: string, use: (data: T) => void): Promise<void> => {
    let request = requests.get(name);
    if (!request) {
      if (offline() && failedOffline.has(name)) return Promise.reject(new Error(`${name}: offline`));
      request = fetchChunk(name).then((data) => {
        use(data as T);
        loaded.add(name);
      });
      // Not every caller waits for every chunk: a failure is seen by the next call that needs it.
      request.catch(() => {
        requests.delete(name);
        if (offline()) failedOffline.add(name);
      });
      requests.set(name, request);
    }
    return request;
  };

  const starting = (start: string) => prefixes.search(start, { limit: words.size }) as string[];
  const startOf = (term: string) => Array.from(term).slice(0, 2).join('');
  /** A word that may be a typo: long enough, not a number (`6.5.1` is no typo of `6.5.0`). */
  const typoLength = (term: string) => term.length >= FUZZY_MIN_LENGTH && !/[.,]/.test(term);

  /**
   * The buckets a typo's corrections come from: the word's own and those of the `AHEAD` most used
   * keys its first two letters start (a typo in the third letter changes the key: `lokup`). These
   * only, whatever else is loaded, so that a query answers the same however it was typed.
   */
  const typoBuckets = (term: string) =>
    new Set([
      bucketOf(keyOf(term)),
      bucketOf(keyOf(foldWord(term))),
      ...(more.get(startOf(term)) ?? []).slice(0, AHEAD),
    ]);

  /**
   * The word chunks a query needs: those named by its words; for a two-letter word being typed,
   * those of the longer keys it starts, once its own chunk has listed them; for a word that
   * matches nothing once its chunk is in, those its typo's corrections come from (`typoBuckets`,
   * listed in the chunk of its first two letters).
   */
  const chunksOf = (query: string) => {
    const terms = parseQuery(query).filter((t) => !t.stop);
    const names = queryChunks(terms, stamp, more);
    for (const { term, partial } of terms) {
      // Cheapest first: this runs several times a keystroke.
      if (!typoLength(term) || words.has(foldWord(term))) continue;
      const own = queryChunks([{ term, partial: false, stop: false }], stamp);
      if (!own.every((name) => loaded.has(name)) || (partial && starting(term).length)) continue;
      names.push(chunkFileName(stamp, 'w', bucketOf(startOf(term))));
      for (const bucket of typoBuckets(term)) names.push(chunkFileName(stamp, 'w', bucket));
    }
    return { terms, names: [...new Set(names)] };
  };

  /**
   * The index words a query term matches, with the tier's words loaded so far; `byStart`, a word
   * being typed also matches the words it starts (see `rank` for when).
   */
  const match = ({ term }: QueryTerm, withBody: boolean, byStart: boolean): Map<string, number> => {
    const known = (word: string) => {
      const entry = words.get(word);
      return entry !== undefined && (entry.head !== undefined || (withBody && entry.body !== undefined));
    };
    const found = new Map<string, number>();
    const folded = foldWord(term);
    // A whole word matches itself. The word being typed also matches every word it starts, for
    // less when it is a word already: `set` ranks `set` above `setup`, and marks `Setup` only in
    // a result without `set`.
    if (known(folded)) found.set(folded, 1);
    if (byStart) {
      const factor = found.size ? PREFIX_FACTOR : 1;
      for (const word of starting(term)) if (known(word) && !found.has(word)) found.set(word, factor);
    }
    if (found.size === 0 && typoLength(term)) {
      // Nothing matched: assume a typo and try the words one edit away that start the same (a word
      // being typed: those that start one edit away, `permisi` for `permission`).
      const pool = new Map<string, number>();
      const buckets = typoBuckets(term);
      for (const word of starting(startOf(term)))
        if (known(word) && buckets.has(bucketOf(keyOf(word))))
          pool.set(word, (words.get(word)!.head?.length ?? 0) + (words.get(word)!.body?.length ?? 0));
      const corrections = [...fuzzyVariants(folded, pool), ...(byStart ? fuzzyVariants(term, pool, true) : [])];
      for (const correction of corrections) found.set(correction, FUZZY_FACTOR);
    }
    return found;
  };

  /**
   * The best `limit` records and one more (which says whether there are more). Only the record
   * chunks of the first `limit` are fetched: more come when the reader asks for them.
   * The last answers are kept: a query is ranked again at each stage, and by `load` (in the
   * headings stage, with and without the page text in turn).
   */
  const ranked = new Map<string, Ranked>();
  const rank = (query: string, withBody: boolean, limit: number): Ranked => {
    const { terms } = chunksOf(query);
    const key = `${withBody} ${limit} ${loaded.size} ${terms.map((t) => `${t.term}${t.partial ? '…' : ''}`).join(' ')}`;
    if (ranked.has(key)) return ranked.get(key)!;
    // A release post by its id (the build puts them last). Results from the headings alone can
    // only be records whose result line is in (a word chunk carries the best few per word).
    const post = terms.some(({ term }) => /\p{N}\.\p{N}/u.test(term)) ? 1 : POST_FACTOR;
    const factorOf = (id: number) => (withBody || docs.has(id) ? (id >= firstPost ? post : 1) : 0);
    // A word being typed matches the words it starts from its second letter when it is the whole
    // query, from its third after other words: two letters there would pull in the chunks of
    // every word they start (hundreds of kilobytes at a large site) for a word the next key
    // narrows anyway. They count only as a word of a title, heading or keywords: in the text they
    // are mostly part of some other word (`ap` of `APIs`), which would rank above the page the
    // reader is typing their way to.
    const short = (t: QueryTerm) => t.partial && t.term.length === 2 && terms.length > 1;
    const matches = terms.map((t) => match(t, withBody, t.partial && t.term.length > 1 && !short(t)));
    const headOnly = new Set(terms.flatMap((term, i) => (short(term) ? [...matches[i].keys()] : [])));
    const postingsOf = (word: string) => (headOnly.has(word) ? { head: words.get(word)?.head } : words.get(word));
    // The first letter of a word after others (`dark m`) is not a word yet: the others answer,
    // not the records that happen to hold an `m` (a list that would empty again at `dark mo`).
    const counted = matches.filter((_, i) => !(terms[i].partial && terms[i].term.length === 1 && terms.length > 1));
    const hits = rankRecords(counted, postingsOf, total, withBody, limit + 1, factorOf) as Ranked;
    // Words that match nothing at all (`dark` of `dark mode`); a word being typed from its third letter.
    hits.missing = terms.filter((t, i) => (!t.partial || t.term.length > 2) && !matches[i].size).map((t) => t.term);
    if (ranked.size >= 4) ranked.clear();
    ranked.set(key, hits);
    return hits;
  };

  /** The shown results: further sections of a page already listed demoted, snippets made. */
  const results = (query: string, hits: RankedHit[], withText: boolean, limit: number): SearchResult[] => {
    const perPage = new Map<string, number>();
    const typed = parseQuery(query).map(({ term }) => [foldWord(term), term]);
    return hits
      .slice(0, limit)
      .filter((hit) => docs.has(hit.id))
      .map((hit) => {
        const page = pageOf({ url: docs.get(hit.id)![0] });
        const seen = perPage.get(page) ?? 0;
        perPage.set(page, seen + 1);
        return { ...hit, score: hit.score * Math.pow(SAME_PAGE_DECAY, seen) };
      })
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .map(({ id, score, words }) => {
        const [url, title, pageTitle, subcategory] = docs.get(id)!;
        // Every word places the snippet; a one-character word (the `2` of `1.2`) is not marked.
        const found = new Set(highlightResult ? words : []);
        const matched = words.filter((word) => word.length >= MIN_TERM_LENGTH);
        const marks = new Set(highlightResult ? matched : []);
        const [text = '', code = '', keywords = ''] = withText ? texts.get(id)! : [];
        // A section of a release post names its post: its path alone says only `Blog`.
        const path = id >= firstPost && url.includes('#') ? `${subcategory} › ${pageTitle}` : subcategory;
        const shown = { title: markSegments(title, marks), subcategory: markSegments(path, marks) };
        // Snippet from the prose, or from the code when the words are only there.
        const prose = buildSnippet(text, found, marks);
        const fromCode = code && !prose.some((s) => s.match) && findMatches(text, found).length === 0;
        let snippet = fromCode ? buildSnippet(code, found, marks) : prose;
        // Matched where the result line does not show: the line says where, before the page's text.
        if (withText && ![shown.title, shown.subcategory, snippet].flat().some((s) => s.match)) {
          const keys = keywords.split(', ').filter((keyword) => findMatches(keyword, marks).length);
          const [label, where] = keys.length
            ? ['Keywords: ', keys.join(', ')]
            : ['Page: ', url.includes('#') ? pageTitle : ''];
          const why = markSegments(where, marks);
          if (why.some((s) => s.match)) {
            const rest = buildSnippet(text, found, marks, 100);
            snippet = [
              { text: label, match: false, label: true as const },
              ...why,
              ...(rest.length ? [{ text: ' — ', match: false }] : []),
              ...rest,
            ];
          }
        }
        return {
          id,
          url,
          score,
          ...shown,
          snippet,
          // The words to highlight on the result's page, as readers write them: the reader's own
          // word, else the first one of the record that folds to it (`feature` for `featur`, typed
          // `feat`), never the folded form. The page folds them again to find every inflection,
          // and the reader's words keep a result's link the same while its page text arrives.
          highlightTerms: matched.flatMap((word) => {
            const written = typed.find(([folded]) => folded === word)?.[1] ?? writtenAs(word, title, text);
            return written ? [written] : [];
          }),
        };
      });
  };

  const search = (query: string, limit = maxHits): SearchAnswer => {
    const { terms, names } = chunksOf(query);
    if (terms.length === 0) return { results: [], stage: 'complete' };
    if (!names.every((name) => loaded.has(name))) return { results: [], stage: 'loading' };
    const best = rank(query, true, limit);
    if (best.slice(0, limit).every((hit) => texts.has(hit.id))) {
      // Said beside the results of the others, as the reader wrote them; not when nothing matches at all.
      const missing = best.length
        ? best.missing.map((term) => terms.find((t) => t.term === term)?.written ?? term)
        : [];
      return {
        results: results(query, best, true, limit),
        stage: 'complete',
        more: best.length > limit,
        ...(missing.length ? { missing } : {}),
      };
    }
    return { results: results(query, rank(query, false, limit), false, limit), stage: 'headings' };
  };

  /**
   * Fetches meanwhile the chunks the next key is likely to need, for a word being typed that the
   * ranking leaves out or takes whole: a stop word may be the start of a word (`use` of `used`),
   * and after other words a two-letter word (`debug lo`, `debug in`) is matched whole, while its
   * third letter names a new chunk: once its own chunk lists them, those of the `AHEAD` most used
   * longer keys it starts.
   */
  const lookAhead = (query: string) => {
    const terms = parseQuery(query);
    const last = terms.at(-1);
    if (!last?.partial || !(last.stop || (last.term.length === 2 && terms.length > 1))) return;
    // Not once the reader has typed on: the next key is known by then.
    const ahead = () =>
      (last.term.length === 2 && latest === query ? (more.get(last.term) ?? []).slice(0, AHEAD) : []).forEach(
        (bucket) => fetchOnce(chunkFileName(stamp, 'w', bucket), apply.words).catch(() => undefined),
      );
    for (const name of queryChunks([last], stamp)) fetchOnce(name, apply.words).then(ahead, () => undefined);
  };

  /** The query of the last `load`: what the reader has typed, or asked more results of, last. */
  let latest = '';
  const load = async (query: string, limit = maxHits): Promise<void> => {
    latest = query;
    const { names } = chunksOf(query);
    lookAhead(query);
    if (!names.every((name) => loaded.has(name))) {
      await Promise.all(names.map((name) => fetchOnce(name, apply.words)));
      // A chunk in may name more (the longer keys a two-letter word starts, a typo's corrections):
      // fetched unless the reader has typed on, and those chunks would hold up what they need now.
      if (latest === query && chunksOf(query).names.some((name) => !loaded.has(name))) await load(query, limit);
      return;
    }
    const chunks = new Set(
      rank(query, true, limit)
        .slice(0, limit)
        .map((hit) => Math.floor(hit.id / perChunk)),
    );
    await Promise.all([...chunks].map((chunk) => fetchOnce(chunkFileName(stamp, 'r', chunk), apply.records(chunk))));
  };

  return { maxHits, highlightResult, search, load };
}
