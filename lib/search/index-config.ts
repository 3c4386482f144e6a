/**
 * The flexsearch Document configuration, shared by the prebuild (which builds and exports the
 * index) and the browser (which imports it). An export carries no configuration, so both sides
 * must construct the Document from this one place. Type-only import of flexsearch: the library
 * itself is loaded lazily by the client.
 */
import type { DocumentOptions } from 'flexsearch';
import { encodeForIndex } from './normalize';
import type { SearchDoc } from './types';

/** Indexed fields, from the strongest signal to the weakest. */
export const SEARCH_FIELDS = ['title', 'keywords', 'page', 'text', 'code'] as const;

/** One indexed field. */
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** The document shape flexsearch indexes; built from a {@link SearchDoc}. */
export type IndexedDoc = { id: number } & Partial<Record<SearchField, string>>;

/**
 * Maps a record to what the index sees: `page` holds the page title and section path, so a
 * section is found by the page it belongs to (with a low weight), not only by its own heading.
 */
export function toIndexedDoc(doc: SearchDoc): IndexedDoc {
  const indexed: IndexedDoc = {
    id: doc.id,
    title: doc.title,
    page: `${doc.pageTitle} ${doc.subcategory}`,
    text: doc.text,
  };
  if (doc.keywords) indexed.keywords = doc.keywords;
  if (doc.code) indexed.code = doc.code;
  return indexed;
}

/**
 * A fresh options object for `new Document(...)`: the constructor mutates its argument, so it
 * must never be shared. `forward` indexes every prefix of every word, which is what makes
 * results appear while a word is still being typed. Code uses `strict` (whole words only): it
 * ranks lowest anyway and its long identifiers would otherwise dominate the index size.
 * `resolution: 1` keeps one bucket per word instead of nine by position: the ranking does its
 * own scoring, and the single bucket makes the export about a third smaller.
 */
export function createDocumentOptions(): DocumentOptions<IndexedDoc> {
  return {
    tokenize: 'forward',
    resolution: 1,
    encode: encodeForIndex,
    cache: false,
    document: {
      id: 'id',
      index: [
        { field: 'title' },
        { field: 'keywords' },
        { field: 'page' },
        { field: 'text' },
        { field: 'code', tokenize: 'strict' },
      ],
    },
  };
}
