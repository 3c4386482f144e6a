/**
 * A query result (the REST shape the runner returns) read as a table: its columns named by their
 * paths (`Name`, `Account.Name`, `Account.Owner.Alias`), child subqueries as columns holding a
 * nested table (`Contacts`). Pure: the results grid and the exercise check both read results
 * through here, so what the reader sees and what is compared are the same columns.
 */
import type { QueryResult, ResultRecord } from './types';

/** One column of a result: a field path, or a child relationship holding nested rows. */
export interface ResultColumn {
  /** The path as the result spells it: `Account.Name`, `expr0`, `Contacts`. */
  path: string;
  /** For a child subquery: the columns of its rows. */
  child?: ResultColumn[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A child subquery's result: `{ totalSize, done, records }`. */
export function isChildResult(value: unknown): value is QueryResult {
  return isObject(value) && Array.isArray(value.records) && typeof value.totalSize === 'number';
}

/** A parent record nested in a row: an object with `attributes`. */
function isParentRecord(value: unknown): value is ResultRecord {
  return isObject(value) && isObject(value.attributes) && !Array.isArray(value.records);
}

/** The keys of a result's records, in the order they first appear. */
interface KeyNode {
  keys: Map<string, KeyNode>;
  /** Held a parent record in some row. */
  parent: boolean;
  /** Held a child subquery result in some row: those rows, gathered. */
  childRecords: ResultRecord[] | null;
}

const newNode = (): KeyNode => ({ keys: new Map(), parent: false, childRecords: null });

function gatherKeys(record: Readonly<Record<string, unknown>>, node: KeyNode): void {
  for (const [key, value] of Object.entries(record)) {
    if (key === 'attributes') continue;
    let next = node.keys.get(key);
    if (!next) {
      next = newNode();
      node.keys.set(key, next);
    }
    if (isParentRecord(value)) {
      next.parent = true;
      gatherKeys(value, next);
    } else if (isChildResult(value)) {
      (next.childRecords ??= []).push(...value.records);
    }
  }
}

function flatten(node: KeyNode, prefix: string, out: ResultColumn[]): ResultColumn[] {
  for (const [key, next] of node.keys) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (next.parent) flatten(next, path, out);
    else if (next.childRecords) out.push({ path, child: resultColumns(next.childRecords) });
    else out.push({ path });
  }
  return out;
}

/**
 * The columns of a list of records, in the order they first appear (the SELECT list's order). A
 * lookup that is null in some rows and a record in others gives the parent's fields as columns;
 * one that is null in every row is a column of its own.
 */
export function resultColumns(records: readonly ResultRecord[]): ResultColumn[] {
  const root = newNode();
  for (const record of records) gatherKeys(record, root);
  return flatten(root, '', []);
}

/**
 * The value of a record at a path, case-insensitively; null through an empty lookup or for a
 * missing field. Child results are returned as they are.
 */
export function valueAtPath(record: Readonly<Record<string, unknown>>, path: string): unknown {
  let current: unknown = record;
  for (const part of path.split('.')) {
    if (!isObject(current)) return null;
    const lower = part.toLowerCase();
    const key = Object.keys(current).find((k) => k.toLowerCase() === lower);
    if (key === undefined) return null;
    current = current[key];
  }
  return current ?? null;
}

/** A scalar value as the results grid shows it. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
