/**
 * The query side of search, independent of where it runs: given the two search files, answers
 * queries with ranked, snippeted results. The browser client, the relevance suite and the
 * benchmark all go through here, so the suite tests what readers get.
 */
import { readSearchFiles } from './build-index';
import type { SearchField } from './index-config';
import { parseQuery, wordVariants } from './normalize';
import {
  fieldWords,
  type FieldWords,
  FUZZY_MIN_LENGTH,
  fuzzyVariants,
  rankHits,
  type RankOptions,
  type TermHits,
} from './rank';
import { buildSnippet, markSegments } from './snippet';
import type { SearchDoc, SearchDocFile, SearchIndexFile, SearchResult } from './types';
import { buildFieldIndex, buildFieldIndexInSteps, type FieldHits, type FieldIndex } from './field-index';

/** A loaded, queryable search. */
export interface SearchEngine {
  readonly docs: readonly SearchDoc[];
  /** Most results per query, from the doc file's options. */
  readonly maxHits: number;
  /** Whether matched words are marked and carried to the destination page (doc file option). */
  readonly highlightResult: boolean;
  /**
   * False for an engine built from the doc file alone, while the index file is still loading: it
   * matches headings, page titles, section paths and keywords, and its results have no snippet.
   */
  readonly complete: boolean;
  /** Ranked results for a query (at most `maxHits`, or `limit` when given). */
  search(query: string, limit?: number): SearchResult[];
}

/**
 * Creates the engine over the two search files (as parsed from JSON), or over the doc file alone
 * (`indexFile` null) for results by heading while the larger index file is still on its way.
 */
export function createSearchEngine(
  file: SearchDocFile,
  indexFile: SearchIndexFile | null,
  rankOptions: Partial<RankOptions> = {},
): SearchEngine {
  const docs = readSearchFiles(file, indexFile);
  return engineOver(file, docs, buildFieldIndex(docs), indexFile !== null, rankOptions);
}

/**
 * The same engine, its index built in short steps with `pause()` awaited between them (the
 * browser passes a yield to the event loop), so building it never blocks the page.
 */
export async function createSearchEngineInSteps(
  file: SearchDocFile,
  indexFile: SearchIndexFile | null,
  pause: () => Promise<unknown>,
): Promise<SearchEngine> {
  const docs = readSearchFiles(file, indexFile);
  return engineOver(file, docs, await buildFieldIndexInSteps(docs, pause), indexFile !== null, {});
}

function engineOver(
  file: SearchDocFile,
  docs: SearchDoc[],
  index: FieldIndex,
  complete: boolean,
  rankOptions: Partial<RankOptions>,
): SearchEngine {
  const { highlightResult, maxHits } = file.options;
  const lookups = new Map<string, FieldHits>();
  const wordCache = new Map<string, ReadonlyMap<string, number>>();

  /** Field words of a record, memoised: the same records come back while a query is typed. */
  const wordsOf: FieldWords = (doc, field) => {
    const key = `${doc.id}:${field}`;
    let list = wordCache.get(key);
    if (!list) {
      list = fieldWords(doc, field);
      if (wordCache.size > 5000) wordCache.clear();
      wordCache.set(key, list);
    }
    return list;
  };

  /** Records holding a word starting with `word`, per field; memoised while the reader types. */
  const lookup = (word: string): FieldHits => {
    const cached = lookups.get(word);
    if (cached) return cached;
    const hits = index.lookup(word);
    if (lookups.size > 500) lookups.clear();
    lookups.set(word, hits);
    return hits;
  };

  const union = (all: FieldHits[]): FieldHits => {
    const out: Partial<Record<SearchField, Set<number>>> = {};
    for (const hits of all) {
      for (const [field, ids] of Object.entries(hits) as [SearchField, ReadonlySet<number>][]) {
        const set = (out[field] ??= new Set<number>());
        for (const id of ids) set.add(id);
      }
    }
    return out;
  };

  const search = (query: string, limit = maxHits): SearchResult[] => {
    const parsed = parseQuery(query);
    if (parsed.length === 0) return [];
    const terms: TermHits[] = parsed.map((q) => {
      if (q.stop) return { ...q, kind: 'exact', variants: [q.term], fields: {} };
      const variants = wordVariants(q.term);
      const fields = variants.length === 1 ? lookup(q.term) : union(variants.map(lookup));
      if (Object.keys(fields).length > 0 || q.term.length < FUZZY_MIN_LENGTH) {
        return { ...q, kind: 'exact', variants, fields };
      }
      // Nothing starts with the word: assume a typo and try words one edit away.
      const corrections = fuzzyVariants(q.term, index.vocabulary, q.partial);
      return { ...q, kind: 'fuzzy', variants: corrections, fields: union(corrections.map(lookup)) };
    });
    const ranked = rankHits(terms, docs, { ...rankOptions, limit }, wordsOf);
    return ranked.map((hit) => {
      const doc = docs[hit.id];
      const highlightTerms = [...new Set(terms.filter((t) => hit.matched.includes(t.term)).flatMap((t) => t.variants))];
      const marks = highlightResult ? highlightTerms : [];
      // Snippet from the prose when a word matched there, else from the code when it did there.
      const hasMatch = (field: 'text' | 'code') => {
        for (const word of wordsOf(doc, field).keys()) if (marks.some((m) => word.startsWith(m))) return true;
        return false;
      };
      const snippetSource = doc.code && marks.length > 0 && !hasMatch('text') && hasMatch('code') ? doc.code : doc.text;
      return {
        doc,
        score: hit.score,
        title: markSegments(doc.title, marks),
        snippet: buildSnippet(snippetSource, marks),
        highlightTerms,
      };
    });
  };

  return { docs, maxHits, highlightResult, complete, search };
}
