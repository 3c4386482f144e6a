/**
 * Set on `<html>` when React's search client starts loading search (lib/search/client.ts): from
 * then on the page's bootstrap (lib/search/bootstrap.ts) requests nothing, React's side does. A
 * module of its own: the client is first-load code, and this is all of it that it needs.
 */
export const REACT_SEARCH_ATTRIBUTE = 'data-search-react';

/**
 * The search files the page asked for that no code has taken yet (file name → response), kept on
 * the global object: the bootstrap puts its requests there, and the search module takes them from
 * there, whenever it loads and whichever side loads it, so no file is requested twice.
 */
export const pendingRequests = (): Map<string, Promise<Response>> =>
  ((globalThis as unknown as { sfxSearchRequests?: Map<string, Promise<Response>> }).sfxSearchRequests ??= new Map());
