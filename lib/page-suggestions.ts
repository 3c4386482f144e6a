/**
 * "Did you mean" for the 404 page: a static host is case-sensitive, so `/graphql` or
 * `/docs/faq/` misses `/graphQL/` and `/docs/FAQ/` by case alone. The 404 page loads the sitemap
 * (every public page) and offers the pages whose path differs from the requested one only by
 * case, a trailing slash or a `.html` ending. Pure, so it is tested without a browser.
 */
import { normalizeSitePath, stripBasePath } from './paths';

/** Site paths (without the base path) of the pages a sitemap lists. */
export function sitemapPaths(xml: string, basePath: string): string[] {
  const paths: string[] = [];
  for (const match of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    try {
      const url = new URL(match[1].replaceAll('&amp;', '&'));
      paths.push(stripBasePath(url.pathname, basePath));
    } catch {
      // Not a URL: nothing to offer for it.
    }
  }
  return paths;
}

function comparable(path: string): string {
  const normalized = normalizeSitePath(path.replace(/[?#].*$/, ''));
  let decoded = normalized;
  try {
    decoded = decodeURIComponent(normalized);
  } catch {
    // A malformed escape: compare it as typed.
  }
  return decoded.toLowerCase();
}

/** The known pages that `requested` names but for case, a trailing slash or `.html`. */
export function pagesDifferingByCase(requested: string, known: readonly string[]): string[] {
  const wanted = comparable(requested);
  return [...new Set(known.filter((path) => comparable(path) === wanted))];
}
