import { describe, expect, it } from 'vitest';
import { compareResults } from './compare';
import { resultColumns } from './result-table';
import type { QueryResult, ResultRecord } from './types';

const result = (records: ResultRecord[], totalSize = records.length): QueryResult => ({
  totalSize,
  done: true,
  records,
});
const account = (fields: Record<string, unknown>): ResultRecord => ({ attributes: { type: 'Account' }, ...fields });
const contact = (fields: Record<string, unknown>): ResultRecord => ({ attributes: { type: 'Contact' }, ...fields });
const owner = (fields: Record<string, unknown>): ResultRecord => ({ attributes: { type: 'User' }, ...fields });

const acme = account({ Name: 'Acme', Industry: 'Energy', Owner: owner({ Alias: 'jdoe' }) });
const globex = account({ Name: 'Globex', Industry: null, Owner: null });
const initech = account({ Name: 'Initech', Industry: 'Banking', Owner: owner({ Alias: 'asmith' }) });

describe('resultColumns', () => {
  it('names columns by path, in the order they first appear, with child columns nested', () => {
    const records = [
      account({ Name: 'A', Owner: null, Contacts: null }),
      account({
        Name: 'B',
        Owner: owner({ Alias: 'x', Manager: owner({ Name: 'M' }) }),
        Contacts: result([contact({ LastName: 'L', Email: null })]),
      }),
    ];
    expect(resultColumns(records)).toEqual([
      { path: 'Name' },
      { path: 'Owner.Alias' },
      { path: 'Owner.Manager.Name' },
      { path: 'Contacts', child: [{ path: 'LastName' }, { path: 'Email' }] },
    ]);
  });

  it('keeps a lookup that is empty in every row as one column', () => {
    expect(resultColumns([account({ Name: 'A', Owner: null })])).toEqual([{ path: 'Name' }, { path: 'Owner' }]);
  });
});

describe('compareResults', () => {
  const expected = result([acme, globex, initech]);

  it('accepts the same rows in any order when no order is asked for, and extra columns', () => {
    const reader = result([
      account({ name: 'Initech', INDUSTRY: 'Banking', Owner: owner({ alias: 'asmith' }), Id: '3' }),
      account({ Name: 'Acme', Industry: 'Energy', Owner: owner({ Alias: 'jdoe' }), Id: '1' }),
      account({ Name: 'Globex', Industry: null, Owner: null, Id: '2' }),
    ]);
    expect(compareResults(reader, expected)).toEqual({ ok: true, rows: 3 });
  });

  it('names a missing column by its path, whatever its case', () => {
    const reader = result([
      account({ Name: 'Acme', Industry: 'Energy' }),
      account({ Name: 'Globex', Industry: null }),
      account({ Name: 'Initech', Industry: 'Banking' }),
    ]);
    expect(compareResults(reader, expected)).toEqual({
      ok: false,
      kind: 'missing-column',
      message: 'Your result has no column Owner.Alias.',
    });
  });

  it('reads a lookup empty in every row of the reader as null at the paths through it', () => {
    const wanted = result([account({ Name: 'Globex', Owner: null })]);
    const withParent = result([account({ Name: 'Globex', Owner: owner({ Alias: null }) })]);
    expect(compareResults(wanted, withParent)).toEqual({ ok: true, rows: 1 });
  });

  it('refuses an extra column only when the exercise asks for exactly its columns', () => {
    const reader = result([acme, globex, initech].map((r, i) => ({ ...r, Id: String(i) })));
    expect(compareResults(reader, expected).ok).toBe(true);
    expect(compareResults(reader, expected, { exactColumns: true })).toEqual({
      ok: false,
      kind: 'extra-column',
      message: 'Your result has a column the task does not ask for: Id.',
    });
  });

  it('says how many rows each result has', () => {
    expect(compareResults(result([acme]), expected)).toEqual({
      ok: false,
      kind: 'row-count',
      message: 'Your query returns 1 row; the task expects 3 rows.',
    });
    expect(compareResults(result([]), expected)).toMatchObject({ kind: 'row-count' });
  });

  it('compares COUNT() by its total when neither result has rows', () => {
    expect(compareResults(result([], 4), result([], 3))).toEqual({
      ok: false,
      kind: 'count',
      message: 'Your query counts 4; the task expects 3.',
    });
    expect(compareResults(result([], 3), result([], 3))).toEqual({ ok: true, rows: 0 });
  });

  it('names a row the reader does not have, values compared as returned (case matters in values)', () => {
    const reader = result([
      acme,
      globex,
      account({ Name: 'initech', Industry: 'Banking', Owner: owner({ Alias: 'asmith' }) }),
    ]);
    expect(compareResults(reader, expected)).toEqual({
      ok: false,
      kind: 'rows',
      message:
        'Your rows differ from the expected ones: the task expects a row with Name “Initech”, Industry “Banking”, Owner.Alias “asmith”, and your result has none.',
    });
  });

  it('counts duplicates: the same row twice is not two different rows', () => {
    const reader = result([acme, acme, globex]);
    expect(compareResults(reader, result([acme, globex, globex]))).toMatchObject({ kind: 'rows' });
  });

  it('names the first row out of order only when the exercise asks for an order', () => {
    const reader = result([acme, initech, globex]);
    expect(compareResults(reader, expected).ok).toBe(true);
    expect(compareResults(reader, expected, { ordered: true })).toEqual({
      ok: false,
      kind: 'order',
      message:
        'The right rows, in another order: row 2 should be the one with Name “Globex”, Industry empty, Owner.Alias empty, and yours has Name “Initech”, Industry “Banking”, Owner.Alias “asmith”.',
    });
    expect(compareResults(result([acme, globex, initech]), expected, { ordered: true }).ok).toBe(true);
  });

  describe('child subqueries', () => {
    const withContacts = (...names: string[]) =>
      account({
        Name: 'Acme',
        Contacts: names.length ? result(names.map((n) => contact({ LastName: n }))) : null,
      });
    const expectedChildren = result([withContacts('Ng', 'Ortiz'), account({ Name: 'Globex', Contacts: null })]);

    it('compares the children of each row, in any order, with their columns case-insensitive', () => {
      const reader = result([
        account({ Name: 'Globex', contacts: null }),
        account({ Name: 'Acme', contacts: result([contact({ lastname: 'Ortiz' }), contact({ lastname: 'Ng' })]) }),
      ]);
      expect(compareResults(reader, expectedChildren, { ordered: false })).toEqual({ ok: true, rows: 2 });
    });

    it('names a missing child column with its relationship', () => {
      const reader = result([
        account({ Name: 'Acme', Contacts: result([contact({ FirstName: 'A' })]) }),
        account({ Name: 'Globex', Contacts: null }),
      ]);
      expect(compareResults(reader, expectedChildren)).toEqual({
        ok: false,
        kind: 'missing-column',
        message: 'Your result has no column Contacts.LastName.',
      });
    });

    it('sees different children as a different row', () => {
      const reader = result([withContacts('Ng'), account({ Name: 'Globex', Contacts: null })]);
      expect(compareResults(reader, expectedChildren)).toEqual({
        ok: false,
        kind: 'rows',
        message:
          'Your rows differ from the expected ones: the task expects a row with Name “Acme”, Contacts 2 rows, and your result has none.',
      });
    });
  });

  it('compares aggregate rows by their aliases', () => {
    const row = (fields: Record<string, unknown>): ResultRecord => ({
      attributes: { type: 'AggregateResult' },
      ...fields,
    });
    const wanted = result([row({ Industry: 'Energy', total: 2 }), row({ Industry: 'Banking', total: 1 })]);
    expect(
      compareResults(result([row({ Industry: 'Banking', Total: 1 }), row({ Industry: 'Energy', Total: 2 })]), wanted)
        .ok,
    ).toBe(true);
    expect(
      compareResults(result([row({ Industry: 'Banking', expr0: 1 }), row({ Industry: 'Energy', expr0: 2 })]), wanted),
    ).toEqual({
      ok: false,
      kind: 'missing-column',
      message: 'Your result has no column total.',
    });
  });
});
