import { parseAnnouncementContent } from '@/lib/announcement';
import type { AnnouncementBarConfig } from '@/lib/site-config';
import { AnnouncementDismissal } from './announcement-dismissal';
import { SiteLink } from './site-link';

/**
 * The bar above the navbar, rendered on the server. A dismissed bar is hidden by CSS from the
 * `data-announcement-dismissed` attribute on <html>, which the inline script in the layout sets
 * before the first paint; the close button and the dismissal bookkeeping are the only parts that
 * run in the browser (announcement-dismissal.tsx).
 */
export function AnnouncementBar({ config }: { config: AnnouncementBarConfig }) {
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
              <SiteLink key={i} href={part.href} style={{ color: config.textColor }}>
                {part.text}
              </SiteLink>
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
      <AnnouncementDismissal id={config.id} closeable={config.isCloseable} />
    </div>
  );
}
