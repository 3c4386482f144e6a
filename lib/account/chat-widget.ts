/**
 * The Tawk.to live chat, offered to signed-in readers only. The id checks are pure (and
 * unit-tested); the DOM helpers add and remove the embed script and everything it created, so
 * signing out leaves no chat behind.
 */

import { accountConfig } from './config';

/** Where Tawk.to serves its embed script from. */
export const TAWK_EMBED_ORIGIN = 'https://embed.tawk.to';

/**
 * The folder on that host from which the embed script loads the widget's application
 * (`/_s/v4/app/<version>/js/…`); the security policy allows scripts from it and from the embed
 * script's own address, nothing else of the host.
 */
export const TAWK_APP_PATH = '/_s/';

/** Marks the script element we insert, so removal finds it whatever Tawk does to the page. */
const SCRIPT_MARKER = 'data-sfx-chat';

/** Result of checking the configured ids. */
export type TawkEmbed = { ok: true; src: string } | { ok: false; reason: string };

// Tawk.to ids are short tokens of letters, digits, `_` and `-`; anything else (a slash, a query
// string, a full URL pasted by mistake) would change the script URL, so it is refused.
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Checks the property and widget ids and builds the embed script's URL. */
export function resolveTawkEmbed(propertyId: string | undefined, widgetId: string | undefined): TawkEmbed {
  const property = (propertyId ?? '').trim();
  const widget = (widgetId ?? '').trim();
  const missing = [!property && 'NEXT_PUBLIC_TAWK_PROPERTY_ID', !widget && 'NEXT_PUBLIC_TAWK_WIDGET_ID'].filter(
    Boolean,
  );
  if (missing.length > 0)
    return {
      ok: false,
      reason: `Live chat is off: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} empty.`,
    };
  if (!ID_PATTERN.test(property))
    return { ok: false, reason: 'Live chat is off: NEXT_PUBLIC_TAWK_PROPERTY_ID is not a valid Tawk.to id.' };
  if (!ID_PATTERN.test(widget))
    return { ok: false, reason: 'Live chat is off: NEXT_PUBLIC_TAWK_WIDGET_ID is not a valid Tawk.to id.' };
  return { ok: true, src: `${TAWK_EMBED_ORIGIN}/${property}/${widget}` };
}

/** This build's embed, from the configured ids. */
export function configuredTawkEmbed(): TawkEmbed {
  return resolveTawkEmbed(accountConfig.tawk.propertyId, accountConfig.tawk.widgetId);
}

/** Who Tawk shows the agents. */
export interface ChatVisitor {
  name: string;
  email: string;
}

/** The visitor details for a reader: Tawk wants a name, so the email's local part stands in. */
export function chatVisitor(user: { name: string | null; email: string | null }): ChatVisitor {
  const email = user.email ?? '';
  const name = user.name?.trim() || email.split('@')[0] || 'Reader';
  return { name, email };
}

/** The globals the Tawk snippet uses. */
interface TawkWindow {
  Tawk_API?: {
    visitor?: ChatVisitor;
    shutdown?: () => void;
    setAttributes?: (attributes: Record<string, string>, callback?: (error?: unknown) => void) => void;
    [key: string]: unknown;
  };
  Tawk_LoadStart?: Date;
}

/**
 * Inserts the embed script, with the visitor set beforehand so Tawk picks it up on load (the
 * documented way to pre-fill a visitor). Does nothing when it is already there.
 */
export function loadTawkWidget(src: string, visitor: ChatVisitor, doc: Document = document): HTMLScriptElement {
  const existing = doc.querySelector<HTMLScriptElement>(`script[${SCRIPT_MARKER}]`);
  if (existing) return existing;
  const win = doc.defaultView as (Window & TawkWindow) | null;
  if (win) {
    win.Tawk_API = win.Tawk_API ?? {};
    win.Tawk_API.visitor = visitor;
    win.Tawk_LoadStart = new Date();
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.charset = 'UTF-8';
  script.setAttribute('crossorigin', '*');
  script.setAttribute(SCRIPT_MARKER, '');
  doc.body.appendChild(script);
  return script;
}

/**
 * Updates the visitor after loading began (a name chosen at sign-up arrives a moment after the
 * account exists). Before Tawk has loaded, the pre-load `visitor` object is still read; after, the
 * documented `setAttributes` call updates the live widget.
 */
export function updateTawkVisitor(visitor: ChatVisitor, doc: Document = document): void {
  const win = doc.defaultView as (Window & TawkWindow) | null;
  const api = win?.Tawk_API;
  if (!api) return;
  api.visitor = visitor;
  if (typeof api.setAttributes === 'function') {
    api.setAttributes({ name: visitor.name, email: visitor.email }, () => {
      // Tawk reports validation problems here; a stale name in the chat is not worth an error.
    });
  }
}

/**
 * Removes the chat: our script, the scripts Tawk loaded after it, its widget containers and
 * iframes, and its globals, so the next reader on this browser starts with a clean slate.
 */
export function removeTawkWidget(doc: Document = document): void {
  const win = doc.defaultView as (Window & TawkWindow) | null;
  try {
    win?.Tawk_API?.shutdown?.();
  } catch {
    // Shutting down is a courtesy to Tawk; the elements are removed below either way.
  }
  const selectors = [
    `script[${SCRIPT_MARKER}]`,
    `script[src^="${TAWK_EMBED_ORIGIN}"]`,
    'iframe[title*="chat widget" i]',
    '.widget-visible',
    '.widget-hidden',
    '[id^="tawk"]',
  ];
  for (const element of doc.querySelectorAll(selectors.join(','))) element.remove();
  if (win) {
    delete win.Tawk_API;
    delete win.Tawk_LoadStart;
  }
}
