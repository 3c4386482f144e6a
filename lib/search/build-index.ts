/**
 * Builds the two search files from records: the doc file (records and client options) and the
 * flexsearch index export. Used by the prebuild script, the relevance suite and the benchmark,
 * so all three measure the same artefacts. Runs in Node (imports flexsearch statically).
 */
import { Document } from 'flexsearch';
import { createDocumentOptions, type IndexedDoc, toIndexedDoc } from './index-config';
import type { SearchDoc, SearchDocFile, SearchIndexFile, SearchOptionsFile, SearchRecord } from './types';

/** Client options written into every doc file. */
export const DEFAULT_SEARCH_OPTIONS: SearchOptionsFile = { highlightResult: true, maxHits: 8 };

/** Numbers the records; a record's id is its position in `searchDocs`. */
export function toSearchDocs(records: readonly SearchRecord[]): SearchDoc[] {
  return records.map((record, id) => ({ id, ...record }));
}

/** A populated flexsearch Document for the records. */
export function buildIndex(docs: readonly SearchDoc[]): Document<IndexedDoc> {
  const index = new Document<IndexedDoc>(createDocumentOptions());
  for (const doc of docs) index.add(toIndexedDoc(doc));
  return index;
}

/**
 * Collects the index export into one object. With a synchronous handler flexsearch exports
 * synchronously; each chunk is a JSON string, parsed here so the file holds plain JSON rather
 * than strings of escaped JSON.
 */
export function exportIndex(index: Document<IndexedDoc>): SearchIndexFile {
  const out: SearchIndexFile = {};
  index.export((key: string, data: string) => {
    out[key] = JSON.parse(data) as unknown;
  });
  return out;
}

/** Both search files for a set of records. */
export function buildSearchFiles(
  records: readonly SearchRecord[],
  options: SearchOptionsFile = DEFAULT_SEARCH_OPTIONS,
): { docFile: SearchDocFile; indexFile: SearchIndexFile } {
  const searchDocs = toSearchDocs(records);
  return { docFile: { searchDocs, options }, indexFile: exportIndex(buildIndex(searchDocs)) };
}
