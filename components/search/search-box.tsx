'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { NARROW_QUERY } from '@/lib/breakpoints';
import {
  attachSearchList,
  loadSearch,
  SEARCH_CONFIGURED,
  type SearchStatus,
  useSearchStatus,
} from '@/lib/search/client';
import { earlyInput } from '@/lib/search/handoff';
import { afterLoadWhenIdle } from '@/lib/idle';
import { closeDrawer, openDrawer } from '@/lib/stores/drawer-store';
import { SearchIcon } from './search-icon';
import './search.css';

// A warning, not an error: search failing to load (offline, say) must not look like a crash.
function warnLoadFailure(error: unknown): void {
  console.warn('Search could not be loaded.', error);
}

let preloadScheduled = false;

/**
 * Starts loading search once the page has loaded and the browser is idle (once per page), so that
 * the first query waits only for its own chunks; hovering or focusing a box starts it sooner.
 */
function schedulePreload(): void {
  if (preloadScheduled || !SEARCH_CONFIGURED) return;
  preloadScheduled = true;
  afterLoadWhenIdle(() => loadSearch().catch(warnLoadFailure));
}

// The shortcut differs by platform, and a touch-only device has none: the server cannot know. An
// external store with a null server snapshot lets the server HTML and the hydrating render agree.
const subscribeNothing = () => () => {};
function detectShortcut(): string | null {
  if (window.matchMedia('(hover: none) and (pointer: coarse)').matches) return null;
  return /mac|iphone|ipad|ipod/i.test(navigator.platform || navigator.userAgent) ? '⌘+K' : 'Ctrl+K';
}

type SearchPlacement = 'navbar' | 'drawer';

// The shortcut and the mobile search button (navbar) put the focus in the drawer's box: the
// drawer's panel does as it opens (its code loads on first open), or here if it is open already.
function focusDrawerSearch(): void {
  const input = document.querySelector<HTMLInputElement>('dialog[open] .search__input');
  if (!input) return openDrawer({ search: true });
  input.focus();
  input.select();
}

const LOAD_FAILED = 'Search could not be loaded. Check your connection, then retry.';

/** What the box says while empty, by loading state. */
function placeholderFor(status: SearchStatus, shortcut: string | null): string {
  const said = { unavailable: 'Search unavailable', error: 'Search failed to load', loading: 'Loading...' };
  return status in said ? said[status as keyof typeof said] : shortcut ? `Search ${shortcut}` : 'Search';
}

/**
 * The site search box; the navbar's also owns the ⌘K / Ctrl+K shortcut and, below desktop width, a
 * button that opens the drawer on its box. The first focus, keystroke or hover (or idle time) loads
 * the search module, which lists the results (lib/search/list.ts) in the list elements this box
 * renders empty. The input stays enabled while search loads, and keeps everything typed.
 */
export function SearchBox({ placement = 'navbar' }: { placement?: SearchPlacement }) {
  const status = useSearchStatus();
  const shortcut = useSyncExternalStore(subscribeNothing, detectShortcut, () => null);
  const router = useRouter();
  // Uncontrolled: a controlled input loses keys typed while the page hydrates.
  const inputRef = useRef<HTMLInputElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const liveRef = useRef<HTMLSpanElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const listboxId = `${id}-results`;

  const load = () => {
    if (status === 'idle' || status === 'error') loadSearch(() => inputRef.current?.value ?? '').catch(warnLoadFailure);
  };
  // Until search is ready, the list does not speak: a failure to load is said here, to a reader who
  // has typed (the box's description is read only when it gets the focus).
  const sayFailure = () => {
    if (status === 'error' && inputRef.current?.value.trim() && liveRef.current)
      liveRef.current.textContent = LOAD_FAILED;
  };
  useEffect(sayFailure, [status]);

  useEffect(() => {
    const [input, popup, listbox, live] = [inputRef.current, popupRef.current, listboxRef.current, liveRef.current];
    if (status !== 'ready' || !input || !popup || !listbox || !live) return;
    return attachSearchList(input, {
      popup,
      listbox,
      status: live,
      navigate: (href) => router.push(href),
      // The drawer closes itself on a new path; a result on the current page keeps the path.
      // The focus goes where the result took the reader, not back to the button that opened the drawer.
      left: placement === 'drawer' ? (href) => closeDrawer({ arrival: href }) : undefined,
    });
  }, [status, router, placement]);

  // Text typed before React took over the input is searched for; later keystrokes come through onChange.
  useEffect(() => {
    if (inputRef.current?.value) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The navbar instance owns the page-wide shortcut and schedules the idle preload.
  useEffect(() => {
    if (placement !== 'navbar') return;
    schedulePreload();
    // The search button tapped before the page could answer (the bootstrap noted it): answered now.
    const tapped = earlyInput().searchButton;
    earlyInput().searchButton = false; // From here the button answers taps itself.
    document.querySelector('.search__mobile-button')?.removeAttribute('data-pending');
    if (tapped && window.matchMedia(NARROW_QUERY).matches) focusDrawerSearch();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey)
        return;
      event.preventDefault();
      // Below the width where the navbar hands its items to the drawer.
      if (window.matchMedia(NARROW_QUERY).matches) focusDrawerSearch();
      else {
        // At once, in the key's own event: keys typed right after the shortcut land in the box.
        // Without scrolling: a navbar slid away shows again while its box has the focus (navbar.css).
        inputRef.current?.focus({ preventScroll: true });
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
          onClick={focusDrawerSearch}
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
            // The list (lib/search/list.ts) keeps these up to date.
            aria-expanded={false}
            aria-controls={listboxId}
            aria-describedby={status === 'unavailable' || status === 'error' ? hintId : undefined}
            aria-busy={status === 'loading' || undefined}
            placeholder={placeholderFor(status, shortcut)}
            disabled={status === 'unavailable'}
            defaultValue=""
            onChange={() => {
              load();
              sayFailure();
            }}
            onFocus={load}
          />
        </div>
        {/* The search module fills these (lib/search/list.ts); to React they stay empty. */}
        <div ref={popupRef} className="search__popup" hidden tabIndex={-1}>
          <div ref={listboxRef} id={listboxId} role="listbox" aria-label="Search results" className="search__results" />
        </div>
        <span ref={liveRef} className="visually-hidden" role="status" aria-live="polite" />
        {/* Shown while the box holds text (search.css). */}
        {status === 'error' && (
          <div className="search__popup search__popup--error">
            <p className="search__empty">
              Search could not be loaded.{' '}
              {/* Back to the box, whose focus loads search again: the button goes once it does. */}
              <button
                type="button"
                className="search__retry"
                onClick={() => (document.activeElement === inputRef.current ? load() : inputRef.current?.focus())}
              >
                Retry
              </button>
            </p>
          </div>
        )}
        {(status === 'unavailable' || status === 'error') && (
          <span id={hintId} className="visually-hidden">
            {status === 'unavailable'
              ? 'Search is not available: this build of the site has no search index.'
              : LOAD_FAILED}
          </span>
        )}
      </div>
    </>
  );
}
