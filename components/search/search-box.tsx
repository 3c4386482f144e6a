'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { NARROW_QUERY } from '@/lib/breakpoints';
import {
  attachSearchList,
  loadSearch,
  SEARCH_CONFIGURED,
  searchNeedsLoading,
  type SearchStatus,
  useSearchStatus,
} from '@/lib/search/client';
import { afterLoadWhenIdle } from '@/lib/idle';
import { closeDrawer, openDrawer } from '@/lib/stores/drawer-store';
import {
  requestSearchFocus,
  type SearchPlacement,
  settleSearchFocusRequest,
  useSearchFocusRequest,
} from './search-focus';
import { SearchIcon } from './search-icon';
import './search.css';

function warnLoadFailure(error: unknown): void {
  // A warning, not an error: search failing to load (offline, say) must not look like a crash.
  console.warn('Search could not be loaded.', error);
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
  afterLoadWhenIdle(() => loadSearch().catch(warnLoadFailure));
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
  const said = { unavailable: 'Search unavailable', error: 'Search failed to load', loading: 'Loading...' };
  return status in said ? said[status as keyof typeof said] : shortcut ? `Search ${shortcut}` : 'Search';
}

/** True below the width where the navbar hands its items to the drawer (matches the CSS). */
function isNarrow(): boolean {
  return window.matchMedia(NARROW_QUERY).matches;
}

/**
 * The site search box. The navbar instance also owns the ⌘K / Ctrl+K shortcut and, below desktop
 * width, a button that opens the drawer on its own search box. Pages ship only this part: the
 * first focus, keystroke or hover (or idle time for a returning searcher) loads the search module
 * with the entry and the engine. The module lists the results (lib/search/list.ts): this box
 * renders the list's elements empty and hands them over once search is ready. The input is the
 * same element throughout: it stays enabled while search loads ("Loading..."), keeps everything
 * typed, and the list answers what it holds as soon as search is in.
 */
export function SearchBox({ placement = 'navbar' }: { placement?: SearchPlacement }) {
  const status = useSearchStatus();
  const shortcut = useSyncExternalStore(subscribeNothing, detectShortcut, noShortcutOnServer);
  const router = useRouter();
  // Whether the box holds text: the input is uncontrolled (what is in it is the reader's; a
  // controlled input loses keys typed while the page hydrates), so this only follows it.
  const [hasText, setHasText] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const liveRef = useRef<HTMLSpanElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const listboxId = `${id}-results`;

  const load = () => {
    if (searchNeedsLoading(status)) loadSearch(() => inputRef.current?.value ?? '').catch(warnLoadFailure);
  };

  // Once search is ready, the module fills this box's list (empty as far as React knows).
  useEffect(() => {
    const [input, popup, listbox, live] = [inputRef.current, popupRef.current, listboxRef.current, liveRef.current];
    if (status !== 'ready' || !input || !popup || !listbox || !live) return;
    return attachSearchList(input, {
      popup,
      listbox,
      status: live,
      navigate: (href) => router.push(href),
      // The drawer closes itself on a new path; a result on the current page keeps the path.
      left: placement === 'drawer' ? closeDrawer : undefined,
    });
  }, [status, router, placement]);

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
    if (!inputRef.current?.value) return;
    setHasText(true);
    load();
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
        // At once, in the key's own event: keys typed right after the shortcut land in the box.
        inputRef.current?.focus();
        inputRef.current?.select();
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
      <div className={`search search--${placement}`} onPointerEnter={load}>
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
            // The list (lib/search/list.ts) keeps these and aria-activedescendant up to date.
            aria-expanded={false}
            aria-controls={listboxId}
            aria-describedby={status === 'unavailable' || status === 'error' ? hintId : undefined}
            aria-busy={status === 'loading' || undefined}
            placeholder={placeholderFor(status, shortcut)}
            disabled={status === 'unavailable'}
            defaultValue=""
            onChange={(event) => {
              setHasText(event.target.value.trim() !== '');
              load();
            }}
            onFocus={load}
          />
        </div>
        {/* The search module fills these (lib/search/list.ts); to React they stay empty. */}
        <div ref={popupRef} className="search__popup" hidden tabIndex={-1}>
          <div ref={listboxRef} id={listboxId} role="listbox" aria-label="Search results" className="search__results" />
        </div>
        <span ref={liveRef} className="visually-hidden" role="status" aria-live="polite" />
        {status === 'error' && hasText && (
          <div className="search__popup">
            <p className="search__empty">
              Search could not be loaded.{' '}
              <button type="button" className="search__retry" onClick={load}>
                Retry
              </button>
            </p>
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
