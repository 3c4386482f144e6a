/**
 * Builds the search files from records: the two entry files (the doc file and the index file,
 * about the same size at any size of site) and the chunks they name, each called after a hash of
 * its content, so a chunk that did not change keeps its name, and its cached copy, across builds.
 *
 * - head chunks: for the words starting with two given letters, which records hold them in their
 *   title, heading, keywords or page path, with what those records show as a result;
 * - body chunks: the same for the page text and code, with how often each word occurs;
 * - record chunks: `RECORDS_PER_CHUNK` records each, text included, for the snippets.
 *
 * A query fetches the head and body chunks of its words' first two letters, then the record
 * chunks of its best results. Used by the prebuild script, the relevance suite and the benchmark,
 * so all three measure the same files.
 */
import { createHash } from 'node:crypto';
import { chunkFileName, HEAD_BITS } from './chunks';
import { encodeForIndex, foldWord, STOP_WORDS, tokenSpans } from './normalize';
import type {
  BodyChunk,
  DocTuple,
  HeadChunk,
  Postings,
  RecordChunk,
  SearchDocFile,
  SearchIndexFile,
  SearchOptionsFile,
  SearchRecord,
} from './types';

/** Client options written into every doc file. */
export const DEFAULT_SEARCH_OPTIONS: SearchOptionsFile = { highlightResult: true, maxHits: 8 };

/** Records per record chunk. */
export const RECORDS_PER_CHUNK = 16;

/**
 * Head and body chunks hold the words starting with the same letters: two, or more where that
 * many words would make a chunk larger than this many characters of JSON.
 */
export const MAX_CHUNK_CHARS = 12_000;

/** Longest chunk key: a chunk of the words starting with these letters is never split further. */
const MAX_KEY = 6;

/** The words of a title that must all match for the title to count as fully matched. */
export function titleWords(title: string): string[] {
  return [
    ...new Set(
      tokenSpans(title)
        .filter((span) => !STOP_WORDS.has(span.norm))
        .map((span) => foldWord(span.norm)),
    ),
  ];
}

/** The files to write: the entry, and the chunks by file name. */
export interface SearchFiles {
  docFile: SearchDocFile;
  indexFile: SearchIndexFile;
  chunks: Map<string, string>;
}

/** A record without a URL (the spec allows one) stands for the site's home page. */
const urlOf = (r: SearchRecord): string => r.url || '/';

const docTuple = (r: SearchRecord): DocTuple => [urlOf(r), r.title, r.pageTitle, r.subcategory];

/** Builds every file for a set of records. */
export function buildSearchFiles(
  records: readonly SearchRecord[],
  options: SearchOptionsFile = DEFAULT_SEARCH_OPTIONS,
): SearchFiles {
  const chunks = new Map<string, string>();
  const write = (data: unknown): string => {
    const json = JSON.stringify(data);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    chunks.set(chunkFileName(hash), json);
    return hash;
  };

  // word → [id, value] pairs, ids ascending (records are visited in order).
  const head = new Map<string, number[]>();
  const body = new Map<string, number[]>();
  const post = (tier: Map<string, number[]>, word: string, id: number, value: number) => {
    const list = tier.get(word);
    if (list) list.push(id, value);
    else tier.set(word, [id, value]);
  };

  records.forEach((record, id) => {
    const bits = new Map<string, number>();
    const mark = (text: string | undefined, bit: number) => {
      for (const word of encodeForIndex(text ?? '')) bits.set(word, (bits.get(word) ?? 0) | bit);
    };
    mark(record.title, urlOf(record).includes('#') ? HEAD_BITS.heading : HEAD_BITS.pageTitle);
    mark(record.keywords, HEAD_BITS.keywords);
    mark(`${record.pageTitle} ${record.subcategory}`, HEAD_BITS.page);
    const titleSize = Math.min(titleWords(record.title).length, 15) * 16;
    for (const [word, value] of bits) post(head, word, id, value + titleSize);

    const counts = new Map<string, number>();
    const count = (text: string | undefined, weight: number) => {
      for (const word of encodeForIndex(text ?? '')) counts.set(word, (counts.get(word) ?? 0) + weight);
    };
    // 63 occurrences in code at most, so that the text's count stays readable above them.
    count(record.code, 1);
    for (const [word, n] of counts) if (n > 63) counts.set(word, 63);
    count(record.text, 64);
    // Stop words are only ever searched alone, and then in headings.
    for (const [word, value] of counts) if (!STOP_WORDS.has(word)) post(body, word, id, value);
  });

  /** Ids as deltas from the previous one: smaller numbers, and runs that compress well. */
  const encode = (words: [string, number[]][]): Record<string, Postings> => {
    const out: Record<string, Postings> = {};
    for (const [word, pairs] of words) {
      let last = 0;
      out[word] = pairs.map((n, i) => {
        if (i % 2) return n;
        const delta = n - last;
        last = n;
        return delta;
      });
    }
    return out;
  };
  const chunkOf = (words: [string, number[]][], withDocs: boolean): HeadChunk | BodyChunk => {
    if (!withDocs) return { words: encode(words) };
    const docs: Record<string, DocTuple> = {};
    for (const [, pairs] of words)
      for (let i = 0; i < pairs.length; i += 2) docs[pairs[i]] ??= docTuple(records[pairs[i]]);
    return { docs, words: encode(words) };
  };
  /** Writes the words starting with `key` (`words`, sorted), split by one more letter while they are too many. */
  const split = (names: Record<string, string>, key: string, words: [string, number[]][], withDocs: boolean) => {
    const chunk = chunkOf(words, withDocs);
    if (key.length >= MAX_KEY || words.length < 2 || JSON.stringify(chunk).length <= MAX_CHUNK_CHARS) {
      names[key] = write(chunk);
      return;
    }
    for (const next of new Set(words.map(([word]) => word.slice(0, key.length + 1))))
      split(
        names,
        next,
        words.filter(([word]) => word.slice(0, key.length + 1) === next),
        withDocs,
      );
  };
  const table = (tier: Map<string, number[]>, withDocs: boolean): Record<string, string> => {
    const names: Record<string, string> = {};
    const sorted = [...tier].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const key of new Set(sorted.map(([word]) => word.slice(0, 2))))
      split(
        names,
        key,
        sorted.filter(([word]) => word.slice(0, 2) === key),
        withDocs,
      );
    return names;
  };

  const searchDocs: string[] = [];
  for (let from = 0; from < records.length; from += RECORDS_PER_CHUNK) {
    const chunk: RecordChunk = records
      .slice(from, from + RECORDS_PER_CHUNK)
      .map((r) => [...docTuple(r), r.text, r.code ?? '']);
    searchDocs.push(write(chunk));
  }
  return {
    docFile: { searchDocs, options },
    indexFile: { version: 3, recordsPerChunk: RECORDS_PER_CHUNK, head: table(head, true), body: table(body, false) },
    chunks,
  };
}
