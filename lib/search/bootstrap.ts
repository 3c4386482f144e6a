/**
 * The search bootstrap: an inline script of every page that starts search before React hydrates.
 * The prebuild compiles this file with esbuild into a small script with this build's file names
 * (scripts/build-search-index.ts), and the root layout writes it into every page's `<head>`
 * (through config.ts); the postbuild lists its hash in the page's script policy like every inline
 * script's.
 *
 * On the reader's first approach to a search box (the pointer over it, a press, the focus, a key)
 * it requests the entry and imports the search module (standalone.ts); each keystroke until the
 * module runs requests the chunks of the typed words, whose names follow from the words
 * (chunks.ts). The module takes the requests over and shows results below the box until React's
 * list takes over. Once React's side has started loading search itself, the bootstrap requests
 * nothing more. Until the code that answers them runs, an Enter or Escape pressed in a box, and a
 * tap on the phone's search button (until Escape, or a press or the focus elsewhere), are noted for it
 * (handoff.ts); Ctrl/⌘+K focuses the box.
 * On a slow connection React hydrates seconds after the box takes typing: without this, nothing
 * could be searched, or even requested, until then.
 */
import { typedChunks } from './chunks';
import type * as Standalone from './standalone';
import type { SearchConfig } from './standalone';
import { earlyInput, REACT_SEARCH_ATTRIBUTE, requestEarly } from './handoff';
import { MOVED_ON_EVENTS, movedOn } from '../moved-on';

/** What the bootstrap is built with: the module's config and the module's URL. */
export interface BootstrapConfig extends SearchConfig {
  engineUrl: string;
}

declare const SEARCH_BOOTSTRAP_CONFIG: BootstrapConfig;

/**
 * Events that start search, listened to on the document (capture), before any bundle runs; and
 * the click of the phone's search button, noted for React's box.
 */
export const BOOTSTRAP_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'click'] as const;

/** Runs the bootstrap (the compiled script calls it once, at once); returns what stops it, for tests. */
export function bootstrap(config: BootstrapConfig): () => void {
  const request = (name: string) => requestEarly(config.base, name);
  let started = false;
  // The drawer's box asked for before React's box can open the drawer (it reads this once it can):
  // the search button shows it is waiting.
  const noteDrawer = () => {
    if (earlyInput().searchButton !== undefined) return;
    earlyInput().searchButton = true;
    document.querySelector('.search__mobile-button')?.setAttribute('data-pending', '');
  };
  const listen = (on: boolean) =>
    BOOTSTRAP_EVENTS.forEach((name) =>
      on ? document.addEventListener(name, onEvent, true) : document.removeEventListener(name, onEvent, true),
    );
  function onEvent(event: Event): void {
    const target = event.target as Element | null;
    // Until React's box has read it (it then leaves `false`: it answers taps itself).
    if (event.type === 'click' && target?.closest?.('.search__mobile-button')) noteDrawer();
    const box = target?.closest?.('.search');
    const input = box?.querySelector('input');
    if (!input) return;
    const { key } = event as KeyboardEvent;
    if (event.type === 'keydown' && (key === 'Enter' || key === 'Escape')) earlyInput()[key] = input.value;
    // React's side loads search: nothing to start or request here, but the keys above are still
    // noted, for its list to read when it takes the box.
    if (!started && document.documentElement.hasAttribute(REACT_SEARCH_ATTRIBUTE)) return;
    if (!started) {
      started = true;
      // The module first: the largest of these files, it takes the first connection that frees.
      import(/* webpackIgnore: true */ config.engineUrl).then(
        (search: typeof Standalone) => {
          listen(false);
          search.start(config, input);
        },
        () => (started = false),
      );
      request(config.doc);
      request(config.index);
    }
    typedChunks(input.value, config.stamp).forEach(request);
  }
  // Ctrl/⌘+K before React's box answers it (it then leaves `searchButton` false), or the browser
  // takes it for its own search: the navbar's box where it shows, else the drawer's once it can open.
  const onShortcut = (event: KeyboardEvent) => {
    if (earlyInput().searchButton === false) return;
    if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return;
    event.preventDefault();
    const input = document.querySelector<HTMLInputElement>('.search--navbar input');
    if (!input?.getClientRects().length) return noteDrawer();
    input.focus({ preventScroll: true });
    input.select();
  };
  // A wait for the drawer is called off by Escape, or a press or the focus elsewhere: the reader
  // has moved on, and the drawer must not open over what they turned to. A later tap waits again.
  const onCancel = (event: Event) => {
    if (earlyInput().searchButton !== true || !movedOn(event, '.search__mobile-button')) return;
    delete earlyInput().searchButton;
    document.querySelector('.search__mobile-button')?.removeAttribute('data-pending');
  };
  listen(true);
  document.addEventListener('keydown', onShortcut, true);
  MOVED_ON_EVENTS.forEach((name) => document.addEventListener(name, onCancel, true));
  return () => {
    listen(false);
    document.removeEventListener('keydown', onShortcut, true);
    MOVED_ON_EVENTS.forEach((name) => document.removeEventListener(name, onCancel, true));
  };
}

if (typeof SEARCH_BOOTSTRAP_CONFIG !== 'undefined') bootstrap(SEARCH_BOOTSTRAP_CONFIG);
