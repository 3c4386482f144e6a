/**
 * What the first inline script of every page does, before any bundle runs:
 *
 * - It marks `<html>` with `data-js`, so CSS can hide the controls that only work with
 *   JavaScript (the `js-only` class in app/base.css) from a reader whose browser runs no scripts,
 *   and show what stands in for them (`no-js-only`).
 * - It collapses doubled slashes in the address (`//blog`, `//docs/intro/`, a common slip when
 *   links are joined). Next's router hands the address to `history.replaceState` as it starts, and
 *   `//docs/intro/` there is a protocol-relative URL on another host: the browser refuses it and the
 *   whole page fails. The script rewrites the address first. If the host answered with the page
 *   itself (a host that merges slashes), that is all; if it answered with its 404 page, or the
 *   status is unknown, the script loads the corrected address.
 */

import { scriptJson } from './inline-script';

/** Attribute on `<html>` meaning the page's scripts run. */
export const JS_ATTRIBUTE = 'data-js';

/** `//docs//intro/` → `/docs/intro/`: every run of slashes in a path becomes one. */
export function collapseSlashes(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/');
}

/** The inline script (plain ES5: it runs before any bundle); it repeats collapseSlashes. */
export function pageStartInlineScript(): string {
  return `(function(){var d=document.documentElement,l=location,p=l.pathname;d.setAttribute(${scriptJson(JS_ATTRIBUTE)},'');if(p.indexOf('//')<0)return;var t=p.replace(/\\/{2,}/g,'/')+l.search+l.hash;try{history.replaceState(history.state,'',t)}catch(e){}var n=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];if(!n||n.responseStatus!==200)l.replace(t)})();`;
}
