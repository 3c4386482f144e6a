import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldPrefetch } from './network';

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
