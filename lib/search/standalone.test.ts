// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSearchFiles } from './build-index';
import { bucketOf, chunkFileName } from './chunks';
import type { SearchRecord } from './types';
import { FULL_RESULTS_MARK, RESULTS_MARK } from './ui-text';

const page = (url: string, title: string, text: string): SearchRecord => ({
  url,
  title,
  pageTitle: 'SOQL editor',
  subcategory: 'Explore',
  text,
});
const records = [
  page('/docs/soql/', 'SOQL editor', 'Write queries.'),
  // Index text is only ever shown as text: these tags must never become elements.
  page('/docs/soql/#history', 'Query <b>history</b>', 'Every query you run is kept in the history panel.'),
];
const files = buildSearchFiles(records);
const config = { base: '', doc: 'search-doc-1.json', index: 'search-index-1.json', stamp: files.stamp };

/** The module, fresh, with `fetch` answering chunks at once and the entry when the test says. */
async function setup() {
  vi.resetModules();
  document.body.innerHTML = '<div class="search"><input class="search__input" type="text"></div><a href="/x/">x</a>';
  const input = document.querySelector('input')!;
  let releaseEntry!: () => void;
  const entry = new Promise<void>((resolve) => (releaseEntry = resolve));
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const name = url.slice(url.lastIndexOf('/') + 1);
      requested.push(name);
      if (name === config.doc || name === config.index) {
        await entry;
        return new Response(JSON.stringify(name === config.doc ? files.docFile : files.indexFile));
      }
      return new Response(files.chunks.get(name) ?? '', { status: files.chunks.has(name) ? 200 : 404 });
    }),
  );
  const search = await import('./standalone');
  // Each test's fresh module listens on the one document: the previous test's stops.
  stopPrevious = () => search.handOver();
  const type = (text: string) => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const key = (target: Element, name: string) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  return { search, input, requested, releaseEntry, type, key };
}

let stopPrevious = () => false;

const links = () => [...document.querySelectorAll<HTMLAnchorElement>('body > .search__popup a.search__result')];

beforeEach(() => performance.clearMarks());
afterEach(() => {
  stopPrevious();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('search before hydration (the search module)', () => {
  it('asks for the typed word’s chunks with the entry, not after it, and lists results under the box', async () => {
    const { search, input, requested, releaseEntry } = await setup();
    input.value = 'history';
    search.start(config, input);
    // The word's chunk goes out while the entry is still on its way.
    const chunks = [chunkFileName(files.stamp, 'w', bucketOf('his'))];
    await vi.waitFor(() => expect(requested).toEqual(expect.arrayContaining([config.doc, config.index, ...chunks])));
    expect(links()).toEqual([]);
    releaseEntry();
    await vi.waitFor(() => expect(performance.getEntriesByName(FULL_RESULTS_MARK)).toHaveLength(1));
    expect(performance.getEntriesByName(RESULTS_MARK).length).toBeGreaterThan(0);
    const [first] = links();
    expect(first.getAttribute('href')).toBe('/docs/soql/?highlight=history#history');
    // Index text is shown as text: the title's tags are never parsed into elements.
    expect(first.querySelector('.search__result-title')?.textContent).toBe('Query <b>history</b>');
    expect(first.querySelector('b')).toBeNull();
    expect(first.querySelector('.search__result-title mark')?.textContent).toBe('history');
    expect(first.querySelector('.search__result-snippet')?.textContent).toContain('history panel');
    expect(document.querySelector('[role="status"]')?.textContent).toMatch(/^\d+ results? available$/);
  });

  it('answers each keystroke, and moves through the results with the keyboard', async () => {
    const { search, input, releaseEntry, type, key } = await setup();
    releaseEntry();
    search.start(config, input);
    type('soql');
    await vi.waitFor(() => expect(links().length).toBeGreaterThan(0));
    input.focus();
    key(input, 'ArrowDown');
    expect(document.activeElement).toBe(links()[0]);
    key(links()[0], 'ArrowUp');
    expect(document.activeElement).toBe(input);
    key(input, 'Tab');
    expect(document.activeElement).toBe(links()[0]);
    key(links()[0], 'Escape');
    expect(document.activeElement).toBe(input);
    expect(document.querySelector<HTMLElement>('body > .search__popup')!.hidden).toBe(true);
    expect(input.value).toBe('soql');
    // The query's later stages do not reopen a list the reader closed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector<HTMLElement>('body > .search__popup')!.hidden).toBe(true);
  });

  it('hands over to React: its list goes, the focus in it returns, and later keystrokes are left to React', async () => {
    const { search, input, releaseEntry, type, key } = await setup();
    releaseEntry();
    search.start(config, input);
    type('history');
    await vi.waitFor(() => expect(links().length).toBeGreaterThan(0));
    input.focus();
    key(input, 'ArrowDown');
    expect(search.handOver()).toBe(true);
    expect(document.querySelector('body > .search__popup')).toBeNull();
    expect(document.querySelector('[role="status"]')).toBeNull();
    performance.clearMarks();
    type('soql');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('body > .search__popup')).toBeNull();
    expect(performance.getEntriesByName(RESULTS_MARK)).toHaveLength(0);
    // React's client gets the same engine, with what it already loaded.
    const engine = await search.loadEngine(config);
    expect(engine.search('history').stage).toBe('complete');
  });
});
