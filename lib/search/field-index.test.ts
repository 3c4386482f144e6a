import { describe, expect, it } from 'vitest';
import { buildFieldIndex, buildFieldIndexInSteps, type FieldIndex } from './field-index';
import type { SearchDoc } from './types';

const docs: SearchDoc[] = [
  {
    id: 0,
    url: '/docs/apex/',
    title: 'Run anonymous Apex',
    pageTitle: 'Run anonymous Apex',
    subcategory: 'Explore › Apex',
    text: 'Execute code against an org. Execute again.',
    keywords: 'debug log',
  },
  {
    id: 1,
    url: '/docs/apex/#read-the-log',
    title: 'Read the log',
    pageTitle: 'Run anonymous Apex',
    subcategory: 'Explore › Apex',
    text: 'Every debug log is an ApexLog record.',
    code: 'SELECT Id FROM ApexLog WHERE Operation = :op',
  },
  {
    id: 2,
    url: '/docs/secure/',
    title: 'Security model',
    pageTitle: 'Security model',
    subcategory: 'Secure',
    text: 'Permission sets and profiles. Données sécurisées.',
  },
];

/** The hits of a lookup as sorted arrays, for comparison. */
function hits(prefix: string): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const [field, ids] of Object.entries(buildFieldIndex(docs).lookup(prefix))) {
    out[field] = [...ids].sort((a, b) => a - b);
  }
  return out;
}

describe('buildFieldIndex (flexsearch, one index per field)', () => {
  it('finds every record holding a word that starts with the prefix, per field', () => {
    // "ApexLog" is also read as "apex" and "log" (normalize.ts splits identifiers).
    expect(hits('apex')).toEqual({ title: [0], page: [0, 1], text: [1], code: [1] });
    expect(hits('ap')).toEqual({ title: [0], page: [0, 1], text: [1] });
    expect(hits('debug')).toEqual({ keywords: [0], text: [1] });
    expect(hits('secur')).toEqual({ title: [2], page: [2], text: [2] });
  });

  it('matches code by whole words only', () => {
    expect(hits('apexlog')).toEqual({ text: [1], code: [1] });
    expect(hits('operation')).toEqual({ code: [1] });
    expect(hits('oper')).toEqual({});
  });

  it('returns every matching record, beyond flexsearch’s default limit of 100', () => {
    const many: SearchDoc[] = Array.from({ length: 250 }, (_, id) => ({
      id,
      url: `/docs/p${id}/`,
      title: `Page ${id}`,
      pageTitle: `Page ${id}`,
      subcategory: 'Docs',
      text: 'Permission sets',
    }));
    expect(buildFieldIndex(many).lookup('perm').text?.size).toBe(250);
  });

  it('looks up words as the query side normalises them (accents folded, lower case)', () => {
    expect(hits('donnees')).toEqual({ text: [2] });
    expect(hits('securisees')).toEqual({ text: [2] });
  });

  it('answers nothing for a word no record holds, an empty prefix or one with a space', () => {
    expect(hits('zebra')).toEqual({});
    expect(hits('')).toEqual({});
    expect(hits('debug log')).toEqual({});
  });

  it('counts, outside code, the records holding each word: the typo corrections’ pool', () => {
    const { vocabulary } = buildFieldIndex(docs);
    expect(vocabulary.get('apex')).toBe(2);
    expect(vocabulary.get('execute')).toBe(1);
    expect(vocabulary.get('log')).toBe(2);
    expect(vocabulary.has('operation')).toBe(false);
  });
});

describe('building the index in steps', () => {
  /** Many records (copies of the three, each with its own id), as a grown site has. */
  const many: SearchDoc[] = Array.from({ length: 300 }, (_, id) => ({ ...docs[id % docs.length], id }));
  const sorted = (index: FieldIndex, prefix: string) =>
    Object.fromEntries(
      Object.entries(index.lookup(prefix)).map(([field, ids]) => [field, [...ids].sort((a, b) => a - b)]),
    );

  it('pauses between steps and ends with the same index as building in one go', async () => {
    let pauses = 0;
    const stepped = await buildFieldIndexInSteps(many, async () => void pauses++, 0);
    const whole = buildFieldIndex(many);
    // A budget of 0 ms pauses after every slice of records (300 records, slices of 16).
    expect(pauses).toBe(Math.ceil(300 / 16) - 1);
    for (const prefix of ['apex', 'log', 'secur', 'donnees', 'op', 'select'])
      expect(sorted(stepped, prefix)).toEqual(sorted(whole, prefix));
    expect([...stepped.vocabulary]).toEqual([...whole.vocabulary]);
  });

  it('does not pause when the work fits in one step', async () => {
    let pauses = 0;
    await buildFieldIndexInSteps(docs, async () => void pauses++, 1000);
    expect(pauses).toBe(0);
  });
});
