// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyInput, REACT_SEARCH_ATTRIBUTE } from '@/lib/search/handoff';
import { closeDrawer, useDrawerOpen } from '@/lib/stores/drawer-store';
import { attach, listen } from '@/lib/search/list';
import type { SearchResult } from '@/lib/search/types';

const push = vi.fn();
const router = { push };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/' }));

/**
 * A stand-in for the browser client: status and engine are controlled by each test. The list is
 * the search module's own (lib/search/list.ts), over that engine.
 */
const client = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const makeEngine = () => ({
    highlightResult: true,
    maxHits: 8,
    search: (query: string) => (
      state.queries.push(query),
      { results: state.results, stage: state.stage, missing: state.missing }
    ),
    load: vi.fn(() => state.loading),
  });
  const state = {
    status: 'ready' as string,
    stage: 'complete' as string,
    loading: new Promise<void>(() => {}),
    engine: makeEngine(),
    results: [] as unknown[],
    missing: undefined as string[] | undefined,
    queries: [] as string[],
  };
  return {
    state,
    listeners,
    makeEngine,
    notify: () => listeners.forEach((listener) => listener()),
    module: {
      SEARCH_CONFIGURED: true,
      subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
      getSearchStatus: () => state.status,
      loadSearch: vi.fn(() => new Promise(() => {})),
    },
  };
});
vi.mock('@/lib/search/client', () => ({
  ...client.module,
  attachSearchList: attach,
  useSearchStatus: () => useSyncExternalStore(client.module.subscribe, client.module.getSearchStatus),
}));

const { SearchBox } = await import('./search-box');
listen({ base: '', engine: async () => client.state.engine as never, prefetch: () => {} });
// React's side of search runs: the list serves the boxes it attaches, not a list of its own.
document.documentElement.setAttribute(REACT_SEARCH_ATTRIBUTE, '');

function result(id: number, url: string, title: string): SearchResult {
  return {
    id,
    url,
    subcategory: [{ text: 'Explore › Apex', match: false }],
    score: 1,
    title: [{ text: title, match: false }],
    snippet: [
      { text: 'Run ', match: false },
      { text: '<b>apex</b>', match: true },
    ],
    highlightTerms: ['apex'],
  };
}

beforeEach(async () => {
  vi.useFakeTimers();
  // jsdom has no layout: no scrolling and no media queries.
  Element.prototype.scrollIntoView = vi.fn();
  window.matchMedia = vi
    .fn()
    .mockReturnValue({ matches: false, addEventListener: () => {}, removeEventListener: () => {} });
  push.mockReset();
  client.state.status = 'ready';
  client.state.stage = 'complete';
  client.state.loading = new Promise<void>(() => {});
  client.state.engine = client.makeEngine();
  client.state.queries = [];
  client.state.missing = undefined;
  client.state.results = [
    result(0, '/docs/Explore/Apex/', 'Run anonymous Apex'),
    result(1, '/docs/Explore/Apex/#cautions', 'Cautions'),
  ];
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete (globalThis as { sfxSearchEarly?: unknown }).sfxSearchEarly;
});

async function type(text: string) {
  fireEvent.input(screen.getByRole('combobox', { name: 'Search' }), { target: { value: text } });
  await act(async () => {
    vi.advanceTimersByTime(100);
  });
}

describe('SearchBox', () => {
  it('shows results as options with matched words in <mark>, as text', async () => {
    render(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).toHaveProperty('placeholder', 'Search Ctrl+K');
    await type('apex');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    const mark = options[0].querySelector('mark');
    expect(mark?.textContent).toBe('<b>apex</b>');
    expect(mark?.querySelector('b')).toBeNull();
  });

  it('never writes over what is in the box: text React has not seen yet survives its next render', async () => {
    client.state.status = 'loading';
    render(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    // Keys typed while the page hydrates can reach the input before they reach React's state.
    box.value = 'OpenAI';
    // Anything that renders the box again (here the search files arriving) must leave them be.
    await act(async () => {
      client.state.status = 'ready';
      client.notify();
    });
    expect(box.value).toBe('OpenAI');
  });

  it('takes the focus in the shortcut’s own key event, so the keys after it land in the box', () => {
    render(<SearchBox />);
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Search' }));
  });

  it('opens the drawer for a tap on the phone’s search button made before it ran, and only then', () => {
    window.matchMedia = vi
      .fn()
      .mockReturnValue({ matches: true, addEventListener: () => {}, removeEventListener: () => {} });
    const open = () => {
      let value = false;
      function Probe() {
        value = useDrawerOpen();
        return null;
      }
      render(<Probe />);
      return value;
    };
    earlyInput().searchButton = true; // The bootstrap saw the tap.
    render(<SearchBox />);
    expect(open()).toBe(true);
    expect(earlyInput().searchButton).toBe(false);
    act(() => closeDrawer());
    cleanup();
    // Not again: from then on the button answers taps itself.
    render(<SearchBox />);
    expect(open()).toBe(false);
  });

  it('does not offer a keyboard shortcut on a touch-only device', () => {
    window.matchMedia = vi.fn().mockImplementation((query: string) => ({
      matches: query === '(hover: none) and (pointer: coarse)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<SearchBox placement="drawer" />);
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveProperty('placeholder', 'Search');
  });

  it('moves with the arrow keys and opens the active result with Enter, carrying the highlight words', async () => {
    render(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await type('apex');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    // The pointer makes the option under it active without scrolling the list from under it.
    fireEvent.mouseMove(screen.getAllByRole('option')[1]);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    const options = screen.getAllByRole('option');
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    // An input method's Enter (taking the word being composed) is not for the list.
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(push).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/docs/Explore/Apex/?highlight=apex#cautions');
  });

  it('answers each keystroke at once, and drops an answer a later key overtook', async () => {
    render(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.input(box, { target: { value: 'ape' } });
    await act(async () => {});
    expect(client.state.queries).toEqual(['ape']);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    // Two keys before either answer ran: only the box's text now is searched.
    fireEvent.input(box, { target: { value: 'apex' } });
    fireEvent.input(box, { target: { value: 'apexx' } });
    await act(async () => {});
    expect(client.state.queries).toEqual(['ape', 'apexx']);
    // As many results as before, and still read out: the live region names the query.
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 results for “apexx”'));
  });

  it('makes every result a link to its page, carrying the highlight words', async () => {
    render(<SearchBox />);
    await type('apex');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.tagName)).toEqual(['A', 'A']);
    expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/docs/Explore/Apex/?highlight=apex',
      '/docs/Explore/Apex/?highlight=apex#cautions',
    ]);
    // Reached with the arrow keys, never with Tab: the focus stays in the box.
    expect(options.every((option) => option.tabIndex === -1)).toBe(true);
  });

  it('closes the list on a plain click, and keeps it open for a Ctrl+click (new tab)', async () => {
    // jsdom cannot navigate; the links' own behaviour is covered by the e2e tests.
    const noNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', noNavigation);
    try {
      render(<SearchBox />);
      const box = screen.getByRole('combobox', { name: 'Search' });
      await type('apex');
      fireEvent.click(screen.getAllByRole('option')[0], { ctrlKey: true });
      expect(box.getAttribute('aria-expanded')).toBe('true');
      fireEvent.click(screen.getAllByRole('option')[0]);
      expect(box.getAttribute('aria-expanded')).toBe('false');
      expect(box).toHaveProperty('value', '');
    } finally {
      document.removeEventListener('click', noNavigation);
    }
  });

  it('says when nothing matches; Escape closes the list, and a second Escape empties the box', async () => {
    client.state.results = [];
    render(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await type('zebra');
    expect(document.querySelector('.search__empty')?.textContent).toBe('No results for “zebra”');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('No results for “zebra”'));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box).toHaveProperty('value', 'zebra');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveProperty('value', '');
  });

  // What is typed meanwhile stays: 'never writes over what is in the box' above.
  it('stays enabled while the files load, saying Loading...', () => {
    client.state.status = 'loading';
    render(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).toHaveProperty('disabled', false);
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(box).toHaveProperty('placeholder', 'Loading...');
  });

  it('explains itself when the build has no search files', () => {
    client.state.status = 'unavailable';
    render(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).toHaveProperty('disabled', true);
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/no search index/);
  });

  /** Types "apex" before search is ready, leaving the box or not, then search gets ready. */
  async function typedBeforeReady(leave: boolean) {
    client.state.status = 'idle';
    render(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    box.focus();
    fireEvent.input(box, { target: { value: 'apex' } });
    if (leave) box.blur();
    expect(client.module.loadSearch).toHaveBeenCalled();
    expect(client.state.queries).toEqual([]);
    await act(async () => {
      client.state.status = 'ready';
      client.notify();
    });
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(client.state.queries).toEqual(['apex']);
    return box;
  }

  it('runs a query typed before search was ready once it is', async () => {
    await typedBeforeReady(false);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('answers a query typed before search was ready, but opens no list under a box the reader has left', async () => {
    const box = await typedBeforeReady(true);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // Back in the box, the answer is there.
    await act(async () => box.focus());
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('starts loading on first focus', () => {
    client.state.status = 'idle';
    render(<SearchBox />);
    fireEvent.focus(screen.getByRole('combobox', { name: 'Search' }));
    expect(client.module.loadSearch).toHaveBeenCalled();
  });
  it('shows results by heading while the page text loads, then adds the others below the reader’s place', async () => {
    client.state.stage = 'headings';
    let arrive!: () => void;
    client.state.loading = new Promise<void>((resolve) => (arrive = resolve));
    render(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await type('apex');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByText('Matching headings; page text is still loading.')).toBeTruthy();
    // Read out too: the live region names the state, not just the count.
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        '2 results for “apex”: Matching headings; page text is still loading.',
      ),
    );
    expect(client.state.engine.load).toHaveBeenCalledWith('apex', 8);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1].textContent).toMatch(/Cautions/);

    // The page text arrives: the full ranking puts "Cautions" first and adds a third result. The
    // reader has moved into the list, so what they see stays where it is and the new one joins below.
    client.state.results = [
      result(1, '/docs/Explore/Apex/#cautions', 'Cautions'),
      result(0, '/docs/Explore/Apex/', 'Run anonymous Apex'),
      result(2, '/docs/Explore/Apex/#logs', 'Logs'),
    ];
    client.state.stage = 'complete';
    await act(async () => arrive());
    expect(client.state.queries).toEqual(['apex', 'apex']);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent?.slice(0, 4))).toEqual(['Run ', 'Caut', 'Logs']);
    expect(screen.queryByText('Matching headings; page text is still loading.')).toBeNull();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('3 results for “apex”'));
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);

    // A new query, untouched, shows the full ranking as it is.
    await type('apex ');
    expect(screen.getAllByRole('option')[0].textContent).toMatch(/Cautions/);
  });

  it('lets the page text’s better answers in below the option the reader is on, not above it', async () => {
    client.state.stage = 'headings';
    let arrive!: () => void;
    client.state.loading = new Promise<void>((resolve) => (arrive = resolve));
    client.state.results = [
      result(0, '/docs/a/', 'Alpha'),
      result(1, '/docs/b/', 'Bravo'),
      result(2, '/docs/c/', 'Charlie'),
    ];
    render(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await type('apex');
    fireEvent.keyDown(box, { key: 'ArrowDown' }); // On Alpha.
    // The page text ranks a page the headings did not list first, and Bravo last.
    client.state.results = [
      result(3, '/docs/d/', 'Delta'),
      result(0, '/docs/a/', 'Alpha'),
      result(2, '/docs/c/', 'Charlie'),
      result(1, '/docs/b/', 'Bravo'),
    ];
    client.state.stage = 'complete';
    await act(async () => arrive());
    const options = screen.getAllByRole('option');
    // Alpha stays where the reader is; below it, the new order.
    expect(options.map((option) => option.textContent?.slice(0, 5))).toEqual(['Alpha', 'Delta', 'Charl', 'Bravo']);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
  });

  it('says above the results which words of the query no page has, and reads it out with them', async () => {
    client.state.missing = ['dark'];
    render(<SearchBox />);
    await type('dark apex');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    const note = 'No page has “dark”: these results match the rest of the query.';
    expect(screen.getByText(note)).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(`2 results for “dark apex”. ${note}`));
    client.state.missing = undefined;
    await type('apex');
    expect(screen.queryByText(note)).toBeNull();
  });

  it('marks the list busy while it still shows an earlier query’s results, and not once the answer is in', async () => {
    render(<SearchBox />);
    await type('apex');
    const listbox = screen.getByRole('listbox');
    expect(listbox.hasAttribute('aria-busy')).toBe(false);
    let arrive!: () => void;
    client.state.loading = new Promise<void>((resolve) => (arrive = resolve));
    client.state.stage = 'loading';
    await type('apex lo');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(listbox.getAttribute('aria-busy')).toBe('true');
    client.state.stage = 'complete';
    await act(async () => arrive());
    expect(listbox.hasAttribute('aria-busy')).toBe(false);
  });

  it('does not bring back an emptied query’s results while a new query’s words load', async () => {
    render(<SearchBox />);
    await type('apex');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    // The reader replaces the query: its first letter hides the list, the next keys' words load.
    await type('h');
    client.state.stage = 'loading';
    await type('he');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Searching…')).toBeTruthy();
  });

  it('shows no list, and no verdict, for a first letter', async () => {
    client.state.results = [];
    render(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await type('w');
    expect(client.state.queries).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/No results/)).toBeNull();
    await type('wo');
    expect(client.state.queries).toEqual(['wo']);
    expect(screen.getByText('No results for “wo”')).toBeTruthy();
  });

  it('keeps heading results when the page text fails, says so in the list, and retries', async () => {
    client.state.stage = 'headings';
    client.state.loading = Promise.reject(new Error('offline'));
    client.state.loading.catch(() => undefined);
    render(<SearchBox />);
    await type('apex');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(document.querySelector('.search__partial')?.textContent).toBe(
      'Page text could not be loaded: these results match headings only.Retry',
    );
    client.state.loading = new Promise<void>(() => {});
    client.state.engine.load.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(async () => {});
    expect(client.state.engine.load).toHaveBeenCalledWith('apex', 8);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says in the list when a query’s words cannot be fetched, without the previous query’s results', async () => {
    render(<SearchBox />);
    await type('apex');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    client.state.stage = 'loading';
    client.state.loading = Promise.reject(new Error('offline'));
    client.state.loading.catch(() => undefined);
    await type('graphql');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(document.querySelector('.search__empty')?.textContent).toBe('Search could not be loaded.Retry');
  });

  it('says in the list when search cannot load, with a Retry', async () => {
    client.state.status = 'error';
    render(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).toHaveProperty('placeholder', 'Search failed to load');
    fireEvent.input(box, { target: { value: 'apex' } });
    const popup = document.querySelector('.search__popup:not([hidden])') as HTMLElement;
    expect(popup.textContent).toMatch(/Search could not be loaded\./);
    // Said to a screen reader too, not only shown.
    expect(screen.getByRole('status').textContent).toBe(
      'Search could not be loaded. Check your connection, then retry.',
    );
    client.module.loadSearch.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(client.module.loadSearch).toHaveBeenCalledTimes(1);
    // Back in the box, where the reader was: the button is gone once search loads.
    expect(document.activeElement).toBe(box);
  });

  it('says so when search fails to load after the reader has typed', async () => {
    client.state.status = 'loading';
    render(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    box.focus();
    fireEvent.input(box, { target: { value: 'apex' } });
    expect(screen.getByRole('status').textContent).toBe('');
    await act(async () => {
      client.state.status = 'error';
      client.notify();
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Search could not be loaded. Check your connection, then retry.',
    );
  });

  it('does not claim "no results" while only headings have been searched', async () => {
    client.state.stage = 'headings';
    client.state.results = [];
    render(<SearchBox />);
    await type('governor');
    expect(document.querySelector('.search__empty')?.textContent).toBe(
      'No heading matches “governor”; page text is still loading.',
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No heading matches “governor”; page text is still loading.'),
    );
  });
});
