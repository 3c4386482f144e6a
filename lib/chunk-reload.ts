/**
 * Recovery from a page resource (a JavaScript or CSS chunk) that failed to load. The usual cause
 * is a tab left open across a deploy: the old build's chunks are gone from the host, so the next
 * client navigation cannot load the page it goes to. Reloading fetches the new build. The reload
 * happens once per path: if the same path fails again right after, the reader sees the crash
 * screen, whose "Try again" reloads on request.
 *
 * Only a failure while the browser is online reloads: offline, a chunk is missing because there is
 * no network, not because of a deploy, and a reload could only lose what the reader was doing
 * (or show the browser's offline page). Code that loads a chunk of its own on demand (a dialog, a
 * widget) handles its own failure; this is the last resort for the route's and the app's code.
 */
import { isChunkLoadError } from './network';

/** Session-storage key holding the path that was just reloaded for a failed chunk. */
export const CHUNK_RELOAD_KEY = 'sfx-chunk-reload';
/** How long after a page starts that a second failure of the same path counts as a loop. */
export const CHUNK_RELOAD_GUARD_MS = 5000;

/** Locations whose reload has started, so a second report of the same failure does nothing. */
const reloading = new WeakSet<object>();

export interface ReloadTarget {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  location: Pick<Location, 'pathname' | 'reload'>;
  console: Pick<Console, 'warn'>;
  /** `onLine` false means offline; browsers without the flag count as online. */
  navigator?: Pick<Navigator, 'onLine'>;
}

/**
 * For a chunk load error: logs a warning and reloads the page, unless this path was reloaded for
 * the same reason moments ago or the browser is offline. Returns whether a reload was started;
 * any other error is ignored.
 */
export function reloadAfterChunkError(error: unknown, target: ReloadTarget = window): boolean {
  if (!isChunkLoadError(error)) return false;
  if (target.navigator?.onLine === false) {
    target.console.warn('A page resource failed to load while offline; not reloading.', error);
    return false;
  }
  // One failure can reach several listeners (the error boundary and the window's error event).
  if (reloading.has(target.location)) return true;
  const path = target.location.pathname;
  let reloadedAlready = false;
  try {
    reloadedAlready = target.sessionStorage.getItem(CHUNK_RELOAD_KEY) === path;
    if (!reloadedAlready) target.sessionStorage.setItem(CHUNK_RELOAD_KEY, path);
  } catch {
    // Storage is unavailable (private mode, blocked): without a guard, do not risk a reload loop.
    reloadedAlready = true;
  }
  if (reloadedAlready) {
    target.console.warn('A page resource failed to load again right after a reload; not reloading again.', error);
    return false;
  }
  target.console.warn('A page resource failed to load; reloading the page.', error);
  reloading.add(target.location);
  target.location.reload();
  return true;
}

/** Forgets the last reload, once the page has run long enough that a new failure is not a loop. */
export function clearChunkReloadGuard(target: Pick<ReloadTarget, 'sessionStorage'> = window): void {
  try {
    target.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // Nothing stored.
  }
}
