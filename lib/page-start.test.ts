import { afterEach, describe, expect, it, vi } from 'vitest';
import { collapseSlashes, JS_ATTRIBUTE, pageStartInlineScript } from './page-start';

/** Runs the inline script against a fake location, history and navigation entry. */
function run(href: string, responseStatus?: number) {
  const url = new URL(href);
  const location = { pathname: url.pathname, search: url.search, hash: url.hash, replace: vi.fn() };
  const history = { state: { kept: true }, replaceState: vi.fn() };
  const performance = { getEntriesByType: () => (responseStatus === undefined ? [] : [{ responseStatus }]) };
  const documentElement = { setAttribute: vi.fn() };
  new Function('location', 'history', 'performance', 'document', pageStartInlineScript())(
    location,
    history,
    performance,
    { documentElement },
  );
  return { location, history, documentElement };
}

describe('collapseSlashes', () => {
  it.each([
    ['//blog', '/blog'],
    ['//docs/intro/', '/docs/intro/'],
    ['/docs//Explore///SOQL/', '/docs/Explore/SOQL/'],
    ['/docs/intro/', '/docs/intro/'],
    ['/', '/'],
  ])('%s → %s', (input, expected) => expect(collapseSlashes(input)).toBe(expected));
});

describe('the page-start inline script', () => {
  afterEach(() => vi.restoreAllMocks());

  it('marks <html> as scripted and leaves a normal address alone', () => {
    const { location, history, documentElement } = run('https://x.test/docs/intro/?q=1#a', 200);
    expect(documentElement.setAttribute).toHaveBeenCalledWith(JS_ATTRIBUTE, '');
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('rewrites a doubled slash in place when the host served the page itself', () => {
    const { location, history } = run('https://x.test//docs/intro/?q=1#a', 200);
    expect(history.replaceState).toHaveBeenCalledWith({ kept: true }, '', '/docs/intro/?q=1#a');
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('loads the corrected address when the host answered 404 or the status is unknown', () => {
    for (const status of [404, undefined]) {
      const { location, history } = run('https://x.test//blog', status);
      expect(history.replaceState).toHaveBeenCalledWith({ kept: true }, '', '/blog');
      expect(location.replace).toHaveBeenCalledWith('/blog');
    }
  });
});
