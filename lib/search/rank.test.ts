import { describe, expect, it, vi } from 'vitest';
import { buildSearchFiles } from './build-index';
import { foldWord } from './normalize';
import { fuzzyVariants, rankRecords, type WordPostings, withinOneEdit } from './rank';
import type { SearchRecord, WordChunk } from './types';

function doc(url: string, fields: Partial<SearchRecord> = {}): SearchRecord {
  const title = fields.title ?? `Title of ${url}`;
  return { url, title, pageTitle: fields.pageTitle ?? title, subcategory: 'Test', text: '', ...fields };
}

/** Ranks the records for whole words (each word of the query matching itself) through their real postings. */
function rank(records: SearchRecord[], query: string, factors: Record<string, number> = {}) {
  const { chunks } = buildSearchFiles(records);
  const words = new Map<string, WordPostings>();
  for (const [name, json] of chunks) {
    if (!/-w\d+\.json$/.test(name)) continue;
    const chunk = JSON.parse(json) as WordChunk;
    for (const tier of ['head', 'body'] as const)
      for (const [word, postings] of Object.entries(chunk[tier]))
        words.set(word, { ...words.get(word), [tier]: postings });
  }
  const terms = query.split(' ').map((term) => new Map([[foldWord(term), factors[term] ?? 1]]));
  return rankRecords(terms, (word) => words.get(word), records.length, true, records.length);
}

const urls = (records: SearchRecord[], ranked: { id: number }[]) => ranked.map((r) => records[r.id].url);

describe('rankRecords', () => {
  it('ranks page title above heading above keywords above body above code', () => {
    const records = [
      doc('/code/#x', { text: 'nothing here', code: 'apex.run()' }),
      doc('/body/#x', { text: 'we love apex here' }),
      doc('/keywords/', { keywords: 'apex, tools' }),
      doc('/heading/#apex', { title: 'Apex heading' }),
      doc('/page/', { title: 'Apex' }),
      doc('/other/', { text: 'unrelated' }),
    ];
    expect(urls(records, rank(records, 'apex'))).toEqual([
      '/page/',
      '/heading/#apex',
      '/keywords/',
      '/body/#x',
      '/code/#x',
    ]);
  });

  it('prefers records matching more of the query, and still returns partial matches', () => {
    const records = [
      doc('/a/#x', { text: 'anonymous' }),
      doc('/b/#x', { text: 'run anonymous apex from the tool' }),
      doc('/c/#x', { text: 'apex only' }),
    ];
    const ranked = urls(records, rank(records, 'anonymous apex'));
    expect(ranked[0]).toBe('/b/#x');
    expect(ranked).toEqual(expect.arrayContaining(['/a/#x', '/c/#x']));
  });

  it('weights rare words above common ones', () => {
    const records = [
      ...Array.from({ length: 8 }, (_, i) => doc(`/filler${i}/#x`, { text: 'salesforce org' })),
      doc('/rare/#x', { text: 'debug' }),
      doc('/common/#x', { text: 'salesforce' }),
    ];
    expect(urls(records, rank(records, 'salesforce debug'))[0]).toBe('/rare/#x');
  });

  it('counts a word repeated in the text a little more', () => {
    const records = [doc('/once/#x', { text: 'sharing' }), doc('/often/#x', { text: 'sharing sharing sharing' })];
    expect(urls(records, rank(records, 'sharing'))).toEqual(['/often/#x', '/once/#x']);
  });

  it('ranks typo corrections below exact matches, and reports the words matched', () => {
    const records = [doc('/a/#x', { text: 'flexcard' }), doc('/b/#x', { text: 'flexcard' })];
    const exact = rank(records, 'flexcard')[0];
    const fuzzy = rank(records, 'flexcard', { flexcard: 0.7 })[0];
    expect(fuzzy.score).toBeLessThan(exact.score);
    expect(exact.words).toEqual(['flexcard']);
  });

  it('counts a heading made only of the query’s words more', () => {
    const records = [doc('/a/#x', { title: 'Debug logs and more' }), doc('/b/#x', { title: 'Debug logs' })];
    expect(urls(records, rank(records, 'debug log'))).toEqual(['/b/#x', '/a/#x']);
  });

  it('returns nothing for nothing matched', () => {
    expect(rank([doc('/a/', { text: 'alpha' })], 'zulu')).toEqual([]);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['permission', 'permission', true],
    ['permision', 'permission', true], // deletion
    ['permisssion', 'permission', true], // insertion
    ['permizsion', 'permission', true], // substitution
    ['permsision', 'permission', true], // neighbouring letters swapped
    ['prmsision', 'permission', false],
    ['perm', 'permission', false],
    ['abcd', 'abdc', true],
    ['abcd', 'badc', false],
  ])('%s vs %s → %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});

describe('fuzzyVariants', () => {
  const vocabulary = new Map([
    ['permission', 40],
    ['permissions', 20],
    ['omniscript', 10],
    ['query', 50],
    ['quest', 2],
  ]);

  it('finds words one edit away, most frequent first', () => {
    expect(fuzzyVariants('permision', vocabulary)).toEqual(['permission']);
    expect(fuzzyVariants('permissionx', vocabulary)).toEqual(['permission', 'permissions']);
    expect(fuzzyVariants('omniscirpt', vocabulary)).toEqual(['omniscript']);
  });

  it('orders words as frequent by their code units, without the collation data', () => {
    const spy = vi.spyOn(String.prototype, 'localeCompare');
    const tied = new Map([
      ['permissions', 5],
      ['permission', 5],
      ['permissionz', 9],
    ]);
    try {
      expect(fuzzyVariants('permissionx', tied)).toEqual(['permissionz', 'permission', 'permissions']);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('leaves words shorter than five letters alone', () => {
    expect(fuzzyVariants('qury', vocabulary)).toEqual([]);
  });
});
