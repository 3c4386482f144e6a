'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { CHUNK_RELOAD_GUARD_MS, clearChunkReloadGuard, reloadAfterChunkError } from '@/lib/chunk-reload';

/** Navigations shorter than this show nothing. */
const DELAY_MS = 200;
/** A navigation still pending after this long is assumed abandoned. */
const GIVE_UP_MS = 15_000;

function isInternalNavigation(event: MouseEvent): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.target || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname;
}

/**
 * A thin bar at the top of the window for client navigations that take longer than 200 ms.
 * Also the place that recovers from a failed route preload: it logs a warning and reloads.
 */
export function ProgressBar() {
  const pathname = usePathname();
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const [shownPath, setShownPath] = useState(pathname);
  const timer = useRef<number | undefined>(undefined);

  // The new route has rendered: finish the bar (adjusting state during render, not in an effect).
  if (pathname !== shownPath) {
    setShownPath(pathname);
    if (state === 'loading') setState('done');
  }

  useEffect(() => {
    let giveUp: number | undefined;
    const onClick = (event: MouseEvent) => {
      if (!isInternalNavigation(event)) return;
      window.clearTimeout(timer.current);
      window.clearTimeout(giveUp);
      timer.current = window.setTimeout(() => setState('loading'), DELAY_MS);
      // A click that never turns into a navigation must not leave the bar running.
      giveUp = window.setTimeout(() => setState((s) => (s === 'loading' ? 'idle' : s)), GIVE_UP_MS);
    };
    // Capture phase: next/link prevents the default action in its own handler, which runs first in
    // the bubble phase, so a bubbling listener would never see the click as a navigation.
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.clearTimeout(giveUp);
    };
  }, []);

  useEffect(() => {
    window.clearTimeout(timer.current);
    const done = window.setTimeout(() => setState('idle'), 300);
    return () => window.clearTimeout(done);
  }, [pathname]);

  useEffect(() => {
    // Only a chunk failure as Next's bundler raises it, while online, reloads (see
    // reloadAfterChunkError); code that loads its own chunks on demand catches its own failures.
    const onError = (event: ErrorEvent) => reloadAfterChunkError(event.error);
    const onRejection = (event: PromiseRejectionEvent) => reloadAfterChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const clear = window.setTimeout(() => clearChunkReloadGuard(), CHUNK_RELOAD_GUARD_MS);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.clearTimeout(clear);
    };
  }, []);

  return (
    <div
      className="progress-bar"
      data-state={state}
      role="progressbar"
      aria-hidden={state === 'idle'}
      aria-label="Loading page"
    >
      <span className="progress-bar__fill" />
    </div>
  );
}
