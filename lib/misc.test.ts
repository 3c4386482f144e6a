import { describe, expect, it } from 'vitest';
import { suggestBaseUrl, SECTION_PREFIXES, baseUrlCheckScript } from './base-url';
import { readPreferredVersion, savePreferredVersion } from './docs-version';
import { errorCauseChain } from './errors';
import { isChunkLoadError, shouldPrefetch } from './network';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('base URL suggestion', () => {
  it.each([
    ['/documentation/docs/intro/', '/documentation/'],
    ['/a/b/devops/Sample%20Rules/Flow/', '/a/b/'],
    ['/docs/intro/', '/'],
    ['/documentation/', '/documentation/'],
    ['/documentation/index.html', '/documentation/'],
  ])('%s → %s', (path, expected) => {
    expect(suggestBaseUrl(path, SECTION_PREFIXES)).toBe(expected);
  });

  it('serialises into a script that parses', () => {
    expect(() => new Function(baseUrlCheckScript())).not.toThrow();
  });
});

describe('docs version memory', () => {
  it('keeps a known version and clears an unknown one', () => {
    const storage = memoryStorage({ 'docs-preferred-version-docs': '1.x' });
    expect(readPreferredVersion(storage, 'docs', ['current'])).toBeNull();
    expect(storage.data.has('docs-preferred-version-docs')).toBe(false);
    savePreferredVersion(storage, 'docs', 'current', ['current']);
    expect(readPreferredVersion(storage, 'docs', ['current'])).toBe('current');
    expect(readPreferredVersion(storage, 'devops', ['current'])).toBeNull();
    savePreferredVersion(storage, 'devops', 'nope', ['current']);
    expect(storage.data.has('docs-preferred-version-devops')).toBe(false);
  });
});

describe('error cause chain', () => {
  it('lists the message of every cause', () => {
    const root = new Error('socket closed');
    const mid = new Error('fetch failed', { cause: root });
    expect(errorCauseChain(new Error('Could not render page', { cause: mid }))).toEqual([
      'Could not render page',
      'fetch failed',
      'socket closed',
    ]);
    expect(errorCauseChain('plain')).toEqual(['plain']);
  });
});

describe('network helpers', () => {
  it('skips prefetching on 2g and save-data', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('recognises chunk load failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a1.js from module 42'))).toBe(true);
    // A browser's own failed import() is not how Next loads its code.
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /x.js'))).toBe(false);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
