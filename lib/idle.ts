/**
 * Scheduling for work a page does not need in order to show itself: restoring a session,
 * preloading code for a control the reader may use next. Run in idle time, it never competes
 * with the page's own loading and hydration.
 */

/** Runs `task` when the browser is idle (within `timeout` ms at the latest). Returns a canceller. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback; a short timeout is the usual stand-in.
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `task` in idle time once the page has fired `load`, so its downloads start only after
 * the page's own. Returns a canceller.
 */
export function afterLoadWhenIdle(task: () => void, timeout = 5000): () => void {
  let cancelIdle = () => {};
  const start = () => {
    cancelIdle = whenIdle(task, timeout);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancelIdle();
  };
}
