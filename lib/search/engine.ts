/**
 * The query side of search, independent of where it runs: given an imported flexsearch Document
 * and the doc file, answers queries with ranked, snippeted results. The browser client, the
 * relevance suite and the benchmark all go through here, so the suite tests what readers get.
 */
import type { Document, DocumentSearchResults, Id } from 'flexsearch';
import { createDocumentOptions, type IndexedDoc, SEARCH_FIELDS, type SearchField } from './index-config';
import { parseQuery, tokenSpans, wordVariants } from './normalize';
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

/** A loaded, queryable search. */
export interface SearchEngine {
  readonly docs: readonly SearchDoc[];
  /** Most results per query, from the doc file's options. */
  readonly maxHits: number;
  /** Whether matched words are marked and carried to the destination page (doc file option). */
  readonly highlightResult: boolean;
  /** Ranked results for a query (at most `maxHits`, or `limit` when given). */
  search(query: string, limit?: number): SearchResult[];
}

/** The flexsearch Document class, passed in so this module never loads flexsearch itself. */
export type DocumentClass = new (options: ReturnType<typeof createDocumentOptions>) => Document<IndexedDoc>;

/**
 * Rebuilds a Document from the index file. Chunks are handed over already parsed: flexsearch's
 * import accepts parsed data as well as strings (see its `importDocument`), but its types only
 * mention strings.
 */
export function importIndex(DocumentCtor: DocumentClass, data: SearchIndexFile): Document<IndexedDoc> {
  const index = new DocumentCtor(createDocumentOptions());
  // The register must be imported before the field maps it is shared with.
  const keys = Object.keys(data).sort((a, b) => Number(b.endsWith('.reg')) - Number(a.endsWith('.reg')));
  for (const key of keys) index.import(key, data[key] as string);
  return index;
}

type FieldHits = Partial<Record<SearchField, ReadonlySet<number>>>;

/** Creates the engine over an imported index. */
export function createSearchEngine(
  index: Document<IndexedDoc>,
  file: SearchDocFile,
  rankOptions: Partial<RankOptions> = {},
): SearchEngine {
  const docs = file.searchDocs;
  const { highlightResult, maxHits } = file.options;
  const lookups = new Map<string, FieldHits>();
  let vocabulary: Map<string, number> | null = null;
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
    const raw = index.search(word, {
      index: [...SEARCH_FIELDS],
      limit: Math.max(docs.length, 1),
    }) as DocumentSearchResults<IndexedDoc>;
    const hits: FieldHits = {};
    for (const entry of raw) {
      if (entry.field && entry.result.length)
        hits[entry.field as SearchField] = new Set(entry.result.map((id: Id) => Number(id)));
    }
    if (lookups.size > 500) lookups.clear();
    lookups.set(word, hits);
    return hits;
  };

  /** Every indexed word (code aside) with the number of records holding it; built on the first typo. */
  const getVocabulary = (): Map<string, number> => {
    if (vocabulary) return vocabulary;
    vocabulary = new Map();
    for (const doc of docs) {
      const words = new Set(
        tokenSpans(`${doc.title} ${doc.keywords ?? ''} ${doc.pageTitle} ${doc.subcategory} ${doc.text}`).map(
          (s) => s.norm,
        ),
      );
      for (const word of words) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
    }
    return vocabulary;
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
      const corrections = fuzzyVariants(q.term, getVocabulary(), q.partial);
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

  return { docs, maxHits, highlightResult, search };
}
