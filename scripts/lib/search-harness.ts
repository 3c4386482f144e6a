/**
 * Browser side of the engine comparison (bench-search-engines.ts), bundled with esbuild into a
 * plain page. Each engine does what a search box does on first use: fetch its two files, load the
 * index, run the query and show the results as list items; and then answers the relevance suite
 * so per-query latency is measured in the browser too.
 */
import { Document } from 'flexsearch';
import lunr from 'lunr';
import { createSearchEngine, importIndex } from '@/lib/search/engine';
import type { SearchDoc, SearchDocFile, SearchIndexFile } from '@/lib/search/types';
import { lunrSearch } from './lunr-engine';

type Engine = 'flexsearch' | 'lunr';
type Search = (query: string) => SearchDoc[];

const loaded: Partial<Record<Engine, Search>> = {};

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function load(engine: Engine): Promise<Search> {
  if (engine === 'flexsearch') {
    const [docFile, indexFile] = await Promise.all([
      getJson<SearchDocFile>('doc.json'),
      getJson<SearchIndexFile>('flexsearch-index.json'),
    ]);
    const search = createSearchEngine(importIndex(Document, indexFile), docFile);
    return (query) => search.search(query).map((result) => result.doc);
  }
  const [docFile, indexJson] = await Promise.all([
    getJson<SearchDocFile>('doc.json'),
    getJson<object>('lunr-index.json'),
  ]);
  const index = lunr.Index.load(indexJson);
  return (query) => lunrSearch(index, docFile.searchDocs, query, docFile.options.maxHits);
}

function show(results: SearchDoc[]): void {
  const list = document.getElementById('results')!;
  list.replaceChildren(
    ...results.map((doc) => {
      const item = document.createElement('li');
      item.textContent = `${doc.title} — ${doc.subcategory}`;
      return item;
    }),
  );
}

/** First use: fetch, load, query, show. Returns ms and the number of results shown. */
async function firstResult(engine: Engine, query: string): Promise<{ ms: number; results: number }> {
  const start = performance.now();
  const search = (loaded[engine] = await load(engine));
  const results = search(query);
  show(results);
  return { ms: performance.now() - start, results: results.length };
}

/** Query and show each query (after one warm-up pass); returns every timing in ms. */
function queryLatencies(engine: Engine, queries: string[], rounds: number): number[] {
  const search = loaded[engine];
  if (!search) throw new Error(`${engine} is not loaded: call firstResult first.`);
  for (const query of queries) search(query);
  const timings: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const start = performance.now();
      show(search(query));
      timings.push(performance.now() - start);
    }
  }
  return timings;
}

Object.assign(window, { sfxBench: { firstResult, queryLatencies } });
