import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeBasePath } from './base-path';

describe('normalizeBasePath', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/', ''],
    ['  ', ''],
    ['/documentation', '/documentation'],
    ['documentation', '/documentation'],
    ['/documentation/', '/documentation'],
    [' //documentation// ', '/documentation'],
    ['/a/b/', '/a/b'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeBasePath(raw)).toBe(expected);
  });
});

describe('every reader of NEXT_PUBLIC_BASE_PATH agrees', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  // `documentation/` once gave `/documentation` to Next but `documentation` to the export check.
  it.each(['', '/', 'documentation/', '/documentation', ' /docs-site/ '])('with %j', async (raw) => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', raw);
    vi.resetModules();
    const expected = normalizeBasePath(raw);
    const { default: nextConfig } = await import('@/next.config');
    const { siteConfig } = await import('./site-config');
    const { assetPath } = await import('./paths');
    expect(nextConfig('phase-production-build').basePath ?? '').toBe(expected);
    expect(siteConfig.baseUrl).toBe(`${expected}/`);
    expect(assetPath('/search/doc.json')).toBe(`${expected}/search/doc.json`);
  });
});
