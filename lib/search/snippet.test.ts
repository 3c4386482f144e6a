import { describe, expect, it } from 'vitest';
import { buildSnippet, findMatches, markSegments } from './snippet';

const render = (segments: { text: string; match: boolean }[]) =>
  segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join('');

describe('markSegments', () => {
  it('marks the words that are a term, in any case, accent or plural, and never a longer word', () => {
    expect(
      render(markSegments('Run Anonymous Apex; the APEX logs are Àpex-like', new Set(['apex', 'log', 'anon']))),
    ).toBe('Run Anonymous [Apex]; the [APEX] [logs] are [Àpex]-like');
    expect(render(markSegments('Setup the permission sets', new Set(['set'])))).toBe('Setup the permission [sets]');
  });

  it('marks a camelCase part without splitting the markup', () => {
    expect(render(markSegments('FieldPermissions and PermissionSet', new Set(['permission'])))).toBe(
      'Field[Permissions] and [Permission]Set',
    );
    expect(findMatches('PermissionSet', new Set(['set'])).map(({ start, end }) => [start, end])).toEqual([[10, 13]]);
  });

  it('marks a number written with its separators as written, and not inside another number', () => {
    const numbers = new Set(['5.0', '2,000']);
    expect(render(markSegments('From 5.0.0 (not 15.0 nor 2.5.0) at most 2,000, not 12,000', numbers))).toBe(
      'From [5.0].0 (not 15.0 nor 2.5.0) at most [2,000], not 12,000',
    );
    // With its one-digit parts also among the terms (they place a snippet), the mark is the number's.
    expect(findMatches('at most 2,000.', new Set(['2', '000', '2,000'])).map(({ word }) => word)).toEqual(['2,000']);
  });

  it('returns the text unmarked without terms', () => {
    expect(markSegments('plain <b>text</b>', new Set([]))).toEqual([{ text: 'plain <b>text</b>', match: false }]);
  });
});

describe('buildSnippet', () => {
  const text = `${'Intro words that do not matter at all. '.repeat(8)}Here the debug log shows what anonymous Apex printed. ${'Trailing filler sentence. '.repeat(10)}`;

  it('centres on the densest cluster of matches, with ellipses', () => {
    const out = render(buildSnippet(text, new Set(['debug', 'log', 'anonymous'])));
    expect(out.startsWith('…')).toBe(true);
    expect(out.endsWith('…')).toBe(true);
    expect(out).toContain('[debug] [log] shows what [anonymous] Apex');
    expect(out.length).toBeLessThan(200);
  });

  it('puts a space before the closing ellipsis after a sentence’s end', () => {
    const text = 'Filter rows with WHERE. Then sort them by date.';
    expect(render(buildSnippet(text, new Set(['zzz']), undefined, 24))).toBe('Filter rows with WHERE. …');
    expect(render(buildSnippet(text, new Set(['zzz']), undefined, 30))).toBe('Filter rows with WHERE. Then…');
  });

  it('starts at the beginning without matches', () => {
    const out = render(buildSnippet(text, new Set(['zzz'])));
    expect(out.startsWith('Intro words')).toBe(true);
  });

  it('keeps markup-looking text as text', () => {
    expect(buildSnippet('<img src=x onerror=alert(1)> apex', new Set(['apex']))).toEqual([
      { text: '<img src=x onerror=alert(1)> ', match: false },
      { text: 'apex', match: true },
    ]);
  });
});
