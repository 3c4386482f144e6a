'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { HIGHLIGHT_PARAM, withoutHighlightParam } from '@/lib/search/url';

/** Frames to wait for the page content after a client navigation before giving up. */
const MAX_FRAMES = 30;

/** Removes the parameter from the address bar; path and hash stay, no new history entry. */
function cleanAddress(): void {
  const { href, pathname, search, hash } = window.location;
  const clean = withoutHighlightParam(href);
  // `null` state lets Next.js's patched replaceState copy its own state and update
  // useSearchParams; passing the current state would bypass that sync.
  if (clean !== `${pathname}${search}${hash}`) window.history.replaceState(null, '', clean);
}

function Highlighter() {
  const raw = useSearchParams().get(HIGHLIGHT_PARAM);
  const pathname = usePathname();
  const clear = useRef<() => void>(undefined);

  // The highlights stay once the parameter is removed from the address; a new path clears them.
  useEffect(() => () => clear.current?.(), [pathname]);

  useEffect(() => {
    if (!raw) return;
    clear.current?.();
    let cancelled = false;
    let frame = 0;

    // Highlighting is a nicety: a failure must never break the page, and is only a warning
    // (end-to-end tests treat console errors as failures).
    const fail = (error: unknown) => {
      console.warn('Could not highlight the search terms on this page.', error);
      cleanAddress();
    };

    // The parsing and marking code (and the search normaliser it needs) loads only here, on
    // arrival from a search result, so ordinary page views never download it.
    import('./highlight-dom')
      .then(({ applyHighlights, parseHighlightParam }) => {
        const terms = parseHighlightParam(raw);
        if (terms.length === 0) {
          cleanAddress();
          return;
        }
        // After a client navigation the new content may land a frame or two later.
        const attempt = () => {
          if (cancelled) return;
          try {
            const root = document.querySelector('#main-content .markdown') ?? document.querySelector('main');
            const result = root ? applyHighlights(root, terms, window.location.hash) : null;
            if ((result && result.count > 0) || frame++ >= MAX_FRAMES) {
              clear.current = result?.clear;
              cleanAddress();
              return;
            }
            requestAnimationFrame(attempt);
          } catch (error) {
            fail(error);
          }
        };
        attempt();
      })
      .catch(fail);
    return () => {
      cancelled = true;
    };
  }, [raw, pathname]);

  return null;
}

/**
 * Highlights the words a search matched on the page it opened (`?highlight=word+word`), scrolls
 * to the first match (after the `#anchor` when there is one), then removes the parameter from
 * the address bar. Highlights clear on the next navigation. Mounted once in the root layout.
 * useSearchParams needs a Suspense boundary in a static export; the fallback renders nothing.
 */
export function SearchHighlighter() {
  return (
    <Suspense fallback={null}>
      <Highlighter />
    </Suspense>
  );
}
