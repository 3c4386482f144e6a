// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSearchFiles } from './build-index';
import { bucketOf, chunkFileName } from './chunks';
import { earlyInput, REACT_SEARCH_ATTRIBUTE } from './handoff';
import type { SearchRecord } from './types';
import { FULL_RESULTS_MARK, RESULTS_MARK, SAY_AFTER_MS } from './list';

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
  page('/docs/perm/', 'Permission set', 'Assign a permission set to a user.'),
  page('/docs/prefs/', 'Settings', 'Open the settings from the menu.'),
];
const files = buildSearchFiles(records);
const config = { base: '', doc: 'search-doc-1.json', index: 'search-index-1.json', stamp: files.stamp };

/** The module, fresh, with `fetch` answering chunks at once and the entry when the test says. */
async function setup(searchFiles = files) {
  vi.resetModules();
  document.body.innerHTML = '<div class="search"><input class="search__input" type="text"></div><a href="/x/">x</a>';
  const input = document.querySelector('input')!;
  let releaseEntry!: () => void;
  const entry = new Promise<void>((resolve) => (releaseEntry = resolve));
  const requested: string[] = [];
  // Offline: the chunks fail as fetch fails (what the service worker has not kept).
  const network: { down: boolean | 'all'; held?: Promise<void> } = { down: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const name = url.slice(url.lastIndexOf('/') + 1);
      requested.push(name);
      if (network.down === 'all' || (network.down && name !== config.doc && name !== config.index))
        throw new TypeError('Failed to fetch');
      if (network.held && name.includes('-w')) await network.held;
      if (name === config.doc || name === config.index) {
        await entry;
        return new Response(JSON.stringify(name === config.doc ? searchFiles.docFile : searchFiles.indexFile));
      }
      return new Response(searchFiles.chunks.get(name) ?? '', { status: searchFiles.chunks.has(name) ? 200 : 404 });
    }),
  );
  const search = await import('./standalone');
  // Each test's fresh module listens on the one document: the previous test's stops.
  stopPrevious = () => search.stop();
  const type = (text: string) => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const key = (target: Element, name: string) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  return { search, input, requested, releaseEntry, type, key, network };
}

let stopPrevious = () => {};

/** The module started, with React's list for the box attached and its router a mock. */
async function attached() {
  const test = await setup();
  test.releaseEntry();
  test.search.start(config, test.input);
  document.documentElement.setAttribute(REACT_SEARCH_ATTRIBUTE, '');
  const host = reactHost(test.input);
  const navigate = vi.fn();
  test.search.attach(test.input, { ...host, navigate });
  return { ...test, host, navigate };
}

/** What React renders for a box, empty, beside its input: the popup, its listbox, the live region. */
function reactHost(input: HTMLInputElement) {
  const popup = Object.assign(document.createElement('div'), { className: 'search__popup', hidden: true });
  const listbox = Object.assign(document.createElement('div'), { id: 'r-results' });
  listbox.setAttribute('role', 'listbox');
  const status = document.createElement('span');
  popup.append(listbox);
  input.closest('.search')!.append(popup, status);
  return { popup, listbox, status };
}

const links = () => [...document.querySelectorAll<HTMLAnchorElement>('body > .search__popup [role="option"]')];
const popup = () => document.querySelector<HTMLElement>('body > .search__popup')!;

beforeEach(() => performance.clearMarks());
afterEach(() => {
  // A fresh map of pending requests per test (an earlier test's bootstrap keeps its own).
  delete (globalThis as { sfxSearchRequests?: unknown }).sfxSearchRequests;
  delete (globalThis as { sfxSearchEarly?: unknown }).sfxSearchEarly;
  stopPrevious();
  document.documentElement.removeAttribute(REACT_SEARCH_ATTRIBUTE);
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('search before hydration (the search module)', () => {
  it('asks for the typed word’s chunks with the entry, not after it, and lists results under the box', async () => {
    const { search, input, requested, releaseEntry } = await setup();
    input.value = 'history';
    input.focus(); // The reader is still in the box.
    search.start(config, input);
    // The word's chunk goes out while the entry is still on its way.
    const chunks = [chunkFileName(files.stamp, 'w', bucketOf('his'))];
    await vi.waitFor(() => expect(requested).toEqual(expect.arrayContaining([config.doc, config.index, ...chunks])));
    expect(links()).toEqual([]);
    // Nothing to show yet: no empty popup in the page.
    expect(popup().hidden).toBe(true);
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
    await vi.waitFor(() =>
      expect(document.querySelector('[role="status"]')?.textContent).toMatch(/^\d+ results? for “history”$/),
    );
  });

  it('answers what was typed before it started, but opens no list under a box the reader has left', async () => {
    const { search, input, releaseEntry } = await setup();
    input.value = 'history';
    releaseEntry();
    search.start(config, input);
    await new Promise((resolve) => setTimeout(resolve, 100)); // The entry and chunks answer at once.
    expect(popup().hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // Back in the box, the answer is there.
    input.focus();
    expect(popup().hidden).toBe(false);
    expect(links().length).toBeGreaterThan(0);
  });

  it('honours an Enter or an Escape pressed in the box before it started, for the text they were pressed on', async () => {
    const { search, input, releaseEntry } = await setup();
    const opened: string[] = [];
    document.addEventListener('click', (event) => {
      opened.push((event.target as HTMLAnchorElement).getAttribute('href') ?? '');
      event.preventDefault();
    });
    input.value = 'history';
    input.focus();
    Object.assign(earlyInput(), { Enter: 'history', Escape: 'soql' });
    releaseEntry();
    search.start(config, input);
    await vi.waitFor(() => expect(opened).toEqual(['/docs/soql/?highlight=history#history']));
  });

  it('hands an Enter pressed before React’s list took the box to that list', async () => {
    const { search, input, releaseEntry } = await setup();
    releaseEntry();
    document.documentElement.setAttribute(REACT_SEARCH_ATTRIBUTE, '');
    search.start(config);
    input.value = 'history';
    input.focus();
    earlyInput().Enter = 'history';
    const navigate = vi.fn();
    search.attach(input, { ...reactHost(input), navigate });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/docs/soql/?highlight=history#history'));
    // Read once: the list hears the box's keys itself from then on.
    expect(earlyInput()).toEqual({});
  });

  it('a word and an Enter typed after the bootstrap handed over, before React’s list took the box: asked for, and not dropped', async () => {
    const { search, input, requested, releaseEntry, type, key } = await setup();
    input.focus();
    search.start(config, input); // The bootstrap imported the module on the first approach: box empty.
    document.documentElement.setAttribute(REACT_SEARCH_ATTRIBUTE, ''); // React's loadSearch has begun.
    type('history');
    // The word's chunk is asked for at once, not once React's list takes the box.
    expect(requested).toContain(chunkFileName(files.stamp, 'w', bucketOf('his')));
    releaseEntry();
    key(input, 'Enter'); // Neither the bootstrap (gone) nor the list (no box yet) hears it.
    const navigate = vi.fn();
    search.attach(input, { ...reactHost(input), navigate });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/docs/soql/?highlight=history#history'));
  });

  it('adds more results below the first once their text is in, the focus back in the box on the first new one', async () => {
    // 12 matches: the first 8 in the first record chunk, the other 4 in the next.
    const pages = Array.from({ length: 12 }, (_, i) => page(`/docs/q${i}/`, `Query ${i}`, `Queries, part ${i}.`));
    const many = buildSearchFiles(pages);
    const { search, input, releaseEntry, type, key, network } = await setup(many);
    releaseEntry();
    input.focus();
    search.start({ ...config, stamp: many.stamp }, input);
    type('query');
    await vi.waitFor(() => expect(performance.getEntriesByName(FULL_RESULTS_MARK)).toHaveLength(1));
    const firstEight = links().map((link) => link.href);
    expect(firstEight).toHaveLength(8);
    // Said, not only shown: more than these match.
    await vi.waitFor(() =>
      expect(document.querySelector('[role="status"]')?.textContent).toBe('8 results for “query”, more available'),
    );
    const more = () => popup().querySelector<HTMLButtonElement>('button.search__more');
    // The list written again (the pointer leaving it, after moving over it) keeps the focused button.
    more()!.focus();
    popup().dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    const written = vi.fn();
    new MutationObserver(written).observe(popup(), { attributes: true, subtree: true });
    popup().dispatchEvent(new MouseEvent('mouseleave'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toHaveBeenCalled();
    expect(document.activeElement).toBe(more());
    // Offline: the list stays as it was (no heading-only rows merged in), and the button says so.
    network.down = true;
    more()!.focus();
    more()!.click();
    await vi.waitFor(() => expect(more()?.textContent).toBe('More results could not be loaded: retry'));
    expect(links().map((link) => link.href)).toEqual(firstEight);
    expect(document.activeElement).toBe(input);
    await vi.waitFor(() =>
      expect(document.querySelector('[role="status"]')?.textContent).toBe(
        '8 results for “query”. More results could not be loaded.',
      ),
    );
    // Offline, the button does not offer a retry that cannot work; back online, it offers more results again.
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(more()?.textContent).toBe('More results need a connection');
    more()!.click();
    await vi.waitFor(() => expect(more()?.textContent).toBe('More results need a connection'));
    await vi.waitFor(() =>
      expect(document.querySelector('[role="status"]')?.textContent).toBe(
        '8 results for “query”. You are offline: more results could not be loaded.',
      ),
    );
    online.mockRestore();
    network.down = false;
    window.dispatchEvent(new Event('online'));
    expect(more()?.textContent).toBe('More results');
    more()!.click();
    // On their way: the button says so, and Enter waits (the first new result is not known yet).
    expect(more()?.textContent).toBe('Loading more results…');
    const clicks = vi.fn();
    document.body.addEventListener('click', clicks);
    key(input, 'Enter');
    expect(clicks).not.toHaveBeenCalled();
    document.body.removeEventListener('click', clicks);
    await vi.waitFor(() => expect(links()).toHaveLength(12));
    expect(
      links()
        .slice(0, 8)
        .map((link) => link.href),
    ).toEqual(firstEight);
    expect(links().every((link) => link.querySelector('.search__result-snippet'))).toBe(true);
    expect(input.getAttribute('aria-activedescendant')).toBe(links()[8].id);
    await vi.waitFor(() =>
      expect(document.querySelector('[role="status"]')?.textContent).toBe('12 results for “query”'),
    );
    expect(more()).toBeNull();
    // A second click on the button, landing on the first new result right after, opens nothing.
    let prevented: boolean | undefined;
    document.body.addEventListener('click', (event) => (prevented = event.defaultPrevented), { once: true });
    links()[8].dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    expect(prevented).toBe(true);
    expect(links()).toHaveLength(12);
    // What is typed next starts from the first results again.
    type('query ');
    await vi.waitFor(() => expect(links()).toHaveLength(8));
    // Escape on the button closes the list, as in the box, and goes back to the box.
    more()!.focus();
    key(more()!, 'Escape');
    expect(popup().hidden).toBe(true);
    expect(document.activeElement).toBe(input);
  });

  it('keeps the list closed for text the reader pressed Escape on before it started', async () => {
    const { search, input, releaseEntry } = await setup();
    input.value = 'history';
    input.focus();
    earlyInput().Escape = 'history';
    releaseEntry();
    search.start(config, input);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(popup().hidden).toBe(true);
  });

  it('answers each keystroke; the arrow keys move through the options, the focus staying in the box', async () => {
    const { search, input, releaseEntry, type, key } = await setup();
    releaseEntry();
    search.start(config, input);
    type('soql');
    await vi.waitFor(() => expect(links().length).toBeGreaterThan(0));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(popup().querySelector('[role="listbox"]')!.id);
    input.focus();
    key(input, 'ArrowDown');
    expect(links()[0].getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(links()[0].id);
    expect(document.activeElement).toBe(input);
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(links().at(-1)!.id);
    key(input, 'Escape');
    expect(popup().hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('soql');
    // The query's later stages do not reopen a list the reader closed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(popup().hidden).toBe(true);
  });

  it('ends the last word at a trailing space: it then matches whole words only', async () => {
    const { search, input, releaseEntry, type } = await setup();
    releaseEntry();
    search.start(config, input);
    const titles = () => links().map((link) => link.querySelector('.search__result-title')?.textContent);
    type('set');
    await vi.waitFor(() => expect(titles()).toEqual(expect.arrayContaining(['Permission set', 'Settings'])));
    type('set ');
    await vi.waitFor(() => expect(titles()).toEqual(['Permission set']));
    // The reader's query, as the list says it, has no trailing space.
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe('1 result for “set”'));
  });

  it('sets the label that says where the words matched apart from the snippet’s text', async () => {
    const { search, input, releaseEntry, type } = await setup();
    releaseEntry();
    search.start(config, input);
    type('editor');
    await vi.waitFor(() => expect(performance.getEntriesByName(FULL_RESULTS_MARK)).toHaveLength(1));
    // A section found by its page's title: the line says so, the label in an element of its own.
    const snippet = links()
      .find((link) => link.getAttribute('href')?.endsWith('#history'))
      ?.querySelector('.search__result-snippet');
    expect(snippet?.querySelector('.search__why')?.textContent).toBe('Page: ');
    expect(snippet?.textContent).toMatch(/^Page: SOQL editor — Every query/);
    expect(snippet?.querySelector('mark')?.textContent).toBe('editor');
  });

  it('offline, says a word not searched before waits for the connection, and answers once it is back', async () => {
    const { search, input, releaseEntry, type, network } = await setup();
    releaseEntry();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    network.down = true;
    search.start(config, input);
    type('history');
    const message = () => popup().querySelector('p')?.textContent;
    await vi.waitFor(() =>
      expect(message()).toMatch(/You are offline, and what “history” needs is not saved on this device/),
    );
    expect(popup().querySelector('button')).toBeNull(); // No Retry that cannot work: it comes back by itself.
    expect(warn).not.toHaveBeenCalled(); // Expected offline: no console noise.
    online.mockReturnValue(true);
    network.down = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(links()[0]?.getAttribute('href')).toBe('/docs/soql/?highlight=history#history'));
    expect(message()).toBeUndefined();
    online.mockRestore();
    warn.mockRestore();
  });

  it('offline before the entry was ever saved, says so under the box, and answers once back online', async () => {
    const { search, input, releaseEntry, type, network } = await setup();
    releaseEntry();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    network.down = 'all';
    search.start(config, input);
    type('history');
    await vi.waitFor(() =>
      expect(popup().querySelector('p')?.textContent).toMatch(/You are offline, and what “history” needs/),
    );
    online.mockReturnValue(true);
    network.down = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(links()[0]?.getAttribute('href')).toBe('/docs/soql/?highlight=history#history'));
    online.mockRestore();
  });

  it('keeps the option nodes a keystroke leaves in place, rewriting only what changed', async () => {
    const { search, input, releaseEntry, type } = await setup();
    releaseEntry();
    search.start(config, input);
    type('histor');
    await vi.waitFor(() => expect(document.querySelector('.search__result-snippet')).not.toBeNull());
    const [option] = links();
    const path = option.querySelector('.search__result-path');
    type('history panel');
    await vi.waitFor(() =>
      expect([...option.querySelectorAll('.search__result-snippet mark')].map((m) => m.textContent)).toEqual([
        'history',
        'panel',
      ]),
    );
    // The same nodes, laid out again only where their text changed.
    expect(links()[0]).toBe(option);
    expect(option.querySelector('.search__result-path')).toBe(path);
    expect(option.getAttribute('href')).toContain('panel');
  });

  it('hands the list to the box React renders: the results move there and open by client navigation', async () => {
    const { search, input, releaseEntry, type, key } = await setup();
    releaseEntry();
    search.start(config, input);
    type('history');
    await vi.waitFor(() => expect(links().length).toBeGreaterThan(0));
    const shown = links().map((link) => link.href);
    input.focus();
    key(input, 'ArrowDown');

    // React's side starts, then renders the box's (empty) list and hands it over.
    document.documentElement.setAttribute(REACT_SEARCH_ATTRIBUTE, '');
    const host = reactHost(input);
    const navigate = vi.fn();
    const detach = search.attach(input, { ...host, navigate });
    expect(document.querySelector('body > .search__popup')).toBeNull();
    const options = [...host.listbox.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
    expect(options.map((option) => option.href)).toEqual(shown);
    expect(input.getAttribute('aria-controls')).toBe('r-results');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
    await vi.waitFor(() => expect(host.status.textContent).toMatch(/^\d+ results? for “history”$/));

    key(input, 'Enter');
    expect(navigate).toHaveBeenCalledWith('/docs/soql/?highlight=history#history');
    expect(input.value).toBe('');
    expect(host.popup.hidden).toBe(true);

    // Later keystrokes answer in React's list; another box, not attached, is left alone.
    type('soql');
    await vi.waitFor(() => expect(host.listbox.querySelectorAll('[role="option"]').length).toBeGreaterThan(0));
    expect(document.querySelector('body > .search__popup')).toBeNull();
    detach();
    type('history');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('body > .search__popup')).toBeNull();
  });

  it('Enter pressed while the list still shows the last query opens the first result of what is typed', async () => {
    const { input, type, key, host, navigate } = await attached();
    const settled = async (text: string) => {
      type(text);
      await vi.waitFor(() => expect(host.status.textContent).toMatch(new RegExp(`^\\d+ results? for “${text}”$`)));
    };
    await settled('settings');
    // The list shows the results for "settings" when the reader types on and presses Enter.
    type('history');
    key(input, 'Enter');
    expect(navigate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/docs/soql/?highlight=history#history'));
    expect(navigate).toHaveBeenCalledTimes(1);

    // A key typed after Enter, or the list closed, takes the Enter back.
    await settled('settings');
    type('permission');
    key(input, 'Enter');
    await settled('permission set');
    await settled('settings');
    type('history');
    key(input, 'Enter');
    key(input, 'Escape');
    // Closed before the answer came in: the answer does not open it again, nor a result.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.popup.hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(navigate).toHaveBeenCalledTimes(1);
    // The next key opens it.
    type('history ');
    await vi.waitFor(() => expect(host.status.textContent).toMatch(/for “history”$/));
    expect(host.popup.hidden).toBe(false);
    // The arrow keys do not move through an earlier query's results: Enter still waits for these.
    type('settings');
    key(input, 'ArrowDown');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    key(input, 'Enter');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
    expect(navigate).toHaveBeenLastCalledWith('/docs/prefs/?highlight=settings');
    // Once they are in, an option the reader moves to opens at once.
    await settled('history');
    key(input, 'ArrowDown');
    key(input, 'Enter');
    expect(navigate).toHaveBeenCalledTimes(3);
    expect(navigate).toHaveBeenLastCalledWith('/docs/soql/?highlight=history#history');
  });

  it('reads out the list once it has settled, not each keystroke’s list on the way', async () => {
    const { type, host } = await attached();
    const said: string[] = [];
    new MutationObserver(() => said.push(host.status.textContent ?? '')).observe(host.status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    for (const text of ['p', 'pe', 'per', 'perm', 'permi']) {
      type(text);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    await vi.waitFor(() => expect(said).toEqual(['1 result for “permi”']));
    await new Promise((resolve) => setTimeout(resolve, SAY_AFTER_MS + 100));
    expect(said).toEqual(['1 result for “permi”']);
  });

  it('does not read out a list the reader has typed past while the new words load', async () => {
    const { type, host, network } = await attached();
    type('history');
    await vi.waitFor(() => expect(host.listbox.children.length).toBeGreaterThan(0));
    let release = () => {};
    network.held = new Promise<void>((resolve) => (release = resolve));
    type('history panel');
    await new Promise((resolve) => setTimeout(resolve, SAY_AFTER_MS + 200));
    expect(host.status.textContent).toBe('');
    release();
    await vi.waitFor(() => expect(host.status.textContent).toMatch(/ for “history panel”$/));
  });

  it('Enter held for a word only in the page text waits for it, past "no heading matches"', async () => {
    const { input, type, key, host, navigate } = await attached();
    const shown: string[] = [];
    new MutationObserver(() => shown.push(host.popup.textContent ?? '')).observe(host.popup, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    type('panel');
    key(input, 'Enter');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/docs/soql/?highlight=panel#history'));
    // The headings alone had nothing for it.
    expect(shown).toContain('No heading matches “panel”; page text is still loading.');
  });

  it('once React has the box, the list in <body> no longer answers, even for an answer still under way', async () => {
    const { search, input, releaseEntry, type, key } = await setup();
    releaseEntry();
    search.start(config, input);
    input.focus();
    type('histor');
    type('history'); // Its answer is still waiting for the engine.
    document.documentElement.setAttribute(REACT_SEARCH_ATTRIBUTE, '');
    const host = reactHost(input);
    const { listbox } = host;
    search.attach(input, { ...host, navigate: vi.fn() });
    await vi.waitFor(() => expect(listbox.children.length).toBeGreaterThan(0), { interval: 2 });
    input.focus();
    key(input, 'ArrowDown');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(input.getAttribute('aria-activedescendant')).toBe(listbox.children[0].id);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });
});
