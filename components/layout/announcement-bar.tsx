'use client';

import Link from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';
import {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  ANNOUNCEMENT_DISMISSED_KEY,
  ANNOUNCEMENT_ID_KEY,
  dismissAnnouncement,
  parseAnnouncementContent,
  readAnnouncementDismissed,
} from '@/lib/announcement';
import type { AnnouncementBarConfig } from '@/lib/site-config';

const CHANGE_EVENT = 'sfx-announcement-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The bar above the navbar. Hidden by CSS before hydration when the inline script marked it dismissed. */
export function AnnouncementBar({ config }: { config: AnnouncementBarConfig }) {
  const dismissed = useSyncExternalStore(
    subscribe,
    () => {
      try {
        return (
          window.localStorage.getItem(ANNOUNCEMENT_ID_KEY) === config.id &&
          window.localStorage.getItem(ANNOUNCEMENT_DISMISSED_KEY) === 'true'
        );
      } catch {
        return false;
      }
    },
    () => false,
  );

  useEffect(() => {
    try {
      // Resets the stored dismissal when the announcement changed since the reader closed one.
      const isDismissed = readAnnouncementDismissed(window.localStorage, config.id);
      document.documentElement.toggleAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, isDismissed);
    } catch {
      // Storage unavailable: the bar simply shows.
    }
  }, [config.id]);

  if (dismissed) return null;

  const close = () => {
    try {
      dismissAnnouncement(window.localStorage, config.id);
    } catch {
      // Without storage the bar closes for this page view only.
    }
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, 'true');
    window.dispatchEvent(new Event(CHANGE_EVENT));
  };

  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label="Announcement"
      style={{ backgroundColor: config.backgroundColor, color: config.textColor }}
    >
      <p className="announcement-bar__content">
        {parseAnnouncementContent(config.content).map((part, i) =>
          part.kind === 'link' ? (
            part.href.startsWith('/') ? (
              <Link key={i} href={part.href} style={{ color: config.textColor }}>
                {part.text}
              </Link>
            ) : (
              <a key={i} href={part.href} style={{ color: config.textColor }} rel="noopener noreferrer">
                {part.text}
              </a>
            )
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
      {config.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label="Close announcement" onClick={close}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              fill="currentColor"
              d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
            />
          </svg>
        </button>
      )}
    </div>
  );
}
