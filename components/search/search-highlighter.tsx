'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { HIGHLIGHT_PARAM } from '@/lib/search/url';

/** Frames to wait for the page content after a client navigation before giving up. */
const MAX_FRAMES = 30;

/** Removes the parameter from the address bar; path and hash stay, no new history entry. */
function cleanAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(HIGHLIGHT_PARAM)) return;
  url.searchParams.delete(HIGHLIGHT_PARAM);
  // `null` state lets Next.js's patched replaceState copy its own state and update
  // useSearchParams; passing the current state would bypass that sync.
  window.history.replaceState(null, '', url);
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

    // Highlighting is a nicety: a failure must never break the page, and is only a warning.
    const fail = (error: unknown) => {
      console.warn('Could not highlight the search terms on this page.', error);
      cleanAddress();
    };

    // Loaded only on arrival from a search result: ordinary page views never download it.
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
 * Highlights the words a search matched on the page it opened (`?highlight=word+word`), scrolls to
 * the first match (after the `#anchor` if any), then removes the parameter from the address.
 * useSearchParams needs a Suspense boundary in a static export.
 */
export function SearchHighlighter() {
  return (
    <Suspense fallback={null}>
      <Highlighter />
    </Suspense>
  );
}
