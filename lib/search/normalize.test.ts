import { describe, expect, it } from 'vitest';
import { encodeForIndex, foldWord, normalizeText, parseQuery, indexSpans } from './normalize';

describe('normalizeText', () => {
  it('lower-cases and strips diacritics', () => {
    expect(normalizeText('Échéance DÉBUG Lög naïve')).toBe('echeance debug log naive');
    expect(normalizeText('Øresund Straße')).toBe('oresund strasse');
  });
});

describe('indexSpans', () => {
  it('gives word offsets in the original text', () => {
    const text = 'Run Account.Name, then Active__c';
    expect(indexSpans(text).map((s) => [text.slice(s.start, s.end), s.norm])).toEqual([
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
    expect(indexSpans('café crème').map((s) => s.norm)).toEqual(['cafe', 'creme']);
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

describe('foldWord', () => {
  it.each([
    ['groups', 'group'],
    ['group', 'group'],
    ['policies', 'policy'],
    ['classes', 'class'],
    ['class', 'class'],
    ['databases', 'databas'],
    ['database', 'databas'],
    ['stored', 'stor'],
    ['store', 'stor'],
    ['granting', 'grant'],
    ['status', 'status'],
    ['planned', 'plann'],
    ['set', 'set'],
    ['setup', 'setup'],
  ])('%s → %s', (word, folded) => {
    expect(foldWord(word)).toBe(folded);
  });
});
