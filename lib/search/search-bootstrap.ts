/**
 * The search bootstrap: an inline script of every page (the root layout writes it) that starts
 * search before React hydrates. On the reader's first approach to a search box (the pointer over
 * it, a press, the focus, a key) it imports the search module (standalone.ts) and hands it the box:
 * the module loads the entry and the engine, requests the chunks of what is typed, and shows
 * results below the box until React's list takes over. On a slow connection React hydrates seconds
 * after the box takes typing; without this, nothing could be searched until then.
 *
 * Plain ES2015 with a dynamic import, a few hundred bytes; the postbuild lists its hash in the
 * page's script policy like every inline script's.
 */
import { scriptJson } from '@/lib/inline-script';
import { SEARCH_CONFIG, SEARCH_CONFIGURED, SEARCH_ENGINE_URL } from './config';

/** Events that start search, listened to on the document, before any bundle runs. */
export const BOOTSTRAP_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'] as const;

/** The inline script, or null for a build without search files. */
export function searchBootstrapInlineScript(): string | null {
  if (!SEARCH_CONFIGURED) return null;
  return `(function(){var d=document,c=${scriptJson(SEARCH_CONFIG)},e=${scriptJson(BOOTSTRAP_EVENTS)};function go(v){var s=v.target&&v.target.closest&&v.target.closest('.search');if(!s)return;e.forEach(function(n){d.removeEventListener(n,go,true)});import(${scriptJson(SEARCH_ENGINE_URL)}).then(function(m){m.start(c,s.querySelector('input'))},function(){e.forEach(function(n){d.addEventListener(n,go,true)})})}e.forEach(function(n){d.addEventListener(n,go,true)})})();`;
}
