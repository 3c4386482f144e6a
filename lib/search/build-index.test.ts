import { describe, expect, it } from 'vitest';
import { multiplyRecords } from '@/scripts/lib/grow-content';
import { buildSearchFiles, DEFAULT_SEARCH_OPTIONS, DOCS_PER_WORD } from './build-index';
import { BUCKETS, bucketOf, chunkFileName, keyOf, queryChunks } from './chunks';
import type { RecordChunk, SearchRecord, WordChunk } from './types';

const records: SearchRecord[] = [
  {
    url: '/docs/soql/',
    title: 'SOQL editor',
    pageTitle: 'SOQL editor',
    subcategory: 'Explore',
    text: 'Write a query.',
  },
  {
    url: '/docs/soql/#history',
    title: 'Query history',
    pageTitle: 'SOQL editor',
    subcategory: 'Explore',
    text: 'Solutions and sources: every query you run is kept.',
    code: 'SELECT Id FROM Account',
  },
  { url: '/docs/so/', title: 'So far', pageTitle: 'So far', subcategory: 'Explore', text: 'Ties and lies.' },
];

describe('chunk names that follow from the words', () => {
  it('keys a word by its first three letters, whole when shorter, and buckets keys within range', () => {
    expect(keyOf('soql')).toBe('soq');
    expect(keyOf('so')).toBe('so');
    expect(keyOf('données')).toBe('don');
    expect(keyOf('𝒳𝒴𝒵𝒲')).toBe('𝒳𝒴𝒵');
    for (const key of ['soq', 'so', 'a', 'don', '𝒳𝒴𝒵']) {
      expect(bucketOf(key)).toBeGreaterThanOrEqual(0);
      expect(bucketOf(key)).toBeLessThan(BUCKETS);
      expect(bucketOf(key)).toBe(bucketOf(key));
    }
  });

  it('names the chunks of a query’s words, and of the longer keys a two-letter word being typed starts', () => {
    const names = (term: string, partial: boolean, more = new Map<string, number[]>()) =>
      queryChunks([{ term, partial, stop: false }], 's', more);
    const bucket = (key: string) => chunkFileName('s', 'w', bucketOf(key));
    // A word and its folded form can have different keys (`ties` folds to `ty`): both are fetched.
    expect(names('ties', false)).toEqual([...new Set([bucket('tie'), bucket('ty')])]);
    const more = new Map([['so', [bucketOf('soq'), bucketOf('sol')]]]);
    expect(names('so', true, more)).toEqual([...new Set([bucket('so'), bucket('soq'), bucket('sol')])]);
    expect(names('so', false, more)).toEqual([bucket('so')]);
    expect(names('soq', true, more)).toEqual([bucket('soq')]);
    // After other words, a two-letter word being typed names its own chunk only.
    expect(
      queryChunks(
        [
          { term: 'apex', partial: false, stop: false },
          { term: 'so', partial: true, stop: false },
        ],
        's',
        more,
      ),
    ).toEqual([...new Set([bucket('ape'), bucket('so')])]);
  });

  it('writes every bucket, and puts each word in the bucket of its key', () => {
    const { chunks, stamp } = buildSearchFiles(records);
    for (let n = 0; n < BUCKETS; n++) expect(chunks.has(chunkFileName(stamp, 'w', n)), `w${n}`).toBe(true);
    const chunk = (word: string) =>
      JSON.parse(chunks.get(chunkFileName(stamp, 'w', bucketOf(keyOf(word))))!) as WordChunk;
    // Both records: the page title, and the page path of the section.
    expect(chunk('soql').head.soql).toEqual([0, expect.any(Number), 1, expect.any(Number)]);
    expect(chunk('soql').docs[0]).toEqual(['/docs/soql/', 'SOQL editor', 'SOQL editor', 'Explore']);
    expect(Object.keys(chunk('solution').body)).toContain('solution');
    expect(Object.keys(chunk('account').body)).toContain('account');
    // A two-letter start lists the buckets of the longer keys it begins, from headings and text.
    // (Most used first: engine.test.ts checks the order by what is fetched ahead.)
    expect(chunk('so').more?.so?.toSorted((a, b) => a - b)).toEqual(
      [...new Set(['soq', 'sol', 'sou'].map(bucketOf))].sort((a, b) => a - b),
    );
  });

  it('shows in a word chunk the records a word titles, and those with it only in their page path while few', () => {
    // Ten copies: record 0 (id 3c) has `soql` in its title, record 1 (3c + 1) only in its page's path.
    const { chunks, stamp } = buildSearchFiles(multiplyRecords(records, 10));
    const shown = (word: string) => {
      const chunk = JSON.parse(chunks.get(chunkFileName(stamp, 'w', bucketOf(keyOf(word))))!) as WordChunk;
      return Object.keys(chunk.docs).map(Number);
    };
    const copies = (of: number) => Array.from({ length: 10 }, (_, c) => 3 * c + of);
    // A page of results from titles: the sections are left to their record chunks.
    expect(shown('soql').sort((a, b) => a - b)).toEqual(copies(0));
    // `explore` is only ever in page paths: every record that has it can show.
    expect(shown('explore')).toHaveLength(30);
  });

  it('carries at most DOCS_PER_WORD result lines per word, the best placed and shortest titles first', () => {
    // 100 copies: `soql` titles record 0 and its copies (a page title of two words), and heads
    // record 1 only through its page's path; `query` titles record 1 (a section heading).
    const { chunks, stamp } = buildSearchFiles(multiplyRecords(records, 100));
    const shown = (word: string) =>
      Object.keys((JSON.parse(chunks.get(chunkFileName(stamp, 'w', bucketOf(keyOf(word))))!) as WordChunk).docs).map(
        Number,
      );
    const copies = (of: number, count: number) => Array.from({ length: count }, (_, c) => 3 * c + of);
    expect(DOCS_PER_WORD).toBeGreaterThanOrEqual(8 * DEFAULT_SEARCH_OPTIONS.maxHits);
    // The first copies by id: the ranking breaks ties the same way, so the lines shown first are here.
    expect(shown('soql').sort((a, b) => a - b)).toEqual(copies(0, DOCS_PER_WORD));
    // A word in section headings before it comes in page titles: the page titles are carried first.
    const placed = buildSearchFiles(
      multiplyRecords(
        [
          { url: '/a/#b', title: 'Flow history', pageTitle: 'A', subcategory: 'X', text: '' },
          { url: '/c/', title: 'Flow', pageTitle: 'Flow', subcategory: 'X', text: '' },
        ],
        100,
      ),
    );
    const flow = JSON.parse(placed.chunks.get(chunkFileName(placed.stamp, 'w', bucketOf('flo')))!) as WordChunk;
    const carried = Object.keys(flow.docs).map(Number);
    expect(carried).toHaveLength(DOCS_PER_WORD);
    expect(carried.every((id) => id % 2 === 1)).toBe(true);
  });

  it('writes the records’ text with its spaces collapsed, as the snippets read it', () => {
    const { chunks, stamp } = buildSearchFiles([{ ...records[0], text: ' Write a\n\n  query. ' }]);
    const [record] = JSON.parse(chunks.get(chunkFileName(stamp, 'r', 0))!) as RecordChunk;
    expect(record[4]).toBe('Write a query.');
  });

  it('puts the release posts after the pages, and names the first post', () => {
    const post = { url: '/blog/p/', title: 'SOQL news', pageTitle: 'SOQL news', subcategory: 'Blog', text: '' };
    const { docFile, chunks, stamp } = buildSearchFiles([post, ...records]);
    expect(docFile.searchDocs.firstPost).toBe(records.length);
    const soql = JSON.parse(chunks.get(chunkFileName(stamp, 'w', bucketOf('soq')))!) as WordChunk;
    expect(soql.docs[records.length][0]).toBe('/blog/p/');
    expect(soql.docs[0][0]).toBe('/docs/soql/');
  });

  it('keeps both entry files the same size at ×1 and ×10: no table grows with the site', () => {
    const one = buildSearchFiles(records);
    const ten = buildSearchFiles(multiplyRecords(records, 10));
    const size = (files: typeof one) => JSON.stringify(files.docFile).length + JSON.stringify(files.indexFile).length;
    // The record count and the first post's id gain a digit each; nothing else changes.
    expect(size(ten) - size(one)).toBeLessThanOrEqual(2);
    expect(ten.docFile.searchDocs.count).toBe(30);
    expect(Object.keys(ten.indexFile).sort()).toEqual(['buckets', 'stamp', 'version']);
  });

  it('keeps the names a page knows when given its stamp, and changes the stamp with the content', () => {
    const one = buildSearchFiles(records);
    const grown = buildSearchFiles(multiplyRecords(records, 3), undefined, one.stamp);
    expect(grown.indexFile.stamp).toBe(one.stamp);
    expect(grown.chunks.has(chunkFileName(one.stamp, 'w', bucketOf('soq')))).toBe(true);
    expect(buildSearchFiles(multiplyRecords(records, 3)).stamp).not.toBe(one.stamp);
  });
});
