/**
 * Builds the search files from records: the two entry files (the doc file and the index file, the
 * same size at any size of site) and the chunks, named by the words they hold (chunks.ts):
 *
 * - word chunks: for the words of a bucket, which records hold them in their title, heading,
 *   keywords or page path, with their result lines (see below), and which hold them in their page
 *   text and code, and how often;
 * - record chunks: `RECORDS_PER_CHUNK` records each, text included, for the snippets.
 *
 * Every name carries the build's stamp, a hash of all the chunks, so a new build never reads a
 * cached chunk of an older one. Used by the prebuild script, the relevance suite and the
 * benchmark, so all three measure the same files.
 */
import { createHash } from 'node:crypto';
import { BUCKETS, bucketOf, type ChunkKind, chunkFileName, HEAD_BITS, keyOf } from './chunks';
import { encodeForIndex, foldWord, indexSpans, STOP_WORDS, type TokenSpan } from './normalize';
import { POST_SUBCATEGORY } from './rank';
import type {
  DocTuple,
  Postings,
  RecordChunk,
  SearchDocFile,
  SearchIndexFile,
  SearchOptionsFile,
  SearchRecord,
  WordChunk,
} from './types';

/** Client options written into every doc file. */
export const DEFAULT_SEARCH_OPTIONS: SearchOptionsFile = { highlightResult: true, maxHits: 8 };

/** Records per record chunk: a query's 8 results lie in about as many chunks at 8 as at 16, with half the text. */
export const RECORDS_PER_CHUNK = 8;

/** Result lines a word chunk carries per word, at most (see below). */
export const DOCS_PER_WORD = 64;

/** The files to write: the entry, and the chunks by file name. */
export interface SearchFiles {
  stamp: string;
  docFile: SearchDocFile;
  indexFile: SearchIndexFile;
  chunks: Map<string, string>;
}

/** A record without a URL (the spec allows one) stands for the site's home page. */
const urlOf = (r: SearchRecord): string => r.url || '/';

const docTuple = (r: SearchRecord): DocTuple => [urlOf(r), r.title, r.pageTitle, r.subcategory];

/**
 * Builds every file for a set of records. `stamp` replaces the hash of the chunks in their names:
 * the benchmark's grown copies of a site keep the names its pages know.
 */
export function buildSearchFiles(
  input: readonly SearchRecord[],
  options: SearchOptionsFile = DEFAULT_SEARCH_OPTIONS,
  stamp?: string,
): SearchFiles {
  // The pages first, then the release posts: the engine weighs a post by its id (`firstPost`),
  // whether or not its result line has been loaded.
  const isPost = (r: SearchRecord) => r.subcategory === POST_SUBCATEGORY;
  const pages = input.filter((r) => !isPost(r));
  const records = [...pages, ...input.filter(isPost)];
  // Chunk contents by kind and number; named once all are known (the stamp hashes them all).
  const contents: [kind: ChunkKind, n: number, json: string][] = [];
  const write = (kind: ChunkKind, n: number, data: unknown) => contents.push([kind, n, JSON.stringify(data)]);

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
    mark(record.label, HEAD_BITS.pageTitle);
    mark(record.keywords, HEAD_BITS.keywords);
    mark(`${record.pageTitle} ${record.subcategory}`, HEAD_BITS.page);
    // The title's words, stop words aside, that must all match for the title to count as fully
    // matched: a number written with separators counts once, as written (`1.2`, not `1`, `2`).
    const spans = indexSpans(record.title);
    const within = (span: TokenSpan, number: TokenSpan) =>
      span !== number && /[.,]/.test(number.norm) && number.start <= span.start && span.end <= number.end;
    const titleWords = spans.filter((span) => !STOP_WORDS.has(span.norm) && !spans.some((n) => within(span, n)));
    const titleSize = Math.min(new Set(titleWords.map((span) => foldWord(span.norm))).size, 15) * 16;
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
  type Words = [string, number[]][];
  const encode = (words: Words): Record<string, Postings> =>
    Object.fromEntries(
      words.map(([word, pairs]) => [word, pairs.map((n, i) => (i % 2 ? n : n - (pairs[i - 2] ?? 0)))]),
    );
  // The longer keys that each two-letter start begins, by bucket, for a two-letter word being typed:
  // the buckets of the most used words first (postings in headings and text), where the engine
  // looks ahead for the next letter.
  const more = new Map<string, Map<number, number>>();
  for (const word of new Set([...head.keys(), ...body.keys()])) {
    const letters = Array.from(keyOf(word));
    if (letters.length < 3) continue;
    const start = letters.slice(0, 2).join('');
    const bucket = bucketOf(letters.join(''));
    const uses = (head.get(word)?.length ?? 0) + (body.get(word)?.length ?? 0);
    if (!more.has(start)) more.set(start, new Map());
    more.get(start)!.set(bucket, (more.get(start)!.get(bucket) ?? 0) + uses);
  }

  // Every bucket is written, empty or not, so that every name exists.
  const buckets = Array.from({ length: BUCKETS }, () => ({ head: [] as Words, body: [] as Words }));
  for (const [tier, words] of [
    ['head', head],
    ['body', body],
  ] as const) {
    for (const word of [...words.keys()].sort()) buckets[bucketOf(keyOf(word))][tier].push([word, words.get(word)!]);
  }
  buckets.forEach((bucket, n) => {
    // Result lines of the records with the word in a title, heading or keywords; of those with it only in
    // their page's path (ranked last, and most of a chunk at a large site) while those are under a page.
    // At most DOCS_PER_WORD of them per word, the best placed (then the shortest titles) first:
    // a word in the titles of thousands of records at a large site would otherwise fill its chunk
    // with lines that no query shows before its record chunks are in anyway.
    const docs: Record<string, DocTuple> = {};
    for (const [, pairs] of bucket.head) {
      const placed = pairs.flatMap((id, i) => (i % 2 ? [] : [{ id, value: pairs[i + 1] }]));
      const strong = placed.filter(({ value }) => value & ~HEAD_BITS.page & 15);
      const rank = ({ value }: { value: number }) => (value & -value & 15) * 256 + (value >> 4);
      for (const { id } of (strong.length >= options.maxHits ? strong : placed)
        .sort((a, b) => rank(a) - rank(b) || a.id - b.id)
        .slice(0, DOCS_PER_WORD))
        docs[id] ??= docTuple(records[id]);
    }
    const chunk: WordChunk = { docs, head: encode(bucket.head), body: encode(bucket.body) };
    for (const [start, keys] of more)
      if (bucketOf(start) === n)
        (chunk.more ??= {})[start] = [...keys].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([bucket]) => bucket);
    write('w', n, chunk);
  });
  for (let from = 0; from < records.length; from += RECORDS_PER_CHUNK) {
    const chunk: RecordChunk = records
      .slice(from, from + RECORDS_PER_CHUNK)
      // The text as the snippets read it, spaces collapsed: the snippet and the words' written
      // forms (snippet.ts) then share one reading of it per result.
      .map((r) => [...docTuple(r), r.text.replace(/\s+/g, ' ').trim(), r.code ?? '', r.keywords ?? '']);
    write('r', from / RECORDS_PER_CHUNK, chunk);
  }

  const hash = createHash('sha256');
  for (const [kind, n, json] of contents) hash.update(`${kind}${n}\n${json}\n`);
  const name = stamp ?? hash.digest('hex').slice(0, 10);
  const chunks = new Map(contents.map(([kind, n, json]) => [chunkFileName(name, kind, n), json]));
  return {
    stamp: name,
    docFile: {
      searchDocs: { count: records.length, perChunk: RECORDS_PER_CHUNK, firstPost: pages.length },
      options,
    },
    indexFile: { version: 4, stamp: name, buckets: BUCKETS },
    chunks,
  };
}
