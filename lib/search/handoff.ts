/**
 * Set on `<html>` when React's search client starts loading search (lib/search/client.ts): from
 * then on the page's bootstrap (lib/search/bootstrap.ts) requests nothing, React's side does. A
 * module of its own: the client is first-load code, and this is all of it that it needs.
 */
export const REACT_SEARCH_ATTRIBUTE = 'data-search-react';
