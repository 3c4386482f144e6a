/**
 * Route and file-path helpers shared by the loader, the search extractor and the client.
 * Pure: no file system access, so client code may import this module.
 */
import { siteBasePath } from './base-path';

/** Encodes each segment of a path for use in a URL (spaces become %20). */
export function encodeSegments(segments: readonly string[]): string {
  return segments.map((segment) => encodeURIComponent(segment)).join('/');
}

/** URL of a page in a docs section, always with a trailing slash. */
export function docHref(section: string, slug: readonly string[]): string {
  return slug.length === 0 ? `/${section}/` : `/${section}/${encodeSegments(slug)}/`;
}

/**
 * Normalises a path the way the site resolves it: a trailing `index.html` or `.html` is
 * stripped, percent-encoding is decoded, and an empty result becomes `/`. Hash and query are
 * kept. Used for search results and for comparing the current route with sidebar links.
 */
export function normalizeSitePath(input: string): string {
  if (!input) return '/';
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(input);
  let path = match?.[1] ?? '';
  const query = match?.[2] ?? '';
  const hash = match?.[3] ?? '';
  path = path.replace(/(^|\/)index\.html$/i, '$1').replace(/\.html$/i, '');
  if (path === '' || path === '/') return `/${query}${hash}`;
  if (!path.endsWith('/')) path += '/';
  return `${path}${query}${hash}`;
}

/** True when two site paths point at the same page (encoding, `.html` and slashes ignored). */
export function isSamePage(a: string, b: string): boolean {
  const clean = (p: string) => {
    const path = normalizeSitePath(p).replace(/[?#].*$/, '');
    try {
      return decodeURIComponent(path);
    } catch {
      return path;
    }
  };
  return clean(a) === clean(b);
}

/** Removes the configured base path from a pathname (`/documentation/docs/x/` → `/docs/x/`). */
export function stripBasePath(pathname: string, basePath: string): string {
  const base = basePath.replace(/\/+$/, '');
  if (base && (pathname === base || pathname.startsWith(`${base}/`))) {
    return pathname.slice(base.length) || '/';
  }
  return pathname;
}

/** Prefixes a public asset path with the configured base path (Next does this for links, not for raw src). */
export function assetPath(src: string): string {
  if (!src.startsWith('/')) return src;
  return `${siteBasePath()}${src}`;
}
