'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  dismissAnnouncement,
  parseAnnouncementContent,
  readAnnouncementDismissed,
} from '@/lib/announcement';
import type { AnnouncementBarConfig } from '@/lib/site-config';

/** The bar above the navbar. Hidden by CSS before hydration when the inline script marked it dismissed. */
export function AnnouncementBar({ config }: { config: AnnouncementBarConfig }) {
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const isDismissed = readAnnouncementDismissed(window.localStorage, config.id);
    setDismissed(isDismissed);
    document.documentElement.toggleAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, isDismissed);
  }, [config.id]);

  if (dismissed) return null;

  const close = () => {
    dismissAnnouncement(window.localStorage, config.id);
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, 'true');
    setDismissed(true);
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
            <path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
          </svg>
        </button>
      )}
    </div>
  );
}
