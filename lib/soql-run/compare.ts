/**
 * Checks an exercise: the reader's result against the reference query's result on the same org,
 * never the query texts. Columns are matched by path, case-insensitively (`account.name` is
 * `Account.Name`); extra columns are fine unless the exercise asks for exactly its columns; rows
 * are compared as a multiset unless the exercise asks for an order; values are compared as the
 * runner returns them; a child subquery's rows are compared too (as a multiset: an exercise's order
 * is about its rows, not the children inside them). Pure, so every verdict is unit-tested.
 */
import { formatValue, isChildResult, type ResultColumn, resultColumns, valueAtPath } from './result-table';
import type { QueryResult, ResultRecord } from './types';

export interface CompareOptions {
  /** The exercise asks for an order: rows must come in the reference's order. */
  ordered?: boolean;
  /** The exercise asks for exactly its columns: an extra column is a difference. */
  exactColumns?: boolean;
}

/** What differs, first difference only, in the order a reader fixes things. */
export type DifferenceKind = 'missing-column' | 'extra-column' | 'row-count' | 'count' | 'rows' | 'order';

export type CheckVerdict =
  | { ok: true; rows: number }
  | {
      ok: false;
      kind: DifferenceKind;
      /** The difference in words, for the reader. */
      message: string;
    };

const lower = (path: string) => path.toLowerCase();

/** A column of `columns` with the path, case-insensitively, or a null lookup on its way. */
function findColumn(columns: readonly ResultColumn[], path: string): ResultColumn | 'empty-lookup' | null {
  const wanted = lower(path);
  const exact = columns.find((column) => lower(column.path) === wanted);
  if (exact) return exact;
  // `Account` alone means the lookup was empty in every row: `Account.Name` reads as null there.
  return columns.some((column) => !column.child && wanted.startsWith(`${lower(column.path)}.`)) ? 'empty-lookup' : null;
}

/** The first column of `wanted` missing from `have` (child columns named `Contacts.LastName`). */
function missingColumn(wanted: readonly ResultColumn[], have: readonly ResultColumn[], prefix = ''): string | null {
  for (const column of wanted) {
    const found = findColumn(have, column.path);
    if (!found) return prefix + column.path;
    if (column.child && found !== 'empty-lookup' && found.child && column.child.length > 0 && found.child.length > 0) {
      const inner = missingColumn(column.child, found.child, `${prefix}${column.path}.`);
      if (inner) return inner;
    }
  }
  return null;
}

/** A row reduced to the reference's columns: equal keys mean equal rows. */
function rowKey(record: ResultRecord, columns: readonly ResultColumn[]): string {
  return JSON.stringify(columns.map((column) => cellKey(valueAtPath(record, column.path), column)));
}

function cellKey(value: unknown, column: ResultColumn): unknown {
  if (!column.child) return isChildResult(value) ? null : (value ?? null);
  if (!isChildResult(value) || value.records.length === 0) return null;
  return value.records.map((child) => rowKey(child, column.child!)).sort();
}

const quote = (text: string) => `“${text}”`;

/** A few of a row's values in words: `Name “Acme”, AnnualRevenue 5000000, Contacts 2 rows`. */
export function describeRow(record: ResultRecord, columns: readonly ResultColumn[], max = 3): string {
  const parts = columns.slice(0, max).map((column) => {
    const value = valueAtPath(record, column.path);
    if (column.child) {
      const count = isChildResult(value) ? value.records.length : 0;
      return `${column.path} ${count === 1 ? '1 row' : `${count} rows`}`;
    }
    if (value === null) return `${column.path} empty`;
    return `${column.path} ${typeof value === 'string' ? quote(value) : formatValue(value)}`;
  });
  return parts.join(', ') + (columns.length > max ? ', …' : '');
}

const rowsText = (n: number) => (n === 1 ? '1 row' : `${n} rows`);

/** Compares the reader's result (`actual`) with the reference's (`expected`). */
export function compareResults(actual: QueryResult, expected: QueryResult, options: CompareOptions = {}): CheckVerdict {
  const expectedColumns = resultColumns(expected.records);
  const actualColumns = resultColumns(actual.records);

  // Columns first, when both results have rows to tell them (an empty result has no columns).
  if (expected.records.length > 0 && actual.records.length > 0) {
    const missing = missingColumn(expectedColumns, actualColumns);
    if (missing) {
      return { ok: false, kind: 'missing-column', message: `Your result has no column ${missing}.` };
    }
    if (options.exactColumns) {
      const extra = missingColumn(actualColumns, expectedColumns);
      if (extra) {
        return {
          ok: false,
          kind: 'extra-column',
          message: `Your result has a column the task does not ask for: ${extra}.`,
        };
      }
    }
  }

  if (actual.records.length !== expected.records.length) {
    return {
      ok: false,
      kind: 'row-count',
      message: `Your query returns ${rowsText(actual.records.length)}; the task expects ${rowsText(expected.records.length)}.`,
    };
  }
  // COUNT() answers in totalSize alone, with no rows.
  if (expected.records.length === 0 && actual.totalSize !== expected.totalSize) {
    return {
      ok: false,
      kind: 'count',
      message: `Your query counts ${actual.totalSize}; the task expects ${expected.totalSize}.`,
    };
  }

  const expectedKeys = expected.records.map((record) => rowKey(record, expectedColumns));
  const actualKeys = actual.records.map((record) => rowKey(record, expectedColumns));

  // The same rows, whatever their order?
  const remaining = new Map<string, number>();
  for (const key of actualKeys) remaining.set(key, (remaining.get(key) ?? 0) + 1);
  for (const [index, key] of expectedKeys.entries()) {
    const left = remaining.get(key) ?? 0;
    if (left === 0) {
      return {
        ok: false,
        kind: 'rows',
        message: `Your rows differ from the expected ones: the task expects a row with ${describeRow(expected.records[index]!, expectedColumns)}, and your result has none.`,
      };
    }
    remaining.set(key, left - 1);
  }

  if (options.ordered) {
    const index = expectedKeys.findIndex((key, i) => key !== actualKeys[i]);
    if (index >= 0) {
      return {
        ok: false,
        kind: 'order',
        message: `The right rows, in another order: row ${index + 1} should be the one with ${describeRow(expected.records[index]!, expectedColumns)}, and yours has ${describeRow(actual.records[index]!, expectedColumns)}.`,
      };
    }
  }
  return { ok: true, rows: expected.records.length };
}
