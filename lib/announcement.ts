/**
 * Announcement-bar rules. Dismissal is remembered in local storage together with the id of the
 * announcement that was dismissed; a new id shows the bar again.
 */

import { scriptJson } from './inline-script';

export const ANNOUNCEMENT_ID_KEY = 'sfx-announcement-id';
export const ANNOUNCEMENT_DISMISSED_KEY = 'sfx-announcement-dismissed';
/** Attribute set on <html> before first paint when the bar is dismissed, so it never flashes. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Whether the bar with `id` was dismissed; resets the stored state when the id changed. */
export function readAnnouncementDismissed(storage: StorageLike, id: string): boolean {
  if (storage.getItem(ANNOUNCEMENT_ID_KEY) !== id) {
    storage.setItem(ANNOUNCEMENT_ID_KEY, id);
    storage.removeItem(ANNOUNCEMENT_DISMISSED_KEY);
    return false;
  }
  return storage.getItem(ANNOUNCEMENT_DISMISSED_KEY) === 'true';
}

export function dismissAnnouncement(storage: StorageLike, id: string): void {
  storage.setItem(ANNOUNCEMENT_ID_KEY, id);
  storage.setItem(ANNOUNCEMENT_DISMISSED_KEY, 'true');
}

/**
 * The inline script that marks <html> before paint. It repeats readAnnouncementDismissed in
 * plain ES5 because it runs before any bundle; the id comes from the site config and is embedded
 * with scriptJson, so no id can end the script.
 */
export function announcementInlineScript(id: string): string {
  return `(function(){try{var s=window.localStorage,id=${scriptJson(id)};if(s.getItem(${scriptJson(ANNOUNCEMENT_ID_KEY)})===id&&s.getItem(${scriptJson(ANNOUNCEMENT_DISMISSED_KEY)})==='true'){document.documentElement.setAttribute(${scriptJson(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},'true')}}catch(e){}})();`;
}

/** A piece of announcement text: plain text or one link. */
export type AnnouncementPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Splits `text [label](href) text` into parts; the result is rendered as React nodes, never HTML. */
export function parseAnnouncementContent(content: string): AnnouncementPart[] {
  const parts: AnnouncementPart[] = [];
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of content.matchAll(pattern)) {
    const href = match[2];
    if (match.index > last) parts.push({ kind: 'text', text: content.slice(last, match.index) });
    if (/^(https?:\/\/|\/)/.test(href)) parts.push({ kind: 'link', text: match[1], href });
    else parts.push({ kind: 'text', text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
}
