import { describe, expect, it } from 'vitest';
import { buildSearchFiles } from './build-index';
import { createSearchEngine } from './engine';
import type { SearchRecord } from './types';

const records: SearchRecord[] = [
  {
    url: '/docs/apex/',
    title: 'Run anonymous Apex',
    pageTitle: 'Run anonymous Apex',
    subcategory: 'Explore › Apex',
    text: 'Execute code against an org.',
    keywords: 'debug log',
  },
  {
    url: '/docs/apex/#read-the-log',
    title: 'Read the log',
    pageTitle: 'Run anonymous Apex',
    subcategory: 'Explore › Apex',
    text: 'Every debug log is an ApexLog record.',
    code: 'SELECT Id FROM ApexLog',
  },
  {
    url: '/docs/secure/',
    title: 'Security model',
    pageTitle: 'Security model',
    subcategory: 'Secure',
    text: 'Permission sets and profiles. Données sécurisées.',
  },
  {
    url: '/docs/secure/#fls',
    title: 'Field-level security',
    pageTitle: 'Security model',
    subcategory: 'Secure',
    text: 'FieldPermissions rows per permission set.',
  },
];

/** Builds the files, sends them through JSON as the browser receives them, and loads them. */
function engine() {
  const { docFile, indexFile } = buildSearchFiles(records);
  return createSearchEngine(JSON.parse(JSON.stringify(docFile)), JSON.parse(JSON.stringify(indexFile)));
}

describe('search engine over the two search files', () => {
  const search = engine();

  it('writes the options the client needs', () => {
    const { docFile } = buildSearchFiles(records);
    expect(docFile.options).toEqual({ highlightResult: true, maxHits: 8 });
    expect(docFile.searchDocs.map((d) => d.url)).toEqual(records.map((r) => r.url));
    expect(search.docs.map((d) => d.id)).toEqual([0, 1, 2, 3]);
  });

  it('answers from the doc file alone while the index file loads: headings and keywords, no body text', () => {
    const { docFile } = buildSearchFiles(records);
    const headings = createSearchEngine(JSON.parse(JSON.stringify(docFile)), null);
    expect(headings.complete).toBe(false);
    expect(search.complete).toBe(true);
    expect(headings.search('security').map((r) => r.doc.url)).toEqual(['/docs/secure/', '/docs/secure/#fls']);
    expect(headings.search('debug').map((r) => r.doc.url)).toEqual(['/docs/apex/']);
    expect(headings.search('security')[0].snippet).toEqual([]);
    // Words only in the body are not found yet; the full engine finds them.
    expect(headings.search('fieldpermissions')).toEqual([]);
    expect(search.search('fieldpermissions').map((r) => r.doc.url)).toEqual(['/docs/secure/#fls']);
  });

  it('refuses files that do not belong together', () => {
    const { docFile, indexFile } = buildSearchFiles(records);
    expect(() => createSearchEngine(docFile, { ...indexFile, text: indexFile.text.slice(1) })).toThrow(
      /do not belong together/,
    );
  });

  it('matches prefixes while typing', () => {
    expect(search.search('anonym')[0].doc.url).toBe('/docs/apex/');
    expect(search.search('perm').map((r) => r.doc.url)).toEqual(
      expect.arrayContaining(['/docs/secure/', '/docs/secure/#fls']),
    );
  });

  it('is case- and accent-insensitive both ways', () => {
    expect(search.search('ÁPEX')[0].doc.url).toBe('/docs/apex/');
    expect(search.search('donnees securisees')[0].doc.url).toBe('/docs/secure/');
  });

  it('tolerates one typo in longer words and highlights the corrected word', () => {
    const [first] = search.search('permision');
    expect(first.doc.url).toMatch(/^\/docs\/secure\//);
    expect(first.highlightTerms).toEqual(['permission']);
  });

  it('finds camelCase parts and code, code ranking lowest', () => {
    expect(search.search('fieldpermissions')[0].doc.url).toBe('/docs/secure/#fls');
    const apexlog = search.search('apexlog');
    expect(apexlog[0].doc.url).toBe('/docs/apex/#read-the-log');
  });

  it('marks matched words in titles and snippets as text segments', () => {
    const section = search.search('debug log').find((r) => r.doc.url === '/docs/apex/#read-the-log');
    expect(section?.title).toEqual([
      { text: 'Read the ', match: false },
      { text: 'log', match: true },
    ]);
    // "ApexLog" is marked on its camelCase part only.
    expect(section?.snippet.filter((s) => s.match).map((s) => s.text)).toEqual(['debug', 'log', 'Log']);
  });

  it('returns nothing for unknown words and caps results at maxHits', () => {
    expect(search.search('zebra')).toEqual([]);
    expect(search.search('')).toEqual([]);
    expect(search.search('the').length).toBeLessThanOrEqual(search.maxHits);
  });
});
