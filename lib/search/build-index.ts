/**
 * Builds the two search files from records: the doc file (what results show, and the client
 * options) and the index file (the records' bodies, from which the browser builds its word
 * index). Used by the prebuild script, the relevance suite and the benchmark, so all three
 * measure the same artefacts.
 */
import type { SearchDoc, SearchDocFile, SearchIndexFile, SearchOptionsFile, SearchRecord } from './types';

/** Client options written into every doc file. */
export const DEFAULT_SEARCH_OPTIONS: SearchOptionsFile = { highlightResult: true, maxHits: 8 };

/** Numbers the records; a record's id is its position in `searchDocs`. */
export function toSearchDocs(records: readonly SearchRecord[]): SearchDoc[] {
  return records.map((record, id) => ({ id, ...record }));
}

/** Both search files for a set of records. */
export function buildSearchFiles(
  records: readonly SearchRecord[],
  options: SearchOptionsFile = DEFAULT_SEARCH_OPTIONS,
): { docFile: SearchDocFile; indexFile: SearchIndexFile } {
  const searchDocs = records.map(({ text: _text, code: _code, ...entry }) => entry);
  return {
    docFile: { searchDocs, options },
    indexFile: { version: 2, text: records.map((r) => r.text), code: records.map((r) => r.code ?? '') },
  };
}

/**
 * The records of the two files, numbered, as the engine searches them. Without the index file
 * (still on its way) the records have their headings, page titles and keywords but no body text.
 */
export function readSearchFiles(docFile: SearchDocFile, indexFile: SearchIndexFile | null): SearchDoc[] {
  if (indexFile && (indexFile.version !== 2 || indexFile.text.length !== docFile.searchDocs.length))
    throw new Error('The search files do not belong together (version or record count differ).');
  return docFile.searchDocs.map((entry, id) => {
    const doc: SearchDoc = { id, ...entry, text: indexFile?.text[id] ?? '' };
    if (indexFile?.code[id]) doc.code = indexFile.code[id];
    return doc;
  });
}
