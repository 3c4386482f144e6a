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
 * The box's text when the reader last pressed Enter, or Escape, in it before the results list
 * listened: the bootstrap notes them, the list honours them for that text (a key typed since
 * takes them back).
 */
export const earlyKeys = (): { Enter?: string; Escape?: string } =>
  ((globalThis as unknown as { sfxSearchKeys?: { Enter?: string; Escape?: string } }).sfxSearchKeys ??= {});
