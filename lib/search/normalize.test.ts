import { describe, expect, it } from 'vitest';
import { encodeForIndex, normalizeText, parseQuery, tokenSpans, wordVariants } from './normalize';

describe('normalizeText', () => {
  it('lower-cases and strips diacritics', () => {
    expect(normalizeText('Échéance DÉBUG Lög naïve')).toBe('echeance debug log naive');
    expect(normalizeText('Øresund Straße')).toBe('oresund strasse');
  });
});

describe('tokenSpans', () => {
  it('gives word offsets in the original text', () => {
    const text = 'Run Account.Name, then Active__c';
    expect(tokenSpans(text, false).map((s) => [text.slice(s.start, s.end), s.norm])).toEqual([
      ['Run', 'run'],
      ['Account', 'account'],
      ['Name', 'name'],
      ['then', 'then'],
      ['Active', 'active'],
      ['c', 'c'],
    ]);
  });

  it('adds camelCase parts after the whole word', () => {
    expect(encodeForIndex('PermissionSet XMLParser omniUiCard')).toEqual([
      'permissionset',
      'permission',
      'set',
      'xmlparser',
      'xml',
      'parser',
      'omniuicard',
      'omni',
      'ui',
      'card',
    ]);
  });

  it('keeps accented letters inside one word', () => {
    expect(tokenSpans('café crème').map((s) => s.norm)).toEqual(['cafe', 'creme']);
  });
});

describe('parseQuery', () => {
  it('drops stop words only when other words remain, and flags the word being typed', () => {
    expect(parseQuery('is my data stored on a serv')).toEqual([
      { term: 'is', stop: true, partial: false },
      { term: 'my', stop: true, partial: false },
      { term: 'data', stop: false, partial: false },
      { term: 'stored', stop: false, partial: false },
      { term: 'on', stop: true, partial: false },
      { term: 'a', stop: true, partial: false },
      { term: 'serv', stop: false, partial: true },
    ]);
    expect(parseQuery('how to ')).toEqual([
      { term: 'how', stop: false, partial: false },
      { term: 'to', stop: false, partial: false },
    ]);
  });

  it('normalises and de-duplicates', () => {
    expect(parseQuery('Flèxcard FLEXCARD').map((t) => t.term)).toEqual(['flexcard']);
  });
});

describe('wordVariants', () => {
  it.each([
    ['orgs', ['orgs', 'org']],
    ['classes', ['classes', 'class']],
    ['policies', ['policies', 'policy']],
    ['stored', ['stored', 'store']],
    ['filtered', ['filtered', 'filtere', 'filter']],
    ['testing', ['testing']],
    ['grouping', ['grouping', 'group']],
    ['class', ['class']],
    ['used', ['used']],
  ])('%s → %j', (term, expected) => {
    expect(wordVariants(term)).toEqual(expected);
  });
});
