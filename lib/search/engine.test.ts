import { describe, expect, it, vi } from 'vitest';
import { buildSearchFiles } from './build-index';
import { queryChunks } from './chunks';
import { createSearchEngine } from './engine';
import { foldWord, parseQuery } from './normalize';
import { findMatches } from './snippet';
import { parseHighlightParam } from '@/components/search/highlight-dom';
import { resultHref } from './url';
import type { SearchRecord, TextSegment } from './types';

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

/** A one-record page, for tests that only vary the titles and the text. */
const titled = (url: string, title: string, text = '', subcategory = 'A'): SearchRecord => ({
  url,
  title,
  pageTitle: title,
  subcategory,
  text,
});

/** Builds the files and an engine over them that fetches chunks as the browser does (through JSON). */
function setup(input: SearchRecord[] = records) {
  const files = buildSearchFiles(input);
  const fetched: string[] = [];
  const network = { offline: false };
  const engine = createSearchEngine(
    JSON.parse(JSON.stringify(files.docFile)),
    JSON.parse(JSON.stringify(files.indexFile)),
    (name) => {
      fetched.push(name);
      if (network.offline) return Promise.reject(new Error(`${name}: offline`));
      const json = files.chunks.get(name);
      return json ? Promise.resolve(JSON.parse(json)) : Promise.reject(new Error(`no ${name}`));
    },
  );
  /** Loads everything the query needs, then answers it. */
  const answer = async (query: string) => {
    for (let i = 0; i < 4 && engine.search(query).stage !== 'complete'; i++) await engine.load(query);
    return engine.search(query);
  };
  const urls = async (query: string) => (await answer(query)).results.map((r) => r.url);
  return { files, engine, fetched, network, answer, urls };
}

describe('search engine over the entry and its chunks', () => {
  it('writes the options the client needs, and chunks named by the stamp of their content', () => {
    const { files } = setup();
    expect(files.docFile.options).toEqual({ highlightResult: true, maxHits: 8 });
    for (const [name, json] of files.chunks) {
      expect(name).toMatch(new RegExp(`^search-${files.stamp}-[wr]\\d+\\.json$`));
      expect(buildSearchFiles(records).chunks.get(name)).toBe(json);
    }
    const changed = buildSearchFiles([...records.slice(1), records[0]]);
    expect(changed.stamp).toMatch(/^[0-9a-f]{10}$/);
    expect(changed.stamp).not.toBe(files.stamp);
  });

  it('fetches only the chunks of the query’s words: headings first, then the text and the records', async () => {
    const { engine, fetched } = setup();
    expect(engine.search('security')).toEqual({ results: [], stage: 'loading' });
    await engine.load('security');
    const headings = engine.search('security');
    expect(headings.stage).toBe('headings');
    expect(headings.results.map((r) => r.url)).toEqual(['/docs/secure/', '/docs/secure/#fls']);
    expect(headings.results[0].snippet).toEqual([]);
    await engine.load('security');
    const complete = engine.search('security');
    expect(complete.stage).toBe('complete');
    expect(complete.results[0].snippet.length).toBeGreaterThan(0);
    // The word's chunk and one record chunk; nothing for the words of other pages.
    expect(fetched.length).toBeLessThanOrEqual(2);
    expect(new Set(fetched).size).toBe(fetched.length);
  });

  it('refuses entry files of another version', () => {
    const { files } = setup();
    expect(() =>
      createSearchEngine(files.docFile, { ...files.indexFile, version: 3 } as never, () => Promise.resolve({})),
    ).toThrow(/version/);
  });

  it('reports a chunk that fails, and fetches it again on the next load', async () => {
    const { engine, fetched, network } = setup();
    network.offline = true;
    await expect(engine.load('apex')).rejects.toThrow(/offline/);
    expect(engine.search('apex').stage).toBe('loading');
    network.offline = false;
    await engine.load('apex');
    expect(engine.search('apex').stage).toBe('headings');
    // Its chunk is asked for again.
    expect(fetched).toHaveLength(2);
    expect(fetched[1]).toBe(fetched[0]);
  });

  it('asks for a chunk that failed offline only once the device is back online', async () => {
    const { engine, fetched, network } = setup();
    const connection = { onLine: false };
    vi.stubGlobal('navigator', connection);
    try {
      network.offline = true;
      await expect(engine.load('apex')).rejects.toThrow(/offline/);
      // Each keystroke asks again: no request while the device is still offline.
      await expect(engine.load('apex')).rejects.toThrow(/offline/);
      await expect(engine.load('apex ')).rejects.toThrow(/offline/);
      expect(fetched).toHaveLength(1);
      [connection.onLine, network.offline] = [true, false];
      await engine.load('apex');
      expect(fetched).toEqual([fetched[0], fetched[0]]);
      expect(engine.search('apex').stage).toBe('headings');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('matches the word being typed by its start, finished words whole', async () => {
    const { urls } = setup();
    expect((await urls('anonym'))[0]).toBe('/docs/apex/');
    expect(await urls('perm')).toEqual(expect.arrayContaining(['/docs/secure/', '/docs/secure/#fls']));
    expect(await urls('perm ')).toEqual([]);
  });

  it('finds a plural by its singular and the other way round', async () => {
    const { urls } = setup();
    expect(await urls('permission sets ')).toEqual(expect.arrayContaining(['/docs/secure/', '/docs/secure/#fls']));
    expect(await urls('profile ')).toEqual(['/docs/secure/']);
  });

  it('marks why a result matched: the words themselves, never a longer word they start', async () => {
    const { answer } = setup([
      { url: '/a/', title: 'Setup', pageTitle: 'Setup', subcategory: 'A', text: 'Setup is where you start.' },
      {
        url: '/b/',
        title: 'Permission sets',
        pageTitle: 'Permission sets',
        subcategory: 'B',
        text: 'A set of settings.',
      },
    ]);
    const [first, second] = (await answer('set')).results;
    expect(first.url).toBe('/b/');
    expect(first.title.filter((s) => s.match).map((s) => s.text)).toEqual(['sets']);
    expect(first.snippet.filter((s) => s.match).map((s) => s.text)).toEqual(['set']);
    // The page about Setup still comes (the word may be "setup" half typed), below.
    expect(second.url).toBe('/a/');
    const done = (await answer('set ')).results;
    expect(done.map((r) => r.url)).toEqual(['/b/']);
  });

  it('is case- and accent-insensitive both ways', async () => {
    const { urls } = setup();
    expect((await urls('ÁPEX'))[0]).toBe('/docs/apex/');
    expect((await urls('donnees securisees'))[0]).toBe('/docs/secure/');
  });

  it('tolerates one typo in longer words and highlights the corrected word', async () => {
    const { answer } = setup();
    const [first] = (await answer('permision')).results;
    expect(first.url).toMatch(/^\/docs\/secure\//);
    expect(first.highlightTerms).toEqual(['permissions']);
  });

  it('carries the words as written to the page, never their folded form', async () => {
    const { answer } = setup([
      {
        url: '/f/',
        title: 'Request a feature',
        pageTitle: 'Request a feature',
        subcategory: 'Roadmap',
        text: 'Features we plan.',
      },
    ]);
    const [typed] = (await answer('requested features')).results;
    expect(typed.highlightTerms.sort()).toEqual(['features', 'requested']);
    // A word still being typed: the page's word it starts, not the folded `featur`.
    const [partial] = (await answer('feat')).results;
    expect(partial.highlightTerms).toEqual(['feature']);
    expect(resultHref(partial.url, partial.highlightTerms)).toBe('/f/?highlight=feature');
  });

  it('ranks by a version as written, marks it whole, never a lone digit', async () => {
    const { answer } = setup([
      titled('/r/1-2/', 'Release 1.2', 'Version 1.2 adds 2 views and a 3 step wizard.'),
      titled('/r/1-3/', 'Release 1.3', 'Version 1.3 adds 3 filters; 11.2 is far off.'),
    ]);
    const [first, second] = (await answer('release 1.2')).results;
    // `1.2` decides the order ...
    expect(first.url).toBe('/r/1-2/');
    expect(second.url).toBe('/r/1-3/');
    // ... and is marked and carried as the reader wrote it, never its digits alone (they would light every digit).
    expect(first.title.filter((s) => s.match).map((s) => s.text)).toEqual(['Release', '1.2']);
    expect(first.snippet.filter((s) => s.match).map((s) => s.text)).toEqual(['1.2']);
    expect(resultHref(first.url, first.highlightTerms)).toBe('/r/1-2/?highlight=release+1.2');
    expect(second.title.filter((s) => s.match).map((s) => s.text)).toEqual(['Release']);
    expect(second.snippet.filter((s) => s.match)).toEqual([]);
  });

  it('places the snippet by a number written with separators, in the prose', async () => {
    const before = 'The side panel opens beside any Salesforce tab and keeps its place from page to page. ';
    const { answer } = setup([
      {
        ...titled('/r/side-panel/', 'Side panel', `${before.repeat(3)}It came with release 4.2 of the extension.`),
        code: 'SELECT Id FROM Account',
      },
    ]);
    const [first] = (await answer('4.2')).results;
    expect(first.url).toBe('/r/side-panel/');
    expect(first.snippet.map((s) => s.text).join('')).toContain('release 4.2 of the extension');
    expect(first.snippet.filter((s) => s.match).map((s) => s.text)).toEqual(['4.2']);
    expect(resultHref(first.url, first.highlightTerms)).toBe('/r/side-panel/?highlight=4.2');
  });

  it('finds a number the reader wrote with separators only where it is written, and marks it whole', async () => {
    const { answer } = setup([
      titled('/rows/', 'Limits', 'At most 2,000 rows; 100,000 is another number.'),
      titled('/api/', 'REST', 'Post to /services/data/v61.0/actions.'),
      titled('/r/2/', 'Release 2.0', 'Version 2.0 has 1 panel and 2 tabs, and 000 surprises.'),
    ]);
    const [limits, ...others] = (await answer('2,000')).results;
    expect(limits.snippet.filter((s) => s.match).map((s) => s.text)).toEqual(['2,000']);
    expect(resultHref(limits.url, limits.highlightTerms)).toBe('/rows/?highlight=2%2C000');
    // Not the record that has a 2 and a 000 apart: its digits are not the number.
    expect(others).toEqual([]);
    expect((await answer('61.0')).results.map((r) => r.url)).toEqual(['/api/']);
    // Typed without its comma, the limit is found and marked as the page writes it.
    const [typedPlain] = (await answer('2000')).results;
    expect(typedPlain.url).toBe('/rows/');
    expect(typedPlain.snippet.filter((s) => s.match).map((s) => s.text)).toEqual(['2,000']);
    expect((await answer('1.2')).results).toEqual([]);
  });

  it('finds camelCase parts and code, code ranking lowest', async () => {
    const { urls } = setup();
    expect((await urls('fieldpermissions'))[0]).toBe('/docs/secure/#fls');
    expect((await urls('apexlog'))[0]).toBe('/docs/apex/#read-the-log');
  });

  it('marks matched words in titles and snippets as text segments', async () => {
    const { answer } = setup();
    const section = (await answer('debug log')).results.find((r) => r.url === '/docs/apex/#read-the-log');
    expect(section?.title).toEqual([
      { text: 'Read the ', match: false },
      { text: 'log', match: true },
    ]);
    // "ApexLog" is marked on its camelCase part only.
    expect(section?.snippet.filter((s) => s.match).map((s) => s.text)).toEqual(['debug', 'log', 'Log']);
  });

  it('says why a result matched where its line would show nothing: its keywords, its page, its path', async () => {
    const { answer } = setup([
      {
        ...titled('/om/', 'Object Manager', 'See which objects an org uses.'),
        keywords: 'erd, PermissionSetGroup, data',
      },
      { ...titled('/soql/#run', 'Run it', 'Rows come back.', 'Explore › Queries'), pageTitle: 'The SOQL editor' },
      { ...titled('/soql/#more', 'More', '', 'Explore › Queries'), pageTitle: 'The SOQL editor' },
      titled('/soql/', 'Write a query', 'Run it.', 'Explore › SOQL'),
      titled('/blog/r4/', 'Release 4.0: a new SOQL editor', 'Faster.', 'Blog'),
      {
        ...titled('/blog/r4/#faster', 'Faster to use', 'Screens load sooner.', 'Blog'),
        pageTitle: 'Release 4.0: a new SOQL editor',
      },
    ]);
    // Marked words in brackets, the label that says where they matched in braces.
    const shown = (segments: TextSegment[]) =>
      segments.map(({ text, match, label }) => (match ? `[${text}]` : label ? `{${text}}` : text)).join('');
    const [om] = (await answer('permission set groups')).results;
    expect(shown(om.snippet)).toBe('{Keywords: }[PermissionSetGroup] — See which objects an org uses.');
    const byUrl = new Map((await answer('soql editor')).results.map((r) => [r.url, r]));
    expect(shown(byUrl.get('/soql/#run')!.snippet)).toBe('{Page: }The [SOQL] [editor] — Rows come back.');
    expect(shown(byUrl.get('/soql/#more')!.snippet)).toBe('{Page: }The [SOQL] [editor]');
    // Matched in its path, which the line shows marked: its snippet stays the page's text.
    expect(shown(byUrl.get('/soql/')!.subcategory)).toBe('Explore › [SOQL]');
    expect(shown(byUrl.get('/soql/')!.snippet)).toBe('Run it.');
    // A section of a release post names its post in its path.
    expect(shown(byUrl.get('/blog/r4/#faster')!.subcategory)).toBe('Blog › Release 4.0: a new [SOQL] [editor]');
    expect(shown(byUrl.get('/blog/r4/')!.subcategory)).toBe('Blog');
  });

  it('answers with more results on request, and says whether still more match', async () => {
    const { engine } = setup(Array.from({ length: 10 }, (_, i) => titled(`/q${i}/`, `Query ${i}`, 'Text.')));
    const answerUpTo = async (limit?: number) => {
      for (let i = 0; i < 4 && engine.search('query', limit).stage !== 'complete'; i++)
        await engine.load('query', limit);
      return engine.search('query', limit);
    };
    const first = await answerUpTo();
    expect(first.results).toHaveLength(8);
    expect(first.more).toBe(true);
    const all = await answerUpTo(16);
    expect(all.results).toHaveLength(10);
    expect(all.more).toBe(false);
    // The first ones stay where they were.
    expect(all.results.slice(0, 8).map((r) => r.url)).toEqual(first.results.map((r) => r.url));
  });

  it('puts the docs page before a release post that answers as well, wherever the post is', async () => {
    const page = { title: 'Junit export', pageTitle: 'Junit export', subcategory: 'DevOps', text: 'Rules in CI.' };
    const post = { ...page, subcategory: 'Blog' };
    for (const url of ['/blog/r3/', '/copy-1/blog/r3/']) {
      const { urls } = setup([
        { ...post, url },
        { ...page, url: '/devops/' },
      ]);
      expect(await urls('junit export'), url).toEqual(['/devops/', url]);
    }
    // A post that says the word once more than the page still comes after it.
    const { urls } = setup([
      titled('/blog/r4/', 'Release 4', 'Junit, junit, junit.', 'Blog'),
      titled('/devops/ci/', 'Pipelines', 'Junit, junit.', 'DevOps'),
    ]);
    expect(await urls('junit')).toEqual(['/devops/ci/', '/blog/r4/']);
    // Not when the reader names a version: release posts are about versions.
    const versions = setup([
      titled('/blog/r3/', 'Release 3.0', 'Junit export, and junit in CI.', 'Blog'),
      titled('/devops/ci/', 'Junit export', 'Rules in CI since 3.0.', 'DevOps'),
    ]);
    expect(await versions.urls('junit 3.0')).toEqual(['/blog/r3/', '/devops/ci/']);
  });

  it('sends a record without a URL to the site root', async () => {
    const { urls } = setup([
      { title: 'Welcome', pageTitle: 'Welcome', subcategory: 'Home', text: 'Start here.' } as SearchRecord,
      ...records,
    ]);
    expect(await urls('welcome')).toEqual(['/']);
    expect((await urls('apex'))[0]).toBe('/docs/apex/');
  });

  it('returns nothing for unknown words and caps results at maxHits', async () => {
    const { answer } = setup();
    expect((await answer('zebra')).results).toEqual([]);
    expect((await answer('')).results).toEqual([]);
    expect((await answer('the')).results.length).toBeLessThanOrEqual(8);
  });

  it('matches two typed letters by their start only when they are the whole query', async () => {
    const { urls, answer, fetched } = setup();
    // Alone, `pe` finds the permission sets through the chunks of the keys it starts.
    expect(await urls('pe')).toEqual(expect.arrayContaining(['/docs/secure/', '/docs/secure/#fls']));
    // After another word it waits for a third letter: no chunk beyond its own, and no match.
    const known = new Set(fetched);
    // Even with the words it starts loaded (above), two letters after a word match nothing yet.
    const marked = async (query: string) => (await answer(query)).results.flatMap((r) => r.highlightTerms);
    expect(await urls('security pe')).toEqual(await urls('security'));
    expect(new Set(fetched).size - known.size).toBeLessThanOrEqual(1);
    expect(await marked('security pe')).not.toContainEqual(expect.stringMatching(/^pe/i));
    // The third letter matches again by the start.
    expect(await marked('security per')).toContainEqual(expect.stringMatching(/^per/i));
  });

  it('counts two letters typed after other words only as a word of a title', async () => {
    const { urls } = setup([
      titled('/apex/', 'Run anonymous Apex'),
      // `APIs` holds `ap` as a camelCase part; the reader typing `ap…` is on the way to `apex`.
      titled('/intro/', 'Your user', 'Anonymous access through APIs.'),
      titled('/ai/', 'Generative AI', 'Anonymous prompts.'),
    ]);
    expect((await urls('anonymous ap'))[0]).toBe('/apex/');
    expect((await urls('anonymous ai'))[0]).toBe('/ai/');
  });

  it('fetches the chunk of a stop word being typed, so the word it starts is found at once', async () => {
    const { engine } = setup([...records, titled('/docs/use/', 'Where a field is used', '', 'Explore')]);
    for (let i = 0; i < 4 && engine.search('field use').stage !== 'complete'; i++) await engine.load('field use');
    // The stop word counts for nothing yet, but the next key needs no request.
    expect(engine.search('field used').stage).not.toBe('loading');
    expect(engine.search('field used').results[0].url).toBe('/docs/use/');
  });

  it('fetches ahead the chunks of the likeliest third letters of two letters typed after other words', async () => {
    // Longer keys that `lo` starts, from the most used (`log`, in five records) to the least
    // (`los`); and two that the stop word `in` starts.
    const uses = { log: 5, local: 4, load: 3, lookup: 2, lost: 1, install: 2, index: 1 };
    const { engine, fetched, files } = setup([
      titled('/debug/', 'Debug'),
      ...Object.entries(uses).flatMap(([word, n]) =>
        Array.from({ length: n }, (_, i) => titled(`/${word}/${i}/`, `Debug ${word}`)),
      ),
    ]);
    const chunkOf = (word: string) => queryChunks(parseQuery(`${word} `), files.indexFile.stamp)[0];
    expect(new Set(Object.keys(uses).map(chunkOf)).size).toBe(7);
    const settled = () => new Promise((resolve) => setTimeout(resolve));
    // One call, as the page makes on the keystroke: the chunks ahead follow the word's own.
    await engine.load('debug lo');
    await settled();
    // The next key needs no request, whichever of the four most used it is; the fifth waits.
    for (const next of ['debug log', 'debug loc', 'debug loa', 'debug loo'])
      expect(engine.search(next).stage, next).not.toBe('loading');
    expect(fetched).not.toContain(chunkOf('lost'));
    expect(engine.search('debug los').stage).toBe('loading');
    // A two-letter stop word too: it counts for nothing yet, but the words it starts are on their way.
    await engine.load('debug in');
    await settled();
    for (const next of ['debug ins', 'debug ind']) expect(engine.search(next).stage, next).not.toBe('loading');
  });

  it('answers a typo the same however it was typed: pasted, after a pause, or after other queries', async () => {
    // `lo` starts, most used first: log, local, load, lookup, then `lostwords` (the fifth key).
    const uses = { log: 5, local: 4, load: 3, lookup: 2, lostwords: 1 };
    const pages = [
      titled('/field/', 'Field'),
      ...Object.entries(uses).flatMap(([word, n]) =>
        Array.from({ length: n }, (_, i) => titled(`/${word}/${i}/`, `Field ${word}`)),
      ),
    ];
    const urlsAfter = async (before: string[], query: string) => {
      const { engine, urls } = setup(pages);
      for (const text of before) await engine.load(text);
      await new Promise((resolve) => setTimeout(resolve));
      return urls(query);
    };
    // A typo in the third letter (`lokup`) changes the word's chunk: the corrections come from the
    // chunks of the most used words its first two letters start, whether or not they were in.
    const pasted = await urlsAfter([], 'field lokup');
    expect(pasted[0]).toMatch(/^\/lookup\//);
    expect(await urlsAfter(['field lo'], 'field lokup')).toEqual(pasted);
    // Only from those: a word of a fifth key is no correction, even when an earlier query loaded it.
    const rare = await urlsAfter([], 'field lozstwords');
    expect(rare.some((url) => url.startsWith('/lostwords/'))).toBe(false);
    expect(await urlsAfter(['lostwords'], 'field lozstwords')).toEqual(rare);
  });

  it('fetches nothing ahead for a word the reader has typed past', async () => {
    const { engine, fetched, files } = setup([titled('/debug/', 'Debug'), titled('/local/', 'Debug local')]);
    const loadsOf = (word: string) =>
      fetched.filter((name) => queryChunks(parseQuery(`${word} `), files.indexFile.stamp)[0] === name);
    void engine.load('debug lo');
    await engine.load('debug log');
    await new Promise((resolve) => setTimeout(resolve));
    expect(loadsOf('local')).toEqual([]);
  });

  it('lists a full page of results from the headings while the best one’s line is still to come', async () => {
    // `flow` and `trigger` each title 70 pages: their chunks carry the lines of the first 64,
    // not that of the one page that has both words.
    const pages = (word: string) => Array.from({ length: 70 }, (_, i) => titled(`/${word}/${i}/`, word));
    const both = titled('/both/', 'Flow trigger order');
    const { engine, answer } = setup([...pages('Flow'), ...pages('Trigger'), both]);
    await engine.load('flow trigger');
    const headings = engine.search('flow trigger');
    expect(headings.stage).toBe('headings');
    expect(headings.results).toHaveLength(8);
    expect((await answer('flow trigger')).results[0].url).toBe('/both/');
  });
});

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
    expect(parseQuery(q1.trim()).at(-1)).toMatchObject({ term: 'bravo', stop: false, partial: true });
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

  it('says which words no page has, beside the results of the others', async () => {
    const { answer } = setup([
      titled('/m/', 'Security model', 'The sharing model.'),
      titled('/o/', 'Other', 'Nothing.'),
    ]);
    const found = await answer('dark model ');
    expect(found.results.map((r) => r.url)).toEqual(['/m/']);
    expect(found.missing).toEqual(['dark']);
    // As the reader wrote it, whatever the query ranked before it.
    expect((await answer('Dårk model ')).missing).toEqual(['Dårk']);
    // A word being typed counts from its third letter, and only once nothing starts with it.
    expect((await answer('model da')).missing).toBeUndefined();
    expect((await answer('model dar')).missing).toEqual(['dar']);
    expect((await answer('model ')).missing).toBeUndefined();
    // Nothing found at all: the list says "No results", not which words.
    expect((await answer('dark ')).missing).toBeUndefined();
  });

  it('finds the word a reader is typing with a typo in its start', async () => {
    const { urls } = setup([titled('/p/', 'Permission sets', 'Assign them.'), titled('/o/', 'Other', 'Nothing.')]);
    for (const typed of ['permisi', 'permisio', 'permision'])
      expect([typed, await urls(typed)]).toEqual([typed, ['/p/']]);
  });

  it('finds a page by its name in the sidebar as by its title, above headings and text that use the word', async () => {
    const { urls } = setup([
      titled('/faq/#one', 'Do I need one installation per org?', 'No.'),
      ...['a', 'b', 'c'].map((n) => titled(`/${n}/`, `Page ${n}`, 'Set it up as described in Installation.')),
      { ...titled('/ai/install/', 'Connect a language model', 'Paste a key.'), label: 'Installation' },
    ]);
    expect((await urls('installation '))[0]).toBe('/ai/install/');
  });

  it('answers a word’s first letter after others with the others’ results, not with that letter', async () => {
    const { urls } = setup([
      titled('/m/', 'Security model', 'Press m to open it.'),
      titled('/o/', 'Other', 'Nothing.'),
    ]);
    expect(await urls('dark m')).toEqual([]);
    expect(await urls('dark mo')).toEqual([]);
    expect(await urls('dark mod')).toEqual(['/m/']);
    expect(await urls('model m')).toEqual(['/m/']);
  });
});
