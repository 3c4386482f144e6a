// @vitest-environment jsdom
/**
 * The loader the postbuild inlines into every page (paint-first-loader.js), run in jsdom with a
 * fake PerformanceObserver. The e2e suite checks the same in Chromium, with real paints.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const PAINT_FIRST_TYPE = 'text/x-paint-first';
const loaderSource = () => fs.readFileSync(path.join('scripts', 'lib', 'paint-first-loader.js'), 'utf8');

describe('the loader', () => {
  type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
  let observed: PaintCallback | null = null;
  let disconnected = false;

  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: PaintCallback) {
      observed = callback;
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  }

  function setUp(readyState: DocumentReadyState, visibility: DocumentVisibilityState = 'visible') {
    observed = null;
    disconnected = false;
    document.head.innerHTML = '';
    document.body.innerHTML =
      `<p>Text</p><script type="${PAINT_FIRST_TYPE}" data-src="/_next/static/chunks/react.js"></script>` +
      `<script type="${PAINT_FIRST_TYPE}" data-src="/_next/static/chunks/main.js"></script>`;
    vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.useFakeTimers();
    new Function(loaderSource())();
  }
  const loaded = () => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  const placeholders = () => document.querySelectorAll(`script[type="${PAINT_FIRST_TYPE}"]`).length;
  const paint = () => observed!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for both the load event and the first contentful paint, then loads the scripts in order', () => {
    setUp('interactive');
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(loaded()).toEqual([]);
    observed!({ getEntriesByName: () => [] }); // a first paint with no content yet
    vi.runAllTimers();
    expect(loaded()).toEqual([]);
    paint();
    expect(disconnected).toBe(true);
    expect(loaded()).toEqual([]); // a task later, not inside the paint callback
    vi.runAllTimers();
    expect(loaded()).toEqual(['/_next/static/chunks/react.js', '/_next/static/chunks/main.js']);
    expect(placeholders()).toBe(0);
    // React finds them as script[async][src] and does not add them again.
    expect(document.querySelectorAll('script[async][src]')).toHaveLength(2);
  });

  it('waits for the load event when the paint comes first', () => {
    setUp('interactive');
    paint();
    vi.runAllTimers();
    expect(loaded()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(loaded()).toHaveLength(2);
  });

  it('loads once, however many paint reports and load events arrive', () => {
    setUp('complete');
    paint();
    paint();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(loaded()).toHaveLength(2);
  });

  it('does not wait for a paint in a page opened in the background', () => {
    setUp('complete', 'hidden');
    vi.runAllTimers();
    expect(loaded()).toHaveLength(2);
  });

  it('stops waiting for a paint when the page is hidden before painting', () => {
    setUp('complete');
    vi.runAllTimers();
    expect(loaded()).toEqual([]);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.runAllTimers();
    expect(loaded()).toHaveLength(2);
  });

  it('loads at the load event in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    document.body.innerHTML = `<script type="${PAINT_FIRST_TYPE}" data-src="/x.js"></script>`;
    vi.useFakeTimers();
    new Function(loaderSource())();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(loaded()).toEqual(['/x.js']);
  });
});
