/**
 * ORDER BY: several keys, ASC or DESC, NULLS FIRST or LAST (by default nulls come first in an
 * ascending sort and last in a descending one), strings case-insensitively, picklists in the
 * order of their values. The sort is stable, so ties keep the org's order.
 */
import type { Comparable, Kind } from './values';
import { order } from './values';

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

function compareKey<T>(key: SortKey<T>, a: Comparable, b: Comparable): number {
  if (a === null || b === null) {
    if (a === b) return 0;
    return (a === null) === key.nullsFirst ? -1 : 1;
  }
  let c: number;
  if (key.rank) {
    const x = key.rank.get(String(a).toLowerCase()) ?? key.rank.size;
    const y = key.rank.get(String(b).toLowerCase()) ?? key.rank.size;
    c = x - y || order(key.kind, a, b);
  } else {
    c = order(key.kind, a, b);
  }
  return key.descending ? -c : c;
}

/** A stably sorted copy of `items`. */
export function sortBy<T>(items: readonly T[], keys: readonly SortKey<T>[]): T[] {
  if (keys.length === 0) return [...items];
  const decorated = items.map((item, index) => ({ item, index, values: keys.map((k) => k.get(item)) }));
  decorated.sort((x, y) => {
    for (let i = 0; i < keys.length; i += 1) {
      const c = compareKey(keys[i] as SortKey<T>, x.values[i] as Comparable, y.values[i] as Comparable);
      if (c !== 0) return c;
    }
    return x.index - y.index;
  });
  return decorated.map((d) => d.item);
}

/** OFFSET then LIMIT. */
export function page<T>(items: readonly T[], limit: number | undefined, offset: number | undefined): T[] {
  const start = offset ?? 0;
  return items.slice(start, limit === undefined ? undefined : start + limit);
}
