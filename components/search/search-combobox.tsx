'use client';

import { useRouter } from 'next/navigation';
import {
  type FocusEvent,
  Fragment,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { getLoadedEngine } from '@/lib/search/client';
import type { SearchResult, TextSegment } from '@/lib/search/types';
import { resultHref } from '@/lib/search/url';
import { closeDrawer } from '@/lib/stores/drawer-store';
import type { SearchPlacement } from './search-focus';
import { SearchIcon } from './search-icon';
import { searchInputProps } from './search-input';

/**
 * Typing faster than this apart is a burst: its keystrokes are coalesced into one query at the
 * end (debounced). A keystroke after a pause queries at once, so reading speed typing sees
 * results on every key without waiting for the timer.
 */
const DEBOUNCE_MS = 60;

/** Performance mark set each time new results are on screen; `npm run bench` reads it. */
export const RESULTS_MARK = 'sfx-search-results';

function Segments({ segments }: { segments: TextSegment[] }) {
  // Plain React text: matched words go in <mark>, nothing is ever parsed as HTML.
  return segments.map((segment, i) =>
    segment.match ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>,
  );
}

/** Props of the loaded search box. */
export interface SearchComboboxProps {
  placement: SearchPlacement;
  /** The box's input; the page-wide shortcut and focus requests reach it through this ref. */
  inputRef: RefObject<HTMLInputElement | null>;
  placeholder: string;
  /** Text typed before search had loaded; it is queried as soon as the box appears. */
  initialQuery: string;
}

/**
 * The search box once search has loaded: an accessible combobox with results as you type,
 * ↑/↓ to move, Enter to open, Escape to close. It is fetched together with the search files
 * (see search-box.tsx), so pages do not ship it in their first load.
 */
export function SearchCombobox({ placement, inputRef, placeholder, initialQuery }: SearchComboboxProps) {
  const router = useRouter();
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const listboxId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // An empty query shows no list, whatever the last results were.
  const shown = query.trim() ? results : null;
  const count = shown?.length ?? 0;
  const expanded = open && shown !== null;

  // Results as you type: a keystroke after a pause queries at once, in the input event itself
  // (no timer hop), and a burst is debounced into one query at its end. Queries run in memory,
  // with no request per keystroke.
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
    if (!text) return;
    const now = performance.now();
    const inBurst = now - lastKeyAt.current < DEBOUNCE_MS;
    lastKeyAt.current = now;
    if (inBurst) burstTimer.current = window.setTimeout(() => runQuery(text), DEBOUNCE_MS);
    else runQuery(text);
  };
  useEffect(() => () => window.clearTimeout(burstTimer.current), []);

  // A query typed while search was loading runs as soon as the box is here.
  useEffect(() => {
    const text = initialQuery.trim();
    if (!text) return;
    const timer = window.setTimeout(() => runQuery(text), 0);
    return () => window.clearTimeout(timer);
  }, [initialQuery, runQuery]);

  // Marks when new results are in the DOM (for a keystroke, right after the commit; the browser
  // paints them in its next frame).
  useEffect(() => {
    if (results) performance.mark?.(RESULTS_MARK);
  }, [results]);

  // Keep the active option visible while moving through a long list.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

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

  return (
    <div ref={rootRef} className={`search search--${placement}`} onBlur={onBlur}>
      <div className="search__field">
        <SearchIcon />
        <input
          ref={inputRef}
          {...searchInputProps(placement)}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={placeholder}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onFocus={() => shown && setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </div>
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
  );
}
