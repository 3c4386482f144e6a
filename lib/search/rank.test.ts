import { describe, expect, it } from 'vitest';
import type { SearchField } from './index-config';
import { fuzzyVariants, rankHits, type TermHits, withinOneEdit } from './rank';
import type { SearchDoc } from './types';

function doc(
  id: number,
  url: string,
  fields: Partial<Pick<SearchDoc, 'title' | 'pageTitle' | 'text' | 'code' | 'keywords'>> = {},
): SearchDoc {
  return {
    id,
    url,
    title: fields.title ?? `Title ${id}`,
    pageTitle: fields.pageTitle ?? fields.title ?? `Page ${id}`,
    subcategory: 'Test',
    text: fields.text ?? '',
    ...fields,
  };
}

/** Builds term hits the way the engine does, by scanning the docs' fields for word prefixes. */
function hits(
  docs: readonly SearchDoc[],
  query: string,
  options: { partialLast?: boolean; fuzzy?: Record<string, string[]> } = {},
): TermHits[] {
  const words = query.split(' ');
  return words.map((term, i) => {
    const variants = options.fuzzy?.[term] ?? [term];
    const fields: Partial<Record<SearchField, Set<number>>> = {};
    for (const d of docs) {
      const texts: Record<SearchField, string> = {
        title: d.title,
        keywords: d.keywords ?? '',
        page: `${d.pageTitle} ${d.subcategory}`,
        text: d.text,
        code: d.code ?? '',
      };
      for (const [field, text] of Object.entries(texts) as [SearchField, string][]) {
        const tokens = text.toLowerCase().split(/[^a-z0-9]+/);
        if (tokens.some((t) => variants.some((v) => t.startsWith(v)))) (fields[field] ??= new Set()).add(d.id);
      }
    }
    return {
      term,
      stop: ['the', 'a', 'is'].includes(term) && words.length > 1,
      partial: Boolean(options.partialLast) && i === words.length - 1,
      kind: options.fuzzy?.[term] ? 'fuzzy' : 'exact',
      variants,
      fields,
    };
  });
}

const ids = (ranked: { id: number }[]) => ranked.map((r) => r.id);

describe('rankHits', () => {
  it('ranks page title above heading above body above code', () => {
    const docs = [
      doc(0, '/code/#x', { text: 'nothing here', code: 'apex.run()' }),
      doc(1, '/body/#x', { text: 'we love apex here' }),
      doc(2, '/heading/#apex', { title: 'Apex heading' }),
      doc(3, '/page/', { title: 'Apex' }),
      doc(4, '/other/', { text: 'unrelated' }),
    ];
    expect(ids(rankHits(hits(docs, 'apex'), docs))).toEqual([3, 2, 1, 0]);
  });

  it('prefers records matching more of the query, and still returns partial matches', () => {
    const docs = [
      doc(0, '/a/', { title: 'Anonymous' }),
      doc(1, '/b/#x', { text: 'run anonymous apex from the tool' }),
      doc(2, '/c/#x', { text: 'apex only' }),
    ];
    const ranked = ids(rankHits(hits(docs, 'anonymous apex'), docs));
    expect(ranked[0]).toBe(1);
    expect(ranked).toContain(0);
    expect(ranked).toContain(2);
  });

  it('weights rare words above common ones', () => {
    const common = Array.from({ length: 8 }, (_, i) => doc(10 + i, `/filler${i}/#x`, { text: 'salesforce org' }));
    const docs = [...common, doc(0, '/rare/#x', { text: 'debug' }), doc(1, '/common/#x', { text: 'salesforce' })];
    docs.forEach((d, i) => (d.id = i));
    const ranked = rankHits(hits(docs, 'salesforce debug'), docs);
    expect(docs[ranked[0].id].url).toBe('/rare/#x');
  });

  it('ignores stop words when the query has other words', () => {
    const docs = [doc(0, '/x/#a', { text: 'the the the the' }), doc(1, '/y/#a', { text: 'sandbox' })];
    expect(ids(rankHits(hits(docs, 'the sandbox'), docs))).toEqual([1]);
  });

  it('prefers a whole word over the start of a longer word once the word is finished', () => {
    const docs = [doc(0, '/long/#a', { text: 'database tools' }), doc(1, '/exact/#a', { text: 'data tools' })];
    expect(ids(rankHits(hits(docs, 'data tools'), docs))[0]).toBe(1);
    // Plurals and simple inflections still count as the whole word.
    const plural = [doc(0, '/long/#a', { text: 'setup' }), doc(1, '/plural/#a', { text: 'sets' })];
    expect(ids(rankHits(hits(plural, 'set x'), plural))[0]).toBe(1);
  });

  it('counts prefix matches in full for the word being typed', () => {
    const docs = [doc(0, '/a/#x', { text: 'permission' }), doc(1, '/b/#x', { text: 'permissions' })];
    const ranked = rankHits(hits(docs, 'perm', { partialLast: true }), docs);
    expect(ranked).toHaveLength(2);
    expect(ranked[0].score).toBeCloseTo(ranked[1].score);
  });

  it('ranks typo corrections below exact matches', () => {
    const docs = [doc(0, '/exact/#x', { text: 'flexcard' }), doc(1, '/fuzzy/#x', { text: 'flexcards' })];
    const exact = rankHits(hits(docs, 'flexcard'), docs)[0].score;
    const fuzzy = rankHits(hits(docs, 'flexcrd', { fuzzy: { flexcrd: ['flexcard'] } }), docs)[0].score;
    expect(fuzzy).toBeLessThan(exact);
  });

  it('demotes further sections of a page already listed', () => {
    const docs = [
      doc(0, '/big/#one', { text: 'sharing rules' }),
      doc(1, '/big/#two', { text: 'sharing rules' }),
      doc(2, '/big/#three', { text: 'sharing rules' }),
      doc(3, '/other/#x', { text: 'sharing model' }),
    ];
    const ranked = ids(rankHits(hits(docs, 'sharing rules'), docs, { samePageDecay: 0.3 }));
    expect(ranked.indexOf(3)).toBeLessThan(ranked.indexOf(2));
  });

  it('honours the limit and reports which terms each hit matched', () => {
    const docs = Array.from({ length: 20 }, (_, i) => doc(i, `/p${i}/`, { text: 'common word' }));
    const ranked = rankHits(hits(docs, 'common rare'), docs, { limit: 8 });
    expect(ranked).toHaveLength(8);
    expect(ranked[0].matched).toEqual(['common']);
  });

  it('returns nothing for nothing matched', () => {
    const docs = [doc(0, '/a/', { text: 'alpha' })];
    expect(rankHits(hits(docs, 'zulu'), docs)).toEqual([]);
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
    expect(fuzzyVariants('permision', vocabulary, false)).toEqual(['permission']);
    expect(fuzzyVariants('omniscirpt', vocabulary, false)).toEqual(['omniscript']);
  });

  it('leaves words shorter than five letters alone', () => {
    expect(fuzzyVariants('qury', vocabulary, false)).toEqual([]);
  });

  it('matches the start of longer words for the word being typed', () => {
    expect(fuzzyVariants('permisi', vocabulary, true)).toContain('permiss');
    expect(fuzzyVariants('permisi', vocabulary, false)).toEqual([]);
  });
});
