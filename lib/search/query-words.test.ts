import { describe, expect, it } from 'vitest';
import { buildSearchFiles } from './build-index';
import { createSearchEngine } from './engine';
import { foldWord, parseQuery } from './normalize';
import { parseHighlightParam } from '@/components/search/highlight-dom';
import { findMatches } from './snippet';
import type { SearchRecord } from './types';

const titled = (url: string, title: string, text = '', subcategory = 'A'): SearchRecord => ({
  url,
  title,
  pageTitle: title,
  subcategory,
  text,
});

function setup(input: SearchRecord[]) {
  const files = buildSearchFiles(input);
  const fetched: string[] = [];
  const engine = createSearchEngine(
    JSON.parse(JSON.stringify(files.docFile)),
    JSON.parse(JSON.stringify(files.indexFile)),
    (name) => {
      fetched.push(name);
      const json = files.chunks.get(name);
      return json ? Promise.resolve(JSON.parse(json)) : Promise.reject(new Error(`no ${name}`));
    },
  );
  const answer = async (query: string) => {
    for (let i = 0; i < 4 && engine.search(query).stage !== 'complete'; i++) await engine.load(query);
    return engine.search(query);
  };
  const urls = async (query: string) => (await answer(query)).results.map((r) => r.url);
  return { engine, fetched, answer, urls };
}

describe('query words: folding, repeats, long queries', () => {
  it('folds -ings like -ing (settings / setting)', () => {
    expect(foldWord('settings')).toBe(foldWord('setting'));
  });

  it('finds the Settings page for the finished word "setting"', async () => {
    const { urls } = setup([titled('/a/', 'Settings', 'Open the page.'), titled('/b/', 'Other', 'Nothing.')]);
    expect(await urls('setting ')).toEqual(['/a/']);
    expect(await urls('change setting')).toEqual(['/a/']);
  });

  it('highlights "Settings" on the destination for the word "setting"', () => {
    const terms = new Set(parseHighlightParam('setting'));
    expect(findMatches('Open Settings.', terms).length).toBe(1);
  });

  it('keeps a result while the reader types a -ies plural letter by letter', async () => {
    const { urls } = setup([titled('/p/', 'Sharing policies', 'Rules.'), titled('/q/', 'Other', 'Nothing.')]);
    for (const typed of ['polic', 'polici', 'policie', 'policies'])
      expect([typed, await urls(typed)]).toEqual([typed, ['/p/']]);
  });

  it('a repeated word (singular and plural) counts once', async () => {
    const input = [titled('/roles/', 'Groups and roles', 'x'), titled('/group/', 'Group membership rules', 'groups')];
    const { answer } = setup(input);
    const once = (await answer('group ')).results.map((r) => [r.url, r.score]);
    const twice = (await answer('group groups ')).results.map((r) => [r.url, r.score]);
    expect(twice).toEqual(once);
  });

  it('a query of 33 words ranks the same whichever way round: its first words and the last count', async () => {
    const filler = Array.from(
      { length: 31 },
      (_, i) => `filler${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
    );
    const input = [
      titled('/a/', 'Alpha page', 'alpha'),
      titled('/b/', 'Bravo page', 'bravo'),
      ...Array.from({ length: 20 }, (_, i) => titled(`/x${i}/`, `Other ${i}`, 'alpha bravo')),
    ];
    const { answer } = setup(input);
    const q1 = `alpha ${filler.join(' ')} bravo `;
    const q2 = `bravo ${filler.join(' ')} alpha `;
    expect(parseQuery(q1).map((t) => t.term)).toEqual(['alpha', ...filler.slice(0, 14), 'bravo']);
    // The word being typed stays the last, and partial.
    expect(parseQuery(q1.trim()).at(-1)).toEqual({ term: 'bravo', stop: false, partial: true });
    const s1 = (await answer(q1)).results.map((r) => [r.url, r.score.toFixed(4)]).sort();
    const s2 = (await answer(q2)).results.map((r) => [r.url, r.score.toFixed(4)]).sort();
    expect(s1).toEqual(s2);
  });

  it('a pasted paragraph does not fetch a chunk per word', async () => {
    const { engine, fetched } = setup([titled('/a/', 'Alpha', 'alpha')]);
    const words = Array.from({ length: 120 }, (_, i) => `w${i}x${(i * 7919).toString(36)}`).join(' ');
    await engine.load(words);
    expect(fetched.length).toBeLessThan(40);
  });
});
