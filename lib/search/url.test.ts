import { describe, expect, it } from 'vitest';
import { parseHighlightParam } from '@/components/search/highlight-dom';
import { resultHref } from './url';

describe('resultHref', () => {
  it('adds the highlight words before the anchor', () => {
    expect(resultHref('/docs/Explore/Apex/#read-the-log', ['debug', 'log'])).toBe(
      '/docs/Explore/Apex/?highlight=debug+log#read-the-log',
    );
  });

  it('puts the URL through the site path handling', () => {
    expect(resultHref('/docs/intro/index.html', ['install'])).toBe('/docs/intro/?highlight=install');
    expect(resultHref('/docs/intro.html#x', [])).toBe('/docs/intro/#x');
    expect(resultHref('', [])).toBe('/');
  });

  it('keeps encoded paths and other parameters', () => {
    expect(resultHref('/docs/Generative%20AI/installation/?a=1#k', ['key'])).toBe(
      '/docs/Generative%20AI/installation/?a=1&highlight=key#k',
    );
  });
});

describe('parseHighlightParam', () => {
  it('normalises, de-duplicates and drops one-letter or junk words', () => {
    expect(parseHighlightParam('Débug LOG log a <script>')).toEqual(['debug', 'log', 'script']);
    expect(parseHighlightParam(null)).toEqual([]);
  });

  it('keeps a number written with its separators as written', () => {
    expect(parseHighlightParam('release 5.0 2,000 5.')).toEqual(['releas', '5.0', '2,000']);
  });

  it('bounds the number of words', () => {
    expect(parseHighlightParam(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '))).toHaveLength(12);
  });
});
