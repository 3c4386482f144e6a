import { describe, expect, it } from 'vitest';
import { readPreferredVersion, savePreferredVersion } from './docs-version';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

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
