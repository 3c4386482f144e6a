import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSearchFiles } from './build-index';
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
const { docFile, indexFile } = buildSearchFiles(records);

/** A response the test releases (or fails) when it chooses. */
function deferred() {
  let resolve!: (value: Response) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<Response>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

/** The client module, fresh, with search files named and `fetch` answered by the test. */
async function loadClient() {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_SEARCH_DOC_FILE', 'search-doc-1.json');
  vi.stubEnv('NEXT_PUBLIC_SEARCH_INDEX_FILE', 'search-index-1.json');
  const doc = deferred();
  const index = deferred();
  const fetchMock = vi.fn((url: string) => (url.includes('search-doc-') ? doc.promise : index.promise));
  vi.stubGlobal('fetch', fetchMock);
  const client = await import('./client');
  return { client, doc, index, fetchMock };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('search client', () => {
  it('answers from the doc file while the index file loads, then swaps in the full engine', async () => {
    const { client, doc, index, fetchMock } = await loadClient();
    const loaded = client.loadSearch();
    expect(client.getSearchStatus()).toBe('loading');
    // Both files are requested at once, not one after the other.
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/search/search-doc-1.json',
      '/search/search-index-1.json',
    ]);

    doc.resolve(json(docFile));
    await vi.waitFor(() => expect(client.getSearchStatus()).toBe('ready'));
    const headings = client.getLoadedEngine()!;
    expect(headings.complete).toBe(false);
    expect(headings.search('history').map((r) => r.doc.url)).toEqual(['/docs/soql/#history']);
    expect(headings.search('panel')).toEqual([]);

    index.resolve(json(indexFile));
    const full = await loaded;
    expect(full.complete).toBe(true);
    expect(client.getLoadedEngine()).toBe(full);
    expect(full.search('panel').map((r) => r.doc.url)).toEqual(['/docs/soql/#history']);
    // Loaded once: a second call gets the same engine without a request.
    expect(await client.loadSearch()).toBe(full);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the heading results when the index file fails, and fetches only the index file again', async () => {
    const { client, doc, index, fetchMock } = await loadClient();
    const first = client.loadSearch();
    doc.resolve(json(docFile));
    index.reject(new TypeError('Failed to fetch'));
    await expect(first).rejects.toThrow('Failed to fetch');
    expect(client.getSearchStatus()).toBe('ready');
    expect(client.getSearchTextStatus()).toBe('error');
    expect(client.getLoadedEngine()?.complete).toBe(false);

    // Still offline: the retry fails too, and says so again (never stuck at 'loading').
    fetchMock.mockClear();
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const second = client.loadSearch();
    expect(client.getSearchTextStatus()).toBe('loading');
    await expect(second).rejects.toThrow('Failed to fetch');
    expect(client.getSearchTextStatus()).toBe('error');
    expect(client.getSearchStatus()).toBe('ready');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/search/search-index-1.json']);

    // Back online.
    fetchMock.mockImplementation(() => Promise.resolve(json(indexFile)));
    const full = await client.loadSearch();
    expect(full.complete).toBe(true);
    expect(client.getLoadedEngine()).toBe(full);
    expect(client.getSearchTextStatus()).toBe('ready');
  });

  it('falls back to results by heading when the index file does not belong to the doc file', async () => {
    const { client, doc, index } = await loadClient();
    const load = client.loadSearch();
    index.resolve(json({ ...indexFile, text: indexFile.text.slice(1) }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    doc.resolve(json(docFile));
    await expect(load).rejects.toThrow(/do not belong together/);
    expect(client.getSearchStatus()).toBe('ready');
    expect(client.getSearchTextStatus()).toBe('error');
    expect(
      client
        .getLoadedEngine()
        ?.search('history')
        .map((r) => r.doc.url),
    ).toEqual(['/docs/soql/#history']);
  });

  it('reports an error, with no engine, when the doc file cannot be loaded', async () => {
    const { client, doc, index } = await loadClient();
    const load = client.loadSearch();
    doc.reject(new TypeError('Failed to fetch'));
    index.resolve(json(indexFile));
    await expect(load).rejects.toThrow('Failed to fetch');
    expect(client.getSearchStatus()).toBe('error');
    expect(client.getLoadedEngine()).toBeNull();
    expect(client.searchNeedsLoading(client.getSearchStatus(), client.getSearchTextStatus())).toBe(true);
  });
});
