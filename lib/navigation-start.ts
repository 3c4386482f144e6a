/**
 * The start of a client navigation, whatever started it: a link, code calling `router.push` (a
 * search result chosen with the keyboard), or the browser's back and forward buttons. Next reports
 * each one to `onRouterTransitionStart` in `instrumentation-client.ts`, which passes it on here;
 * the progress bar listens.
 */

import { assetPath } from './paths';

type Listener = (url: URL) => void;

const listeners = new Set<Listener>();

/**
 * Called by `instrumentation-client.ts` as Next starts a navigation to `href`: a site path without
 * the base path for links and `router.push`, a whole URL for back and forward.
 */
export function announceNavigationStart(href: string): void {
  if (listeners.size === 0) return;
  let url: URL;
  try {
    url = new URL(href.startsWith('/') && !href.startsWith('//') ? assetPath(href) : href, window.location.href);
  } catch {
    return;
  }
  for (const listener of listeners) listener(url);
}

/** Calls `listener` at the start of every client navigation; returns the unsubscribe function. */
export function onNavigationStart(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
