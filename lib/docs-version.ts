/**
 * Remembers the docs version a reader uses, per docs section, in local storage. A stored value
 * that no longer names a known version is deleted.
 */
type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function preferredVersionKey(section: string): string {
  return `docs-preferred-version-${section}`;
}

/** The stored version for a section, or null; clears it when it is not a known version. */
export function readPreferredVersion(storage: StorageLike, section: string, known: readonly string[]): string | null {
  const key = preferredVersionKey(section);
  const value = storage.getItem(key);
  if (value === null) return null;
  if (!known.includes(value)) {
    storage.removeItem(key);
    return null;
  }
  return value;
}

/** Records the version being read. */
export function savePreferredVersion(
  storage: StorageLike,
  section: string,
  version: string,
  known: readonly string[],
): void {
  if (known.includes(version)) storage.setItem(preferredVersionKey(section), version);
}
