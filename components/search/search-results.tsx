'use client';

import { SiteLink } from '@/components/layout/site-link';
import { useRouter } from 'next/navigation';
import {
  type FocusEvent,
  Fragment,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { getLoadedEngine, handOverEarlySearch } from '@/lib/search/client';
import type { SearchAnswer, SearchEngine } from '@/lib/search/engine';
import type { SearchResult, TextSegment } from '@/lib/search/types';
import { resultHref } from '@/lib/search/url';
import { FULL_RESULTS_MARK, PARTIAL_MESSAGE, RESULTS_MARK } from '@/lib/search/ui-text';
import { closeDrawer } from '@/lib/stores/drawer-store';
import type { SearchPlacement } from './search-focus';

/**
 * Typing faster than this apart is a burst: its keystrokes are coalesced into one query at the
 * end (debounced). A keystroke after a pause queries at once, so reading speed typing sees
 * results on every key without waiting for the timer.
 */
const DEBOUNCE_MS = 60;

function Segments({ segments }: { segments: TextSegment[] }) {
  // Plain React text: matched words go in <mark>, nothing is ever parsed as HTML.
  return segments.map((segment, i) =>
    segment.match ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>,
  );
}

/** The engine's answer for a query; none (and a warning) if the query throws. */
function searchSafely(engine: SearchEngine, text: string): SearchAnswer {
  try {
    return engine.search(text);
  } catch (error) {
    console.warn('Search query failed.', error);
    return { results: [], stage: 'complete' };
  }
}

/**
 * The list once more of the query's chunks are in. While the reader points at the list or has
 * moved into it with the arrow keys (`pinned`: the option they are on), the results shown keep
 * their order, those above that option keep their look too (so it does not move), and new
 * results join below; otherwise the new ranking replaces the list.
 */
function refined(shown: SearchResult[], next: SearchResult[], pinned: number | null, max: number): SearchResult[] {
  if (pinned === null) return next;
  const byId = new Map(next.map((result) => [result.id, result]));
  const kept = shown.map((result, i) => (i < pinned ? result : (byId.get(result.id) ?? result)));
  const ids = new Set(shown.map((result) => result.id));
  return [...kept, ...next.filter((result) => !ids.has(result.id))].slice(0, Math.max(max, shown.length));
}

/** What the input says about the list: whether it is open and which option is active. */
export interface PopupState {
  expanded: boolean;
  activeId: string | undefined;
}

/** The input's events, handled by the list once it is loaded. */
export interface SearchController {
  onQueryChange(value: string): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onFocus(): void;
  onBlur(event: FocusEvent<HTMLElement>): void;
}

/** Props of the loaded results list. */
export interface SearchResultsProps {
  placement: SearchPlacement;
  /** The text in the box (owned by the box, so nothing typed while search loaded is lost). */
  query: string;
  setQuery(query: string): void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The id the input's `aria-controls` names. */
  listboxId: string;
  /** Receives the handlers for the input's events. */
  controllerRef: RefObject<SearchController | null>;
  onPopupChange(state: PopupState): void;
}

/** A plain left click, which opens the result here; other clicks are the browser's (new tab...). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The results of the search box, once search has loaded: a listbox whose options are links, with
 * results as you type, ↑/↓ to move, Enter to open, Escape to close (the focus stays in the box,
 * which names the active option with `aria-activedescendant`). Being links, results also open in
 * a new tab with Ctrl/⌘+click, a middle click or the context menu, and show their address on
 * hover. It is fetched together with the search files (see search-box.tsx), so pages do not ship
 * it in their first load.
 */
export function SearchResults({
  placement,
  query,
  setQuery,
  inputRef,
  listboxId,
  controllerRef,
  onPopupChange,
}: SearchResultsProps) {
  const router = useRouter();
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const [stage, setStage] = useState<SearchAnswer['stage']>('complete');
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${listboxId}-${index}`;
  // An empty query shows no list, whatever the last results were.
  const shown = query.trim() ? results : null;
  const count = shown?.length ?? 0;
  const expanded = open && shown !== null;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  const partial = stage !== 'complete';
  const hrefOf = (result: SearchResult) =>
    resultHref(result.url, getLoadedEngine()?.highlightResult ? result.highlightTerms : []);

  // The input (in search-box.tsx) carries the combobox attributes; keep them in step, before paint.
  useLayoutEffect(() => onPopupChange({ expanded, activeId }), [onPopupChange, expanded, activeId]);
  useLayoutEffect(() => () => onPopupChange({ expanded: false, activeId: undefined }), [onPopupChange]);

  // Results as you type: a keystroke after a pause queries at once, in the input event itself
  // (no timer hop), and a burst is debounced into one query at its end. Queries run in memory,
  // with no request per keystroke.
  const lastKeyAt = useRef(-Infinity);
  const burstTimer = useRef<number | undefined>(undefined);
  // The query whose chunks are being fetched, and whether the reader is in the list.
  const latest = useRef('');
  const pointerInList = useRef(false);
  const activeRef = useRef(active);
  useLayoutEffect(() => {
    activeRef.current = active;
  }, [active]);

  /**
   * Shows the answer from what is loaded, then, stage by stage (headings, page text, the best
   * results' records), fetches what the query still needs and shows the better answer.
   */
  const answer = useCallback(async (text: string, keystroke: boolean) => {
    const engine = getLoadedEngine();
    if (!engine) return;
    // Three stages at most; the bound only guards against an engine that never completes.
    // A new query replaces the list once its headings are in; until then the previous list stays.
    let replace = keystroke;
    for (let step = 0; step < 4 && latest.current === text; step++) {
      const found = searchSafely(engine, text);
      const fresh = replace;
      if (found.stage !== 'loading') replace = false;
      setFailed(false);
      setStage(found.stage);
      setResults((shown) => {
        if (found.stage === 'loading') return shown ?? [];
        if (fresh || !shown) return found.results;
        const pinned = activeRef.current >= 0 ? activeRef.current : pointerInList.current ? 0 : null;
        return refined(shown, found.results, pinned, engine.maxHits);
      });
      if (keystroke && step === 0) {
        setActive(-1);
        setOpen(true);
      }
      if (found.stage === 'complete') return;
      try {
        await engine.load(text);
      } catch (error) {
        if (latest.current !== text) return;
        console.warn('Search could not fetch what this query needs.', error);
        setFailed(true);
        // The previous query's list must not stand for this one.
        if (found.stage === 'loading') setResults([]);
        return;
      }
    }
  }, []);
  const runQuery = useCallback(
    (text: string) => {
      latest.current = text;
      void answer(text, true);
    },
    [answer],
  );
  useEffect(() => () => window.clearTimeout(burstTimer.current), []);

  // What was typed while search was loading runs as soon as the list is here, in the same commit,
  // so that no later keystroke can be overtaken by it. The list the search module showed before
  // hydration goes in that same commit: this one shows the same results in its place.
  const typedWhileLoading = useRef(query);
  useLayoutEffect(() => {
    if (handOverEarlySearch()) inputRef.current?.focus();
    const text = typedWhileLoading.current.trim();
    if (text) runQuery(text);
  }, [runQuery, inputRef]);

  // Marks when new results are in the DOM (for a keystroke, right after the commit; the browser
  // paints them in its next frame).
  useEffect(() => {
    if (!results) return;
    performance.mark?.(RESULTS_MARK);
    if (stage === 'complete') performance.mark?.(FULL_RESULTS_MARK);
  }, [results, stage]);

  // Keep the active option visible while moving through a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  /** Closes the list and clears the box once a result opens on this page's tab. */
  const leave = () => {
    setOpen(false);
    setQuery('');
    setResults(null);
    inputRef.current?.blur();
    // The drawer closes itself on a new path; a result on the current page keeps the path.
    if (placement === 'drawer') closeDrawer();
  };

  useImperativeHandle(controllerRef, () => ({
    onQueryChange(value) {
      window.clearTimeout(burstTimer.current);
      const text = value.trim();
      if (!text) return;
      const now = performance.now();
      const inBurst = now - lastKeyAt.current < DEBOUNCE_MS;
      lastKeyAt.current = now;
      if (inBurst) burstTimer.current = window.setTimeout(() => runQuery(text), DEBOUNCE_MS);
      else runQuery(text);
    },
    onKeyDown(event) {
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
        case 'Enter': {
          const result = expanded ? shown?.[active >= 0 ? active : 0] : undefined;
          if (!result) return;
          event.preventDefault();
          leave();
          router.push(hrefOf(result));
          return;
        }
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
    },
    onFocus() {
      if (shown) setOpen(true);
    },
    onBlur(event) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
  }));

  const typed = query.trim();
  const resultCount = `${count} result${count === 1 ? '' : 's'}`;
  const emptyMessage =
    stage === 'loading'
      ? failed
        ? 'Search could not be loaded.'
        : 'Searching…'
      : !partial
        ? `No results for “${typed}”`
        : failed
          ? `No heading matches “${typed}”, and the page text could not be loaded.`
          : `No heading matches “${typed}”; page text is still loading.`;
  const partialMessage = failed ? 'Page text could not be loaded: these results match headings only.' : PARTIAL_MESSAGE;
  const retry = failed && (
    <button type="button" className="search__retry" onClick={() => runQuery(typed)}>
      Retry
    </button>
  );

  return (
    <>
      <div className="search__popup" hidden={!expanded}>
        <div
          id={listboxId}
          role="listbox"
          aria-label="Search results"
          className="search__results"
          onMouseEnter={() => (pointerInList.current = true)}
          onMouseLeave={() => {
            pointerInList.current = false;
            // What arrived while the reader pointed at the list takes its place now.
            if (activeRef.current < 0 && typed) void answer(typed, false);
          }}
        >
          {expanded &&
            shown.map((result, index) => (
              <SiteLink
                key={result.id}
                href={hrefOf(result)}
                // Ten results must not fetch ten pages; the chosen one loads when it is opened.
                prefetch={false}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Reached with the arrow keys from the box, never with Tab.
                tabIndex={-1}
                className="search__result"
                // Keeps the focus in the box while the button is down (a plain click).
                onMouseDown={(event) => {
                  if (event.button === 0) event.preventDefault();
                }}
                onMouseMove={() => setActive(index)}
                onClick={(event) => isPlainClick(event) && leave()}
              >
                <span className="search__result-title">
                  <Segments segments={result.title} />
                </span>
                <span className="search__result-path">{result.subcategory}</span>
                {result.snippet.length > 0 && (
                  <span className="search__result-snippet">
                    <Segments segments={result.snippet} />
                  </span>
                )}
              </SiteLink>
            ))}
        </div>
        {expanded && count === 0 && (
          <p className="search__empty">
            {emptyMessage}
            {retry}
          </p>
        )}
        {expanded && count > 0 && partial && (
          <p className="search__partial">
            {partialMessage}
            {retry}
          </p>
        )}
      </div>
      {/* Always in the page, so that every change of its text is read out. */}
      <span className="visually-hidden" role="status" aria-live="polite">
        {!expanded
          ? ''
          : count === 0
            ? emptyMessage
            : `${resultCount}${partial ? `: ${partialMessage}` : ' available'}`}
      </span>
    </>
  );
}
