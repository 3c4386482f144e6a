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

  it('adds a number written with separators as written, and a version’s leading parts, before its digits', () => {
    const text = 'Since 5.0.0, at most 2,000 rows (v61.0).';
    expect(indexSpans(text).map((s) => [text.slice(s.start, s.end), s.norm])).toEqual([
      ['Since', 'since'],
      ['5.0.0', '5.0.0'],
      ['5.0', '5.0'],
      ['5', '5'],
      ['0', '0'],
      ['0', '0'],
      ['at', 'at'],
      ['most', 'most'],
      ['2,000', '2,000'],
      ['2,000', '2000'],
      ['2', '2'],
      ['000', '000'],
      ['rows', 'rows'],
      ['v61', 'v61'],
      ['61.0', '61.0'],
      ['0', '0'],
    ]);
  });

  it('keeps accented letters inside one word', () => {
    expect(indexSpans('café crème').map((s) => s.norm)).toEqual(['cafe', 'creme']);
  });
});

describe('parseQuery', () => {
  it('drops stop words only when other words remain, and flags the word being typed', () => {
    expect(parseQuery('is my data stored on a serv')).toMatchObject([
      { term: 'is', stop: true, partial: false },
      { term: 'my', stop: true, partial: false },
      { term: 'data', stop: false, partial: false },
      { term: 'stored', stop: false, partial: false },
      { term: 'on', stop: true, partial: false },
      { term: 'a', stop: true, partial: false },
      { term: 'serv', stop: false, partial: true },
    ]);
    expect(parseQuery('how to ')).toMatchObject([
      { term: 'how', stop: false, partial: false },
      { term: 'to', stop: false, partial: false },
    ]);
  });

  it('keeps a number written with separators whole', () => {
    expect(parseQuery('release 5.0').map((t) => t.term)).toEqual(['release', '5.0']);
    expect(parseQuery('2,000 rows').map((t) => t.term)).toEqual(['2,000', 'rows']);
    // As the index reads them: a number against letters stays whole, the letters keep their own word.
    expect(parseQuery('v1.2.3 2.5GB').map((t) => t.term)).toEqual(['v1', '1.2.3', '2.5', '5gb']);
    expect(encodeForIndex('v1.2.3 2.5GB')).toEqual(expect.arrayContaining(['v1', '1.2.3', '2.5', '5gb']));
    // Typed up to the separator, the number is its first digits so far.
    expect(parseQuery('release 5.')).toMatchObject([
      { term: 'release', stop: false, partial: false },
      { term: '5', stop: false, partial: false },
    ]);
  });

  it('normalises and de-duplicates', () => {
    expect(parseQuery('Flèxcard FLEXCARD').map((t) => t.term)).toEqual(['flexcard']);
    // Each word keeps its form as written, to be shown to the reader.
    expect(parseQuery('Données 5.0 FLEXCARD').map((t) => t.written)).toEqual(['Données', '5.0', 'FLEXCARD']);
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
