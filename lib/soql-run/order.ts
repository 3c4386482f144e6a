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
}

export function sortKey<T>(
  get: (item: T) => Comparable,
  kind: Kind,
  direction: string | undefined,
  nulls: string | undefined,
  picklistValues?: readonly string[],
): SortKey<T> {
  const descending = direction?.toUpperCase() === 'DESC';
  return {
    get,
    kind,
    descending,
    nullsFirst: nulls ? nulls.toUpperCase() === 'FIRST' : !descending,
    rank: picklistValues ? new Map(picklistValues.map((v, i) => [v.toLowerCase(), i])) : undefined,
  };
}

/**
 * A key's value reduced, once per item, to a primitive that compares with `<`: text by its
 * upper-case form (as `order` in values.ts compares it), a picklist value by its position first,
 * booleans as 0 and 1; numbers, dates and datetimes as they are.
 */
function sortValue<T>(key: SortKey<T>, value: Comparable): string | number | null {
  if (value === null) return null;
  if (key.rank) {
    const position = key.rank.get(String(value).toLowerCase()) ?? key.rank.size;
    return `${String(position).padStart(6, '0')}\u0000${String(value).toUpperCase()}`;
  }
  if (key.kind === 'string' || key.kind === 'id' || key.kind === 'multipicklist') return String(value).toUpperCase();
  if (typeof value === 'boolean') return Number(value);
  return value;
}

function compareKey<T>(key: SortKey<T>, a: string | number | null, b: string | number | null): number {
  if (a === null || b === null) {
    if (a === b) return 0;
    return (a === null) === key.nullsFirst ? -1 : 1;
  }
  const c = a < b ? -1 : a > b ? 1 : 0;
  return key.descending ? -c : c;
}

/** A stably sorted copy of `items`. */
export function sortBy<T>(items: readonly T[], keys: readonly SortKey<T>[]): T[] {
  if (keys.length === 0 || items.length < 2) return [...items];
  const decorated = items.map((item, index) => ({ item, index, values: keys.map((k) => sortValue(k, k.get(item))) }));
  decorated.sort((x, y) => {
    for (let i = 0; i < keys.length; i += 1) {
      const c = compareKey(keys[i] as SortKey<T>, x.values[i] ?? null, y.values[i] ?? null);
      if (c !== 0) return c;
    }
    return x.index - y.index;
  });
  return decorated.map((d) => d.item);
}

/** OFFSET then LIMIT. */
export function page<T>(items: T[], limit: number | undefined, offset: number | undefined): T[] {
  if (limit === undefined && offset === undefined) return items;
  const start = offset ?? 0;
  return items.slice(start, limit === undefined ? undefined : start + limit);
}
