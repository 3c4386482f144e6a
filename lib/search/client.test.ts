// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSearchFiles } from './build-index';
import { bucketOf, chunkFileName } from './chunks';
import { REACT_SEARCH_ATTRIBUTE } from './handoff';
import type { SearchRecord } from './types';

const records: SearchRecord[] = [
  {
    url: '/docs/soql/',
    title: 'SOQL editor',
    pageTitle: 'SOQL editor',
    subcategory: 'Explore',
    text: 'Write queries.',
  },
  {
    url: '/docs/soql/#history',
    title: 'Query history',
    pageTitle: 'SOQL editor',
    subcategory: 'Explore',
    text: 'Every query you run is kept in the history panel.',
  },
];
const { docFile, indexFile, chunks } = buildSearchFiles(records);

/** A response the test releases (or fails) when it chooses. */
function deferred() {
  let resolve!: (value: Response) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<Response>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

/** The client module, fresh, with search files named and `fetch` answered by the test (chunks at once). */
async function loadClient() {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_SEARCH_DOC_FILE', 'search-doc-1.json');
  vi.stubEnv('NEXT_PUBLIC_SEARCH_INDEX_FILE', 'search-index-1.json');
  vi.stubEnv('NEXT_PUBLIC_SEARCH_STAMP', indexFile.stamp);
  vi.stubEnv('NEXT_PUBLIC_SEARCH_ENGINE_FILE', 'search-engine-1.js');
  const doc = deferred();
  const index = deferred();
  const fetchMock = vi.fn((url: string) => {
    if (url.includes('search-doc-')) return doc.promise;
    if (url.includes('search-index-')) return index.promise;
    const chunk = chunks.get(url.slice(url.lastIndexOf('/') + 1));
    return Promise.resolve(chunk ? new Response(chunk) : new Response('', { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = await import('./client');
  // The search module the client loads (its source, in tests): one instance for both.
  const search = await import('./standalone');
  stopModule = search.stop;
  const engine = () => search.loadEngine({ base: '', doc: '', index: '', stamp: '' });
  return { client, doc, index, fetchMock, engine };
}

let stopModule = () => {};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  // A fresh map of pending requests per test (an earlier test's bootstrap keeps its own).
  delete (globalThis as { sfxSearchRequests?: unknown }).sfxSearchRequests;
  stopModule();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('search client', () => {
  it('loads both entry files at once, then an engine that fetches the chunks a query needs', async () => {
    const { client, doc, index, fetchMock, engine: loadedEngine } = await loadClient();
    const loaded = client.loadSearch();
    expect(client.getSearchStatus()).toBe('loading');
    // The page's bootstrap stands down: React's side loads search from now on.
    expect(document.documentElement.hasAttribute(REACT_SEARCH_ATTRIBUTE)).toBe(true);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/search/search-doc-1.json',
      '/search/search-index-1.json',
    ]);
    doc.resolve(json(docFile));
    index.resolve(json(indexFile));
    await loaded;
    expect(client.getSearchStatus()).toBe('ready');
    const engine = await loadedEngine();
    for (let i = 0; i < 3; i++) await engine.load('history');
    expect(engine.search('history').results.map((r) => r.url)).toEqual(['/docs/soql/#history']);
    const chunkUrls = fetchMock.mock.calls.map(([url]) => url).slice(2);
    expect(chunkUrls.length).toBeGreaterThan(0);
    for (const url of chunkUrls) expect(url).toMatch(/^\/search\/search-[0-9a-f]{10}-[wr]\d+\.json$/);
    // Loaded once: a second call loads nothing.
    await client.loadSearch();
    expect(fetchMock.mock.calls.length).toBe(2 + chunkUrls.length);
  });

  it('requests the chunks of what is typed with the entry, not after it', async () => {
    const { client, doc, index, fetchMock, engine: loadedEngine } = await loadClient();
    const loaded = client.loadSearch(() => 'history');
    // The word chunk of `history` goes out while the entry is still on its way.
    const needed = `/search/${chunkFileName(indexFile.stamp, 'w', bucketOf('his'))}`;
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain(needed));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    doc.resolve(json(docFile));
    index.resolve(json(indexFile));
    await loaded;
    const engine = await loadedEngine();
    await engine.load('history');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(engine.search('history').stage).not.toBe('loading');
  });

  it('reports an error when an entry file cannot be loaded, and loads again on the next call', async () => {
    const { client, doc, index, fetchMock } = await loadClient();
    const load = client.loadSearch();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    doc.reject(new TypeError('Failed to fetch'));
    index.resolve(json(indexFile));
    await expect(load).rejects.toThrow('Failed to fetch');
    expect(client.getSearchStatus()).toBe('error');
    void client.loadSearch().catch(() => undefined);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
  });
});
