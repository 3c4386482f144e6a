'use client';

import { useRouter } from 'next/navigation';
import {
  type FocusEvent,
  Fragment,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { DESKTOP_MIN_WIDTH } from '@/components/layout/mobile-drawer';
import {
  getLoadedEngine,
  hasUsedSearch,
  getSearchStatus,
  getServerSearchStatus,
  loadSearch,
  SEARCH_CONFIGURED,
  type SearchStatus,
  subscribeSearchStatus,
} from '@/lib/search/client';
import type { SearchResult, TextSegment } from '@/lib/search/types';
import { resultHref } from '@/lib/search/url';
import { closeDrawer, openDrawer } from '@/lib/stores/drawer-store';
import {
  onSearchFocusRequest,
  requestSearchFocus,
  type SearchPlacement,
  setPendingFocus,
  takePendingFocus,
} from './search-focus';
import './search.css';

/**
 * Typing faster than this apart is a burst: its keystrokes are coalesced into one query at the
 * end (debounced). A keystroke after a pause queries at once, so reading speed typing sees
 * results on every key without waiting for the timer.
 */
const DEBOUNCE_MS = 60;

/** Performance mark set each time new results are on screen; `npm run bench` reads it. */
export const RESULTS_MARK = 'sfx-search-results';

function warnLoadFailure(error: unknown): void {
  // A warning, not an error: search failing to load (offline, say) must not look like a crash.
  console.warn('Search could not be loaded; it will retry on the next focus.', error);
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
  const run = () => {
    if (getSearchStatus() === 'idle') loadSearch().catch(warnLoadFailure);
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 });
    else window.setTimeout(run, 1500);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

// The shortcut differs by platform, which the server cannot know. As an external store with a
// server snapshot of null, the server HTML and the hydrating render agree ("Search"), and React
// re-renders with the platform's shortcut right after hydration.
const subscribeNothing = () => () => {};
const noShortcutOnServer = () => null;
function detectShortcut(): string {
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
  return window.matchMedia(`(max-width: ${DESKTOP_MIN_WIDTH}px)`).matches;
}

function Segments({ segments }: { segments: TextSegment[] }) {
  // Plain React text: matched words go in <mark>, nothing is ever parsed as HTML.
  return segments.map((segment, i) =>
    segment.match ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>,
  );
}

function SearchIcon() {
  return (
    <svg className="search__icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M8.5 14.5a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM13 13l4.5 4.5"
      />
    </svg>
  );
}

/**
 * The site search box: an accessible combobox with results as you type. The navbar instance
 * also owns the ⌘K / Ctrl+K shortcut and, below desktop width, a button that opens the drawer
 * on its own search box. The first focus (or a hover, or idle time after the page loaded)
 * loads the search files; until they are in, the box is disabled and says "Loading...", and it
 * takes the focus back once they are.
 */
export function SearchBox({ placement = 'navbar' }: { placement?: SearchPlacement }) {
  const router = useRouter();
  const status = useSyncExternalStore(subscribeSearchStatus, getSearchStatus, getServerSearchStatus);
  const shortcut = useSyncExternalStore(subscribeNothing, detectShortcut, noShortcutOnServer);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const listboxId = `${id}-results`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // An empty query shows no list, whatever the last results were.
  const shown = query.trim() ? results : null;
  const count = shown?.length ?? 0;
  const expanded = open && shown !== null;

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

  // Loading disables the box, which drops its focus; give it back when search is ready.
  useEffect(() => {
    if (status !== 'loading' && takePendingFocus(placement)) focusInput();
  }, [status, placement, focusInput]);

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

  // Results as you type: a keystroke after a pause queries at once, in the input event itself
  // (no timer hop), and a burst is debounced into one query at its end. Queries run in memory,
  // with no request per keystroke. An empty query shows nothing (see `shown` above) without
  // clearing state here.
  const lastKeyAt = useRef(-Infinity);
  const burstTimer = useRef<number | undefined>(undefined);
  const runQuery = useCallback((text: string) => {
    const engine = getLoadedEngine();
    if (!engine) return;
    try {
      setResults(engine.search(text));
    } catch (error) {
      console.warn('Search query failed.', error);
      setResults([]);
    }
    setActive(-1);
    setOpen(true);
  }, []);
  const onQueryChange = (value: string) => {
    setQuery(value);
    window.clearTimeout(burstTimer.current);
    const text = value.trim();
    if (status !== 'ready' || !text) return;
    const now = performance.now();
    const inBurst = now - lastKeyAt.current < DEBOUNCE_MS;
    lastKeyAt.current = now;
    if (inBurst) burstTimer.current = window.setTimeout(() => runQuery(text), DEBOUNCE_MS);
    else runQuery(text);
  };
  useEffect(() => () => window.clearTimeout(burstTimer.current), []);

  // A query typed while search was loading runs once it is ready.
  const runPendingQuery = useEffectEvent(() => {
    const text = query.trim();
    if (text) runQuery(text);
  });
  const waitedForSearch = useRef(false);
  useEffect(() => {
    if (status !== 'ready') {
      waitedForSearch.current = true;
      return;
    }
    if (!waitedForSearch.current) return;
    waitedForSearch.current = false;
    const timer = window.setTimeout(runPendingQuery, 0);
    return () => window.clearTimeout(timer);
  }, [status]);

  // Marks when new results are in the DOM (for a keystroke, right after the commit; the browser
  // paints them in its next frame).
  useEffect(() => {
    if (results) performance.mark?.(RESULTS_MARK);
  }, [results]);

  const startLoading = () => {
    if (status === 'idle' || status === 'error') loadSearch().catch(warnLoadFailure);
  };

  const onFocus = () => {
    if (status === 'idle' || status === 'error') {
      // Loading disables the box and drops the focus; remember to give it back.
      setPendingFocus(placement);
      startLoading();
      return;
    }
    if (shown) setOpen(true);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const select = (result: SearchResult | undefined) => {
    if (!result) return;
    const engine = getLoadedEngine();
    const href = resultHref(result.doc.url, engine && engine.highlightResult ? result.highlightTerms : []);
    setOpen(false);
    setQuery('');
    setResults(null);
    inputRef.current?.blur();
    // The drawer closes itself on a new path; a result on the current page keeps the path.
    if (placement === 'drawer') closeDrawer();
    router.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!shown || count === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current === -1 && step === -1 ? count - 1 : (current + step + count) % count));
        return;
      }
      case 'Enter':
        if (!expanded || count === 0) return;
        event.preventDefault();
        select(shown?.[active >= 0 ? active : 0]);
        return;
      case 'Escape':
        if (expanded) {
          // Close the list only; the drawer (which also listens for Escape) stays open.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          event.stopPropagation();
          setQuery('');
        }
        return;
    }
  };

  // Keep the active option visible while moving through a long list.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const disabled = status === 'loading' || status === 'unavailable';
  const placeholder = placeholderFor(status, shortcut);

  return (
    <>
      {placement === 'navbar' && (
        <button
          type="button"
          className="icon-button search__mobile-button"
          aria-label="Open search"
          aria-controls="navbar-drawer"
          onClick={() => {
            openDrawer();
            requestSearchFocus('drawer');
          }}
        >
          <SearchIcon />
        </button>
      )}
      <div
        ref={rootRef}
        className={`search search--${placement}`}
        onBlur={onBlur}
        onPointerEnter={startLoading}
        onPointerDown={() => {
          // A press on the disabled box while it loads: focus it once it is ready.
          if (status === 'loading') setPendingFocus(placement);
        }}
      >
        <div className="search__field">
          <SearchIcon />
          <input
            ref={inputRef}
            className="search__input"
            type="search"
            role="combobox"
            aria-label="Search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-describedby={status === 'unavailable' || status === 'error' ? hintId : undefined}
            aria-keyshortcuts={placement === 'navbar' ? 'Control+K Meta+K' : undefined}
            aria-busy={status === 'loading' || undefined}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={placeholder}
            disabled={disabled}
            value={query}
            onChange={(event) => {
              onQueryChange(event.target.value);
              if (status === 'idle' || status === 'error') startLoading();
            }}
            onFocus={onFocus}
            onKeyDown={onKeyDown}
          />
        </div>
        {(status === 'unavailable' || status === 'error') && (
          <span id={hintId} className="visually-hidden">
            {status === 'unavailable'
              ? 'Search is not available: this build of the site has no search index.'
              : 'Search could not be loaded. Check your connection; it retries when you focus the box again.'}
          </span>
        )}
        <div className="search__popup" hidden={!expanded}>
          <ul id={listboxId} role="listbox" aria-label="Search results" className="search__results">
            {expanded &&
              shown.map((result, index) => (
                <li
                  key={result.doc.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="search__result"
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => select(result)}
                >
                  <span className="search__result-title">
                    <Segments segments={result.title} />
                  </span>
                  <span className="search__result-path">{result.doc.subcategory}</span>
                  {result.snippet.length > 0 && (
                    <span className="search__result-snippet">
                      <Segments segments={result.snippet} />
                    </span>
                  )}
                </li>
              ))}
          </ul>
          {expanded && count === 0 && (
            <p className="search__empty" role="status">
              No results for “{query.trim()}”
            </p>
          )}
        </div>
        <span className="visually-hidden" role="status" aria-live="polite">
          {expanded && count > 0 ? `${count} result${count === 1 ? '' : 's'} available` : ''}
        </span>
      </div>
    </>
  );
}
