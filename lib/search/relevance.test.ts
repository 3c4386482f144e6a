/**
 * Relevance suite: builds the real search files from the real content with the same functions the
 * prebuild uses, sends every file through JSON like the browser gets it, and checks that each
 * reader's question finds its page in the top three results, fetching little. `npm run bench`
 * runs the same suite on the content grown ×10 and ×50.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildSearchFiles } from './build-index';
import { collectSearchRecords } from './collect';
import { createSearchEngine } from './engine';
import { pageOf } from './rank';
import { multiplyRecords, originalPage } from '@/scripts/lib/grow-content';
import { answers, RELEVANCE_CASES } from './relevance-queries';

const records = collectSearchRecords();

function engineAt(scale: number) {
  const files = buildSearchFiles(multiplyRecords(records, scale));
  const json = (data: unknown) => JSON.parse(JSON.stringify(data));
  const engine = createSearchEngine(json(files.docFile), json(files.indexFile), (name) =>
    Promise.resolve(JSON.parse(files.chunks.get(name)!)),
  );
  return { files, engine };
}

/** Loads what the query needs, stage by stage, as the browser does, then answers it. */
async function topPages(engine: ReturnType<typeof engineAt>['engine'], query: string) {
  for (let i = 0; i < 4 && engine.search(query).stage !== 'complete'; i++) await engine.load(query);
  const answer = engine.search(query);
  expect(answer.stage).toBe('complete');
  return answer.results.map((result) => originalPage(result));
}

const gzipKiB = (json: string) => gzipSync(json).length / 1024;

describe('search relevance on the real content', () => {
  const { files, engine } = engineAt(1);
  const fetched: string[] = [];
  const counting = createSearchEngine(files.docFile, files.indexFile, (name) => {
    fetched.push(name);
    return Promise.resolve(JSON.parse(files.chunks.get(name)!));
  });

  it.each(RELEVANCE_CASES.map((c) => [c.query, c.expected, c.kind, c] as const))(
    '“%s” finds %s in the top 3 (%s)',
    async (query, _expected, _kind, c) => {
      const top = await topPages(engine, query);
      expect(answers(c, top), `top results: ${top.join(', ')}`).toBe(true);
    },
  );

  it('shows why every result of the suite’s queries matched: a marked word in its title, path or snippet', async () => {
    // One-character words are never marked: a version number alone ("5.0") would show none, and is not in the suite.
    for (const { query } of RELEVANCE_CASES) {
      await topPages(engine, query);
      for (const result of engine.search(query).results) {
        const marked = [...result.title, ...result.subcategory, ...result.snippet].some((s) => s.match);
        expect(marked, `${query}: ${result.url}`).toBe(true);
      }
    }
  });

  it('finds every page in the top 3 at ×10 too, where ten copies of each page compete for the places', async () => {
    // A result that only just outranks the expected page at ×1 fills the top 3 with its copies here.
    const large = engineAt(10).engine;
    for (const c of RELEVANCE_CASES) {
      const top = await topPages(large, c.query);
      expect(answers(c, top), `${c.query}: ${top.join(', ')}`).toBe(true);
    }
  }, 60_000);

  it('fetches a fraction of the site for a query: under 48 KiB of gzip beyond the entry', async () => {
    for (const { query } of RELEVANCE_CASES) {
      fetched.length = 0;
      await topPages(counting, query);
      const kib = fetched.reduce((sum, name) => sum + gzipKiB(files.chunks.get(name)!), 0);
      expect(kib, query).toBeLessThanOrEqual(48);
    }
  });

  it('keeps the entry small as the site grows: both entry files under 6 KiB of gzip, 12 KiB at ×10', () => {
    // The chunk tables grow a little with the site: common starts of words get chunks of their own.
    for (const [scale, max] of [
      [1, 6],
      [10, 12],
    ]) {
      const { docFile, indexFile } = scale === 1 ? files : buildSearchFiles(multiplyRecords(records, scale));
      expect(gzipKiB(JSON.stringify(docFile)) + gzipKiB(JSON.stringify(indexFile)), `×${scale}`).toBeLessThanOrEqual(
        max,
      );
    }
  }, 60_000);
});

describe('the search records of today’s content', () => {
  it('has a suite of at least 30 queries, each naming a page that exists', () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(30);
    const pages = new Set(records.map((record) => pageOf(record)));
    for (const expected of RELEVANCE_CASES.flatMap((c) => c.expected)) expect(pages, expected).toContain(expected);
  });

  it('indexes no MDX syntax: component tags, comments, imports or exports', () => {
    // Inline code may legitimately show `<Type>`, so only the registry's component names count.
    for (const record of records) {
      expect(record.text, record.url).not.toMatch(
        /<\/?(?:Callout|Diagram|Quiz|SoqlConverter|YouTube)\b|\{\/\*|^import\s.*\sfrom\s['"]|^export\s+(?:const|default|function)\s/m,
      );
    }
  });
});
