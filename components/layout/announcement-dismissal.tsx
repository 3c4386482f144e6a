'use client';

import { useEffect } from 'react';
import {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  ANNOUNCEMENT_DISMISSED_KEY,
  dismissAnnouncement,
  readAnnouncementDismissed,
} from '@/lib/announcement';

function markDismissed(dismissed: boolean): void {
  document.documentElement.toggleAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, dismissed);
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Focuses the first visible control that follows `element` in the page. */
function focusFirstAfter(element: Element): void {
  for (const candidate of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const follows = element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (follows && candidate.getClientRects().length > 0) {
      candidate.focus();
      return;
    }
  }
}

/**
 * The announcement's browser side: forgets a dismissal when the announcement changed since the
 * reader closed one, follows a dismissal made in another tab, and renders the close button.
 * The bar itself is shown or hidden by CSS from the attribute on <html>.
 */
export function AnnouncementDismissal({ id, closeable }: { id: string; closeable: boolean }) {
  useEffect(() => {
    try {
      markDismissed(readAnnouncementDismissed(window.localStorage, id));
    } catch {
      // Storage unavailable: the bar simply shows.
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key !== ANNOUNCEMENT_DISMISSED_KEY && event.key !== null) return;
      try {
        markDismissed(readAnnouncementDismissed(window.localStorage, id));
      } catch {
        // Storage unavailable: nothing to follow.
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [id]);

  if (!closeable) return null;
  return (
    <button
      type="button"
      className="announcement-bar__close js-only"
      aria-label="Close announcement"
      onClick={(event) => {
        try {
          dismissAnnouncement(window.localStorage, id);
        } catch {
          // Without storage the bar closes for this page view only.
        }
        markDismissed(true);
        // The button has just disappeared with the bar: keyboard focus goes on from where it was.
        focusFirstAfter(event.currentTarget);
      }}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
        />
      </svg>
    </button>
  );
}
