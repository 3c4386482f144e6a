/**
 * Set on `<html>` when React's side (client.ts) starts loading search: the bootstrap then stands
 * down. A module of its own: the client is first-load code, and needs only this of it.
 */
export const REACT_SEARCH_ATTRIBUTE = 'data-search-react';

/**
 * Search files requested that no code has taken yet (name → response), on the global object: the
 * bootstrap puts its requests there and the search module takes them, so none is made twice.
 */
export const pendingRequests = (): Map<string, Promise<Response>> =>
  ((globalThis as unknown as { sfxSearchRequests?: Map<string, Promise<Response>> }).sfxSearchRequests ??= new Map());

/**
 * What the reader asked of search before the code that answers it ran, noted by the bootstrap: the
 * box's text when they last pressed Enter, or Escape, in it (the list honours them for that text; a
 * key typed since takes them back), and a tap on the phone's search button or Ctrl/⌘+K where the
 * navbar's box is hidden (React's box opens the drawer on its box once it runs, and leaves `false`).
 */
export interface EarlyInput {
  Enter?: string;
  Escape?: string;
  searchButton?: boolean;
}

export const earlyInput = (): EarlyInput =>
  ((globalThis as unknown as { sfxSearchEarly?: EarlyInput }).sfxSearchEarly ??= {});

/** Requests a search file unless a request for it is pending; a failed one is dropped, to be made again. */
export function requestEarly(base: string, name: string): void {
  const requests = pendingRequests();
  if (requests.has(name)) return;
  const response = fetch(`${base}/search/${name}`);
  response.catch(() => requests.delete(name));
  requests.set(name, response);
}
