'use client';

import { type ComponentType, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { NARROW_QUERY } from '@/lib/breakpoints';
import {
  getSearchStatus,
  getServerSearchStatus,
  hasUsedSearch,
  loadSearch,
  SEARCH_CONFIGURED,
  type SearchStatus,
  subscribeSearchStatus,
} from '@/lib/search/client';
import { afterLoadWhenIdle } from '@/lib/idle';
import { loadOnce } from '@/lib/load-once';
import { openDrawer } from '@/lib/stores/drawer-store';
import type { SearchComboboxProps } from './search-combobox';
import {
  onSearchFocusRequest,
  requestSearchFocus,
  type SearchPlacement,
  setPendingFocus,
  takePendingFocus,
} from './search-focus';
import { SearchIcon } from './search-icon';
import { searchInputProps } from './search-input';
import './search.css';

type Combobox = ComponentType<SearchComboboxProps>;

// The results box (search-combobox.tsx) is only useful once the search files are in, so it loads
// with them instead of with the page. Its state lives here, beside the files' state in
// lib/search/client.ts, shared by every box on the page.
type ComboboxStatus = 'idle' | 'loading' | 'ready' | 'error';
let combobox: Combobox | null = null;
let comboboxStatus: ComboboxStatus = 'idle';
const comboboxListeners = new Set<() => void>();

function setComboboxStatus(next: ComboboxStatus): void {
  comboboxStatus = next;
  for (const listener of comboboxListeners) listener();
}

const importCombobox = loadOnce(() => import('./search-combobox').then((module) => module.SearchCombobox));

/** Loads the results box once; after a failure the next call tries again. */
export function loadSearchCombobox(): Promise<Combobox> {
  if (comboboxStatus !== 'ready') setComboboxStatus('loading');
  return importCombobox().then(
    (loaded) => {
      combobox = loaded;
      setComboboxStatus('ready');
      return loaded;
    },
    (error: unknown) => {
      setComboboxStatus('error');
      throw error;
    },
  );
}

const subscribeCombobox = (listener: () => void) => {
  comboboxListeners.add(listener);
  return () => comboboxListeners.delete(listener);
};
const getComboboxStatus = () => comboboxStatus;
const comboboxIdleOnServer = (): ComboboxStatus => 'idle';

function warnLoadFailure(error: unknown): void {
  // A warning, not an error: search failing to load (offline, say) must not look like a crash.
  console.warn('Search could not be loaded; it will retry on the next focus.', error);
}

/** Starts loading whatever search still lacks: the files and engine, and the results box. */
function startLoading(): void {
  const files = getSearchStatus();
  if (files === 'idle' || files === 'error') loadSearch().catch(warnLoadFailure);
  if (comboboxStatus === 'idle' || comboboxStatus === 'error') loadSearchCombobox().catch(warnLoadFailure);
}

let preloadScheduled = false;

/**
 * For readers who have searched before in this browser, starts loading search once the page has
 * finished loading and the browser is idle, so their first query finds everything in place (the
 * files usually come from cache). First-time readers load it on focus or hover instead, so a page
 * view never pays for search it does not use. Scheduled once per page, whatever the number of boxes.
 */
function schedulePreload(): void {
  if (preloadScheduled || !SEARCH_CONFIGURED || !hasUsedSearch()) return;
  preloadScheduled = true;
  afterLoadWhenIdle(startLoading);
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

/**
 * The site search box. The navbar instance also owns the ⌘K / Ctrl+K shortcut and, below desktop
 * width, a button that opens the drawer on its own search box. Pages ship only this part: the
 * first focus (or a hover, or idle time for a returning searcher) loads the search files, the
 * engine and the results box (search-combobox.tsx) together; until all are in, the box is
 * disabled and says "Loading...", and it takes the focus back once they are.
 */
export function SearchBox({ placement = 'navbar' }: { placement?: SearchPlacement }) {
  const files = useSyncExternalStore(subscribeSearchStatus, getSearchStatus, getServerSearchStatus);
  const boxStatus = useSyncExternalStore(subscribeCombobox, getComboboxStatus, comboboxIdleOnServer);
  // Set before its status turns 'ready', so the two always agree.
  const Combobox = boxStatus === 'ready' ? combobox : null;
  const shortcut = useSyncExternalStore(subscribeNothing, detectShortcut, noShortcutOnServer);
  // What the reader typed before search was ready; the results box queries it when it appears.
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const listboxId = `${id}-results`;

  // One status for the box: the files decide, except that it is not ready without the results box.
  const status: SearchStatus = files === 'ready' && !Combobox ? (boxStatus === 'error' ? 'error' : 'loading') : files;
  const ready = status === 'ready' && Combobox !== null;

  const focusInput = useCallback(() => {
    // The drawer focuses its own close button when it opens; try over a few frames so this
    // request lands after that, and after the drawer stops being hidden.
    let tries = 0;
    const attempt = () => {
      const input = inputRef.current;
      if (!input) return;
      if (input.disabled) {
        setPendingFocus(placement);
        return;
      }
      input.focus();
      if (document.activeElement !== input && tries++ < 10) requestAnimationFrame(attempt);
      else input.select();
    };
    requestAnimationFrame(attempt);
  }, [placement]);

  // Focus requests from the shortcut and the mobile search button.
  useEffect(
    () =>
      onSearchFocusRequest((target) => {
        if (target !== placement) return;
        if (getSearchStatus() === 'loading') return; // Handled when loading ends, below.
        takePendingFocus(placement);
        focusInput();
      }),
    [placement, focusInput],
  );

  // Loading disables the box, which drops its focus; give it back when search is ready (the
  // results box then replaces this input, which is why `ready` is a dependency too).
  useEffect(() => {
    if (status !== 'loading' && takePendingFocus(placement)) focusInput();
  }, [status, ready, placement, focusInput]);

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

  const placeholder = placeholderFor(status, shortcut);
  const needsLoading = status === 'idle' || status === 'error';

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
      {ready ? (
        <Combobox placement={placement} inputRef={inputRef} placeholder={placeholder} initialQuery={typed} />
      ) : (
        <div
          className={`search search--${placement}`}
          onPointerEnter={() => needsLoading && startLoading()}
          onPointerDown={() => {
            // A press on the disabled box while it loads: focus it once it is ready.
            if (status === 'loading') setPendingFocus(placement);
          }}
        >
          <div className="search__field">
            <SearchIcon />
            <input
              ref={inputRef}
              {...searchInputProps(placement)}
              role="combobox"
              aria-expanded={false}
              aria-controls={listboxId}
              aria-describedby={status === 'unavailable' || status === 'error' ? hintId : undefined}
              aria-busy={status === 'loading' || undefined}
              placeholder={placeholder}
              disabled={status === 'loading' || status === 'unavailable'}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                if (needsLoading) startLoading();
              }}
              onFocus={() => {
                if (!needsLoading) return;
                // Loading disables the box and drops the focus; remember to give it back.
                setPendingFocus(placement);
                startLoading();
              }}
            />
          </div>
          {/* The list the combobox controls; results appear in it once search has loaded. */}
          <div className="search__popup" hidden>
            <ul id={listboxId} role="listbox" aria-label="Search results" className="search__results" />
          </div>
          {(status === 'unavailable' || status === 'error') && (
            <span id={hintId} className="visually-hidden">
              {status === 'unavailable'
                ? 'Search is not available: this build of the site has no search index.'
                : 'Search could not be loaded. Check your connection; it retries when you focus the box again.'}
            </span>
          )}
        </div>
      )}
    </>
  );
}
