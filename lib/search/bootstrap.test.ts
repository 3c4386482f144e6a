// @vitest-environment jsdom
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrap } from './bootstrap';
import { buildSearchFiles } from './build-index';
import { bucketOf, chunkFileName } from './chunks';
import { earlyInput, REACT_SEARCH_ATTRIBUTE } from './handoff';

const files = buildSearchFiles([
  { url: '/docs/soql/', title: 'SOQL editor', pageTitle: 'SOQL editor', subcategory: 'Explore', text: 'Queries.' },
]);

afterEach(() => {
  // A fresh map of pending requests per test (an earlier test's bootstrap keeps its own).
  delete (globalThis as { sfxSearchRequests?: unknown }).sfxSearchRequests;
  delete (globalThis as { sfxSearchEarly?: unknown }).sfxSearchEarly;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the inline search bootstrap', () => {
  it('on the first approach to the box, requests the entry, the module and each typed word’s chunks at once', async () => {
    document.body.innerHTML = '<div class="search"><input class="search__input"></div><p>elsewhere</p>';
    const input = document.querySelector('input')!;
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        requested.push(url);
        return new Promise<Response>(() => {});
      }),
    );
    // A module that never arrives: everything below is requested by the bootstrap alone.
    const config = {
      base: '/docs-site',
      doc: 'search-doc-1.json',
      index: 'search-index-1.json',
      stamp: files.stamp,
      engineUrl: path.resolve('lib/search/no-such-module.js'),
    };
    const stop = bootstrap(config);
    document.querySelector('p')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(requested).toEqual([]);
    input.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(requested).toEqual(['/docs-site/search/search-doc-1.json', '/docs-site/search/search-index-1.json']);
    input.value = 'soql';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const chunks = [`/docs-site/search/${chunkFileName(files.stamp, 'w', bucketOf('soq'))}`];
    expect(requested.slice(2)).toEqual(chunks);
    // A stop word alone is not requested; each file once.
    input.value = 'soql the';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(requested.slice(2)).toEqual(chunks);
    // Enter and Escape, noted with the text they were pressed on, for the list to honour.
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    input.value = 'soql editor';
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(earlyInput()).toEqual({ Enter: 'soql the', Escape: 'soql editor' });
    // A tap on the phone's search button, for React's box to answer when it runs; not once it has.
    const button = document.createElement('button');
    button.className = 'search__mobile-button';
    document.body.append(button);
    button.click();
    expect(earlyInput().searchButton).toBe(true);
    // The button shows it is waiting (React's box takes the mark away as it opens the drawer).
    expect(button.hasAttribute('data-pending')).toBe(true);
    // A press elsewhere, or Escape, calls the wait off; a press on the button does not.
    const press = (target: Element, type: string, init: KeyboardEventInit = {}) =>
      target.dispatchEvent(
        type === 'keydown' ? new KeyboardEvent(type, { bubbles: true, ...init }) : new Event(type, { bubbles: true }),
      );
    press(button, 'pointerdown');
    expect(earlyInput().searchButton).toBe(true);
    press(document.querySelector('p')!, 'pointerdown');
    expect(earlyInput().searchButton).toBeUndefined();
    expect(button.hasAttribute('data-pending')).toBe(false);
    button.click();
    press(document.body, 'keydown', { key: 'a' });
    expect(earlyInput().searchButton).toBe(true);
    press(document.body, 'keydown', { key: 'Escape' });
    expect(earlyInput().searchButton).toBeUndefined();
    expect(button.hasAttribute('data-pending')).toBe(false);
    // The keyboard: Enter on the button, then Tab on to another control.
    button.click();
    press(button, 'focusin');
    expect(earlyInput().searchButton).toBe(true);
    press(document.querySelector('p')!, 'focusin');
    expect(earlyInput().searchButton).toBeUndefined();
    button.click();
    button.removeAttribute('data-pending');
    earlyInput().searchButton = false;
    button.click();
    expect(earlyInput().searchButton).toBe(false);
    expect(button.hasAttribute('data-pending')).toBe(false);
    stop();
  });

  it('Ctrl/⌘+K focuses the navbar’s box until React’s box answers the shortcut; where it is hidden, notes it for the drawer', () => {
    document.body.innerHTML = '<div class="search search--navbar"><input class="search__input" value="old"></div>';
    const input = document.querySelector('input')!;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const stop = bootstrap({ base: '', doc: 'd.json', index: 'i.json', stamp: files.stamp, engineUrl: '/none.js' });
    const press = (init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // jsdom lays nothing out: the box counts as hidden, as below the drawer's breakpoint.
    expect(press({ key: 'k', ctrlKey: true })).toBe(true);
    expect(earlyInput().searchButton).toBe(true);
    expect(document.activeElement).not.toBe(input);
    // Shown, it takes the focus, its text selected for the new query.
    input.getClientRects = () => [new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList;
    expect(press({ key: 'K', metaKey: true })).toBe(true);
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 3]);
    input.blur();
    expect(press({ key: 'k', ctrlKey: true, shiftKey: true })).toBe(false);
    expect(press({ key: 'k' })).toBe(false);
    // React's box answers it from here.
    earlyInput().searchButton = false;
    expect(press({ key: 'k', ctrlKey: true })).toBe(false);
    expect(document.activeElement).not.toBe(input);
    stop();
  });

  it('requests nothing once React’s side loads search', () => {
    document.body.innerHTML = '<div class="search"><input class="search__input"></div>';
    document.documentElement.setAttribute(REACT_SEARCH_ATTRIBUTE, '');
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    const stop = bootstrap({ base: '', doc: 'd.json', index: 'i.json', stamp: files.stamp, engineUrl: '/nowhere.js' });
    const input = document.querySelector('input')!;
    input.dispatchEvent(new Event('focusin', { bubbles: true }));
    input.value = 'soql';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(fetchMock).not.toHaveBeenCalled();
    // It still notes the keys for the list React's side will hand the box.
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(earlyInput()).toEqual({ Enter: 'soql' });
    stop();
    document.documentElement.removeAttribute(REACT_SEARCH_ATTRIBUTE);
  });

  it('hands its requests to the search module whichever side loads the module first: none is made twice', async () => {
    document.body.innerHTML = '<div class="search"><input class="search__input"></div>';
    const requested: string[] = [];
    const body = (name: string) =>
      name.includes('search-doc') ? files.docFile : name.includes('search-index') ? files.indexFile : {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        // Earlier tests' bootstraps still listen, under their own base path.
        if (url.startsWith('/search/')) requested.push(url);
        return new Response(JSON.stringify(body(url)));
      }),
    );
    const config = { base: '', doc: 'search-doc-1.json', index: 'search-index-1.json', stamp: files.stamp };
    // The bootstrap's own import of the module has not run yet (here: never does).
    bootstrap({ ...config, engineUrl: path.resolve('lib/search/no-such-module.js') });
    document.querySelector('input')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(requested).toEqual(['/search/search-doc-1.json', '/search/search-index-1.json']);
    // React's side loads the module meanwhile and asks for the entry: it gets the bootstrap's.
    const search = await import('./standalone');
    await search.start(config);
    expect(requested).toEqual(['/search/search-doc-1.json', '/search/search-index-1.json']);
    search.stop();
  });
});
