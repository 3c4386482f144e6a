'use client';

import { type ComponentType, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { NARROW_QUERY } from '@/lib/breakpoints';
import {
  loadSearch,
  SEARCH_CONFIGURED,
  searchNeedsLoading,
  type SearchStatus,
  useSearchStatus,
} from '@/lib/search/client';
import { afterLoadWhenIdle } from '@/lib/idle';
import { loadOnce } from '@/lib/load-once';
import { openDrawer } from '@/lib/stores/drawer-store';
import {
  requestSearchFocus,
  type SearchPlacement,
  settleSearchFocusRequest,
  useSearchFocusRequest,
} from './search-focus';
import { SearchIcon } from './search-icon';
import type { PopupState, SearchController, SearchResultsProps } from './search-results';
import './search.css';

type Results = ComponentType<SearchResultsProps>;

// The results list (search-results.tsx) is only useful once the search files are in, so its code
// loads with them instead of with the page; every box on the page shares it. The store holds its
// loading state; the component itself is kept beside it, set before the state turns 'ready'.
type ResultsCodeStatus = 'idle' | 'loading' | 'ready' | 'error';
const useResultsCodeStore = create<{ status: ResultsCodeStatus }>(() => ({ status: 'idle' }));
let LoadedResults: Results | null = null;

const importResults = loadOnce(() => import('./search-results').then((module) => module.SearchResults));

/** Loads the results list once; after a failure the next call tries again. */
export function loadSearchResults(): Promise<Results> {
  if (LoadedResults) return Promise.resolve(LoadedResults);
  useResultsCodeStore.setState({ status: 'loading' });
  return importResults().then(
    (loaded) => {
      LoadedResults = loaded;
      useResultsCodeStore.setState({ status: 'ready' });
      return loaded;
    },
    (error: unknown) => {
      useResultsCodeStore.setState({ status: 'error' });
      throw error;
    },
  );
}

function warnLoadFailure(error: unknown): void {
  // A warning, not an error: search failing to load (offline, say) must not look like a crash.
  console.warn('Search could not be loaded.', error);
}

/**
 * Starts loading whatever search still lacks: the entry and engine (and the chunks of what is
 * typed in `input`), and the results list.
 */
function startLoading(files: SearchStatus, code: ResultsCodeStatus, input: HTMLInputElement | null): void {
  if (searchNeedsLoading(files)) loadSearch(() => input?.value ?? '').catch(warnLoadFailure);
  if (code === 'idle' || code === 'error') loadSearchResults().catch(warnLoadFailure);
}

let preloadScheduled = false;

/**
 * Starts loading search once the page has finished loading and the browser is idle, so that the
 * first query finds the entry and the engine in place and waits only for its own chunks. The entry
 * is a few KiB at any size of site (the chunks a query needs come with the query); hovering or
 * focusing the box starts it sooner. Scheduled once per page, whatever the number of boxes.
 */
function schedulePreload(): void {
  if (preloadScheduled || !SEARCH_CONFIGURED) return;
  preloadScheduled = true;
  afterLoadWhenIdle(() => {
    loadSearch().catch(warnLoadFailure);
    loadSearchResults().catch(warnLoadFailure);
  });
}

// The shortcut differs by platform (and is not shown on touch-only devices), which the server cannot know. As an external store with a
// server snapshot of null, the server HTML and the hydrating render agree ("Search"), and React
// re-renders with the platform's shortcut right after hydration.
const subscribeNothing = () => () => {};
const noShortcutOnServer = () => null;
function detectShortcut(): string | null {
  // A touch-only device (a phone, say) has no keyboard to press the shortcut with.
  if (window.matchMedia('(hover: none) and (pointer: coarse)').matches) return null;
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform || navigator.userAgent) ? '⌘+K' : 'Ctrl+K';
}

/** What the box says while empty, by loading state. */
function placeholderFor(status: SearchStatus, shortcut: string | null): string {
  switch (status) {
    case 'unavailable':
      return 'Search unavailable';
    case 'error':
      return 'Search failed to load';
    case 'loading':
      return 'Loading...';
    default:
      return shortcut ? `Search ${shortcut}` : 'Search';
  }
}

/** True below the width where the navbar hands its items to the drawer (matches the CSS). */
function isNarrow(): boolean {
  return window.matchMedia(NARROW_QUERY).matches;
}

const POPUP_CLOSED: PopupState = { expanded: false, activeId: undefined };

/**
 * The site search box. The navbar instance also owns the ⌘K / Ctrl+K shortcut and, below desktop
 * width, a button that opens the drawer on its own search box. Pages ship only this part: the
 * first focus, keystroke or hover (or idle time for a returning searcher) loads the search files,
 * the engine and the results list (search-results.tsx) together. The input is the same element
 * before and after: it stays enabled while search loads ("Loading..."), keeps everything typed,
 * and the results list queries the typed text as soon as it is in.
 */
export function SearchBox({ placement = 'navbar' }: { placement?: SearchPlacement }) {
  const files = useSearchStatus();
  const code = useResultsCodeStore((s) => s.status);
  const Results = code === 'ready' ? LoadedResults : null;
  const shortcut = useSyncExternalStore(subscribeNothing, detectShortcut, noShortcutOnServer);
  const [query, setQueryState] = useState('');
  // What the results list reports for the input's ARIA attributes, and its handlers for the input.
  const [popup, setPopup] = useState<PopupState>(POPUP_CLOSED);
  const controller = useRef<SearchController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const listboxId = `${id}-results`;

  // The input is uncontrolled: what is in it is the reader's, and `query` follows it. A controlled
  // input loses keystrokes around hydration: React can hand a key typed while the page is still
  // hydrating to onChange, then put the input back to the value it last rendered ("") before that
  // update is applied, once per key (seen with webpack's build: "OpenAI key" typed at full speed
  // arrived as "AI key"). Code that changes the query (a chosen result, Escape) sets both.
  const setQuery = useCallback((next: string) => {
    const input = inputRef.current;
    if (input && input.value !== next) input.value = next;
    setQueryState(next);
  }, []);

  // One status for the box: the files decide, except that it is not ready without the results list.
  const status: SearchStatus = files === 'ready' && !Results ? (code === 'error' ? 'error' : 'loading') : files;
  const load = () => {
    if (searchNeedsLoading(status)) startLoading(files, code, inputRef.current);
  };

  const focusInput = useCallback(() => {
    // The drawer focuses its own close button when it opens; try over a few frames so this
    // request lands after that, and after the drawer stops being hidden.
    let tries = 0;
    const attempt = () => {
      const input = inputRef.current;
      if (!input) return;
      input.focus();
      if (document.activeElement !== input && tries++ < 10) requestAnimationFrame(attempt);
      else input.select();
    };
    requestAnimationFrame(attempt);
  }, []);

  // Focus requests from the shortcut and the mobile search button; one made before this box was
  // on the page (the drawer's code loads on first open) waits in the store until it is.
  const focusRequest = useSearchFocusRequest(placement);
  useEffect(() => {
    if (focusRequest === null) return;
    settleSearchFocusRequest(focusRequest);
    focusInput();
  }, [focusRequest, focusInput]);

  // Text typed before React took over the server-rendered input is kept, and searched for.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (!typed) return;
    setQueryState(typed);
    startLoading(files, code, inputRef.current);
    // Once, on mount: later keystrokes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The navbar instance owns the page-wide shortcut and schedules the idle preload.
  useEffect(() => {
    if (placement !== 'navbar') return;
    schedulePreload();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey)
        return;
      event.preventDefault();
      if (isNarrow()) {
        openDrawer();
        requestSearchFocus('drawer');
      } else {
        requestSearchFocus('navbar');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [placement]);

  return (
    <>
      {placement === 'navbar' && (
        <button
          type="button"
          className="icon-button search__mobile-button"
          aria-label="Open search"
          aria-haspopup="dialog"
          onClick={() => {
            openDrawer();
            requestSearchFocus('drawer');
          }}
        >
          <SearchIcon />
        </button>
      )}
      <div
        className={`search search--${placement}`}
        onPointerEnter={load}
        onBlur={(event) => controller.current?.onBlur(event)}
      >
        <div className="search__field">
          <SearchIcon />
          {/* `type="text"`, not `search`: ARIA in HTML allows the combobox role on a text input only (the Nu
              checker rejects it on a search input); `inputMode` and `enterKeyHint` keep the phone's search
              keyboard. The browser's own corrections are off: they would fight the results. */}
          <input
            ref={inputRef}
            className="search__input"
            type="text"
            inputMode="search"
            enterKeyHint="search"
            aria-label="Search"
            aria-autocomplete="list"
            aria-keyshortcuts={placement === 'navbar' ? 'Control+K Meta+K' : undefined}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            role="combobox"
            aria-expanded={popup.expanded}
            aria-controls={listboxId}
            aria-activedescendant={popup.activeId}
            aria-describedby={status === 'unavailable' || status === 'error' ? hintId : undefined}
            aria-busy={status === 'loading' || undefined}
            placeholder={placeholderFor(status, shortcut)}
            disabled={status === 'unavailable'}
            defaultValue=""
            onChange={(event) => {
              setQueryState(event.target.value);
              controller.current?.onQueryChange(event.target.value);
              load();
            }}
            onKeyDown={(event) => controller.current?.onKeyDown(event)}
            onFocus={() => {
              controller.current?.onFocus();
              load();
            }}
          />
        </div>
        {Results && status === 'ready' ? (
          <Results
            placement={placement}
            query={query}
            setQuery={setQuery}
            inputRef={inputRef}
            listboxId={listboxId}
            controllerRef={controller}
            onPopupChange={setPopup}
          />
        ) : (
          // The list the combobox controls; results appear in it once search has loaded.
          <div className="search__popup" hidden={!(status === 'error' && query.trim())}>
            <div id={listboxId} role="listbox" aria-label="Search results" className="search__results" />
            {status === 'error' && (
              <p className="search__empty">
                Search could not be loaded.{' '}
                <button
                  type="button"
                  className="search__retry"
                  onClick={() => startLoading(files, code, inputRef.current)}
                >
                  Retry
                </button>
              </p>
            )}
          </div>
        )}
        {(status === 'unavailable' || status === 'error') && (
          <span id={hintId} className="visually-hidden">
            {status === 'unavailable'
              ? 'Search is not available: this build of the site has no search index.'
              : 'Search could not be loaded. Check your connection, then retry.'}
          </span>
        )}
      </div>
    </>
  );
}
