import { describe, expect, it } from 'vitest';
import { baseUrlCheckScript, SECTION_PREFIXES, suggestBaseUrl } from './base-url';

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
