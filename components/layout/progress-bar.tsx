'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { CHUNK_RELOAD_GUARD_MS, clearChunkReloadGuard, reloadAfterChunkError } from '@/lib/chunk-reload';
import { onNavigationStart } from '@/lib/navigation-start';

/** Navigations shorter than this show nothing. */
const DELAY_MS = 200;
/** A navigation still pending after this long is assumed abandoned. */
const GIVE_UP_MS = 15_000;

/**
 * A thin bar at the top of the window for client navigations that take longer than 200 ms,
 * whatever started them (a link, a search result chosen with the keyboard, back and forward):
 * Next reports each start through `instrumentation-client.ts`.
 * Also the place that recovers from a failed route preload: it logs a warning and reloads.
 */
export function ProgressBar() {
  const pathname = usePathname();
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const [shownPath, setShownPath] = useState(pathname);
  const timer = useRef<number | undefined>(undefined);
  // The address of the page on screen. Not window.location: by the time back or forward is
  // reported, the address already shows where the browser is going.
  const shownAddress = useRef<string | null>(null);

  // The new route has rendered: finish the bar (adjusting state during render, not in an effect).
  if (pathname !== shownPath) {
    setShownPath(pathname);
    if (state === 'loading') setState('done');
  }

  useEffect(() => {
    let giveUp: number | undefined;
    const unsubscribe = onNavigationStart((url) => {
      // Only a new page loads anything: a change of hash or query on the same page does not.
      if (url.origin !== window.location.origin || url.pathname === shownAddress.current) return;
      window.clearTimeout(timer.current);
      window.clearTimeout(giveUp);
      timer.current = window.setTimeout(() => setState('loading'), DELAY_MS);
      // A navigation that never completes (the router gave up, or a full load took over) must not
      // leave the bar running.
      giveUp = window.setTimeout(() => setState((s) => (s === 'loading' ? 'idle' : s)), GIVE_UP_MS);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(giveUp);
    };
  }, []);

  useEffect(() => {
    shownAddress.current = window.location.pathname;
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
