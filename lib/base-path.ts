/**
 * The base path the site is served under, from `NEXT_PUBLIC_BASE_PATH` (e.g. `/documentation` for a
 * GitHub project page; empty for a root domain). The one reading of that variable: next.config.ts,
 * the export check, the site config and the route helpers all take it from here. Pure, so client
 * code may import it; Next inlines the variable in the browser bundle.
 */

/**
 * Normalises a configured base path: surrounding spaces and slashes go, and a non-empty path gets
 * one leading slash (`documentation/`, ` /documentation ` → `/documentation`; `` and `/` → ``).
 */
export function normalizeBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/** This build's base path (`''` or `/name`), read when called, so tests can set the variable. */
export function siteBasePath(): string {
  return normalizeBasePath(process.env.NEXT_PUBLIC_BASE_PATH);
}
