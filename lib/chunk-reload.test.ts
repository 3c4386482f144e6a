import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, clearChunkReloadGuard, reloadAfterChunkError, type ReloadTarget } from './chunk-reload';

/** A fake window: storage in a Map (or one that throws), a location whose reload is counted. */
function fakeTarget(path = '/docs/intro', storage: 'ok' | 'blocked' = 'ok') {
  const stored = new Map<string, string>();
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const target = {
    sessionStorage:
      storage === 'ok'
        ? {
            getItem: (key: string) => stored.get(key) ?? null,
            setItem: (key: string, value: string) => void stored.set(key, value),
            removeItem: (key: string) => void stored.delete(key),
          }
        : { getItem: blocked, setItem: blocked, removeItem: blocked },
    location: { pathname: path, reload: vi.fn() },
    console: { warn: vi.fn() },
  } satisfies ReloadTarget;
  return { target, stored };
}

/** What Turbopack throws when a chunk cannot be fetched (a tab left open across a deploy). */
const turbopackChunkError = () =>
  Object.assign(new Error('Failed to load chunk /_next/static/chunks/0a1b2c.js from module 4711'), {
    name: 'ChunkLoadError',
  });

describe('reloadAfterChunkError', () => {
  it('recognises the chunk errors Turbopack and webpack raise, and ignores any other error', () => {
    for (const error of [
      turbopackChunkError(),
      new Error('Loading chunk 123 failed.'),
      new Error('Loading CSS chunk app/page failed.'),
    ]) {
      const { target } = fakeTarget();
      expect(reloadAfterChunkError(error, target)).toBe(true);
      expect(target.location.reload).toHaveBeenCalledOnce();
    }
    for (const error of [
      new TypeError('Cannot read properties of undefined'),
      'Loading chunk 1 failed.',
      null,
      undefined,
    ]) {
      const { target } = fakeTarget();
      expect(reloadAfterChunkError(error, target)).toBe(false);
      expect(target.location.reload).not.toHaveBeenCalled();
    }
  });

  it('reloads once per path: the same path failing again right after the reload is not reloaded (no loop)', () => {
    const first = fakeTarget('/docs/intro');
    expect(reloadAfterChunkError(turbopackChunkError(), first.target)).toBe(true);
    expect(first.stored.get(CHUNK_RELOAD_KEY)).toBe('/docs/intro');

    // The reloaded page: same session storage, a new location object.
    const again = fakeTarget('/docs/intro');
    again.stored.set(CHUNK_RELOAD_KEY, first.stored.get(CHUNK_RELOAD_KEY)!);
    expect(reloadAfterChunkError(turbopackChunkError(), again.target)).toBe(false);
    expect(again.target.location.reload).not.toHaveBeenCalled();
    expect(again.target.console.warn).toHaveBeenCalledWith(
      expect.stringContaining('not reloading again'),
      expect.any(Error),
    );

    // Another path is a different failure and may reload.
    const other = fakeTarget('/devops/pipelines');
    other.stored.set(CHUNK_RELOAD_KEY, '/docs/intro');
    expect(reloadAfterChunkError(turbopackChunkError(), other.target)).toBe(true);
    expect(other.target.location.reload).toHaveBeenCalledOnce();
  });

  it('reloads again once the guard is cleared (the page ran long enough)', () => {
    const { target, stored } = fakeTarget();
    stored.set(CHUNK_RELOAD_KEY, '/docs/intro');
    clearChunkReloadGuard(target);
    expect(stored.has(CHUNK_RELOAD_KEY)).toBe(false);
    expect(reloadAfterChunkError(turbopackChunkError(), target)).toBe(true);
  });

  it('does not reload when session storage is blocked (no guard, so no risk of a loop) and does not throw', () => {
    const { target } = fakeTarget('/docs/intro', 'blocked');
    expect(reloadAfterChunkError(turbopackChunkError(), target)).toBe(false);
    expect(target.location.reload).not.toHaveBeenCalled();
    expect(() => clearChunkReloadGuard(target)).not.toThrow();
  });

  it('starts one reload for a failure reported twice (error boundary and window event)', () => {
    const { target } = fakeTarget();
    const error = turbopackChunkError();
    expect(reloadAfterChunkError(error, target)).toBe(true);
    expect(reloadAfterChunkError(error, target)).toBe(true);
    expect(target.location.reload).toHaveBeenCalledOnce();
    expect(target.console.warn).toHaveBeenCalledOnce();
  });

  it('does not reload while the browser is offline: the chunk is missing for want of a network, not a deploy', () => {
    const { target, stored } = fakeTarget();
    const offline = { ...target, navigator: { onLine: false } };
    expect(reloadAfterChunkError(turbopackChunkError(), offline)).toBe(false);
    expect(target.location.reload).not.toHaveBeenCalled();
    expect(stored.has(CHUNK_RELOAD_KEY)).toBe(false);
    // Back online, the same failure reloads.
    expect(reloadAfterChunkError(turbopackChunkError(), { ...target, navigator: { onLine: true } })).toBe(true);
  });

  it("ignores a browser's own failed import(), which is not how Next loads a route's code", () => {
    const { target } = fakeTarget();
    expect(reloadAfterChunkError(new TypeError('Failed to fetch dynamically imported module: /x.js'), target)).toBe(
      false,
    );
    expect(target.location.reload).not.toHaveBeenCalled();
  });
});
