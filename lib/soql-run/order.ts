/**
 * ORDER BY: several keys, ASC or DESC, NULLS FIRST or LAST (by default nulls come first in an
 * ascending sort and last in a descending one), strings case-insensitively, picklists in the
 * order of their values. The sort is stable, so ties keep the org's order.
 */
import type { Comparable, Kind } from './values';

export interface SortKey<T> {
  get: (item: T) => Comparable;
  kind: Kind;
  descending: boolean;
  nullsFirst: boolean;
  /** Picklist values in their defined order, lower case. */
  rank?: ReadonlyMap<string, number>;
  /** The item's key reduced to a primitive that compares with `<` (see `sortValue`), null for null. */
  value: (item: T) => string | number | null;
}

export function sortKey<T>(
  get: (item: T) => Comparable,
  kind: Kind,
  direction: string | undefined,
  nulls: string | undefined,
  picklistValues?: readonly string[],
): SortKey<T> {
  const descending = direction?.toUpperCase() === 'DESC';
  const rank = picklistValues ? new Map(picklistValues.map((v, i) => [v.toLowerCase(), i])) : undefined;
  return {
    get,
    kind,
    descending,
    nullsFirst: nulls ? nulls.toUpperCase() === 'FIRST' : !descending,
    rank,
    value: sortValue(get, kind, rank),
  };
}

/**
 * A key's value reduced, once per item, to a primitive that compares with `<`: text by its
 * upper-case form (as `order` in values.ts compares it), a picklist value by its position first,
 * booleans as 0 and 1; numbers, dates and datetimes as they are.
 */
function sortValue<T>(
  get: (item: T) => Comparable,
  kind: Kind,
  rank: ReadonlyMap<string, number> | undefined,
): (item: T) => string | number | null {
  if (rank) {
    return (item) => {
      const value = get(item);
      if (value === null) return null;
      const position = rank.get(String(value).toLowerCase()) ?? rank.size;
      return `${String(position).padStart(6, '0')}\u0000${String(value).toUpperCase()}`;
    };
  }
  if (kind === 'string' || kind === 'id' || kind === 'multipicklist') {
    return (item) => {
      const value = get(item);
      return value === null ? null : String(value).toUpperCase();
    };
  }
  return (item) => {
    const value = get(item);
    return typeof value === 'boolean' ? Number(value) : value;
  };
}

/** -1, 0 or 1: where `a` goes relative to `b` for one key (nulls first or last, then direction). */
function compareKey(
  descending: boolean,
  nullsFirst: boolean,
  a: string | number | null,
  b: string | number | null,
): number {
  if (a === null || b === null) {
    if (a === b) return 0;
    return (a === null) === nullsFirst ? -1 : 1;
  }
  const c = a < b ? -1 : a > b ? 1 : 0;
  return descending ? -c : c;
}

/** Order of the items at positions `x` and `y` by their keys' values, then by position (stability). */
function comparePositions<T>(
  keys: readonly SortKey<T>[],
  values: readonly (string | number | null)[],
  x: number,
  y: number,
): number {
  const k = keys.length;
  for (let j = 0; j < k; j += 1) {
    const key = keys[j] as SortKey<T>;
    const c = compareKey(
      key.descending,
      key.nullsFirst,
      values[x * k + j] as string | number | null,
      values[y * k + j] as string | number | null,
    );
    if (c !== 0) return c;
  }
  return x - y;
}

/** Below this many items, insertion sort: a child subquery sorts a few records for each of many parents. */
const INSERTION_SORT_BELOW = 12;

/**
 * A stably sorted copy of `items`. Each key's value is computed once per item into one flat array
 * and the positions are sorted, so sorting allocates nothing per item or per comparison.
 */
export function sortBy<T>(items: readonly T[], keys: readonly SortKey<T>[]): T[] {
  const n = items.length;
  if (keys.length === 0 || n < 2) return items.slice();
  const k = keys.length;
  const values = new Array<string | number | null>(n * k);
  for (let j = 0; j < k; j += 1) {
    const value = (keys[j] as SortKey<T>).value;
    for (let i = 0; i < n; i += 1) values[i * k + j] = value(items[i] as T);
  }
  const positions = new Array<number>(n);
  for (let i = 0; i < n; i += 1) positions[i] = i;
  if (n < INSERTION_SORT_BELOW) {
    for (let i = 1; i < n; i += 1) {
      const current = positions[i] as number;
      let j = i - 1;
      while (j >= 0 && comparePositions(keys, values, positions[j] as number, current) > 0) {
        positions[j + 1] = positions[j] as number;
        j -= 1;
      }
      positions[j + 1] = current;
    }
  } else {
    positions.sort((x, y) => comparePositions(keys, values, x, y));
  }
  const out = new Array<T>(n);
  for (let i = 0; i < n; i += 1) out[i] = items[positions[i] as number] as T;
  return out;
}

/** OFFSET then LIMIT. */
export function page<T>(items: readonly T[], limit: number | undefined, offset: number | undefined): readonly T[] {
  if (limit === undefined && offset === undefined) return items;
  const start = offset ?? 0;
  return items.slice(start, limit === undefined ? undefined : start + limit);
}
