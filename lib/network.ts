/** Connection facts the browser exposes through `navigator.connection` (not in every browser). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching wastes data on slow or metered connections: skip it on 2g and with save-data on. */
export function shouldPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/**
 * Whether an error is a failed download of a code chunk, as the bundlers behind Next raise it:
 * Turbopack and webpack both name it `ChunkLoadError` ("Failed to load chunk <url> from module
 * <id>", "Loading chunk <id> failed."); the message tests cover one rethrown without its name.
 * A browser's own failed `import()` ("Failed to fetch dynamically imported module") is not one:
 * Next never loads its chunks that way.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' && /^(Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk )/i.test(message))
  );
}
