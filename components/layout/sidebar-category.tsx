'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useId, useState } from 'react';
import { isSamePage } from '@/lib/paths';
import { SiteLink } from './site-link';

/**
 * A collapsible sidebar group. It opens by itself when the current page is inside it; the reader
 * can collapse or expand it at any time.
 */
export function SidebarCategory({
  label,
  href,
  descendantHrefs,
  children,
}: {
  label: string;
  href: string | null;
  descendantHrefs: string[];
  children: ReactNode;
}) {
  const pathname = usePathname() ?? '';
  const containsActive =
    descendantHrefs.some((h) => isSamePage(pathname, h)) || (href !== null && isSamePage(pathname, href));
  const [expanded, setExpanded] = useState(containsActive);
  const [wasActive, setWasActive] = useState(containsActive);
  const listId = useId();

  // Navigating into the category opens it; adjusting state during render avoids an extra pass.
  if (containsActive !== wasActive) {
    setWasActive(containsActive);
    if (containsActive) setExpanded(true);
  }

  const toggle = (
    <button
      type="button"
      className="sidebar__toggle"
      aria-expanded={expanded}
      aria-controls={listId}
      aria-label={href ? `${expanded ? 'Collapse' : 'Expand'} ${label}` : undefined}
      onClick={() => setExpanded((e) => !e)}
    >
      {!href && <span className="sidebar__category-label">{label}</span>}
      <svg className="sidebar__caret" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6z" />
      </svg>
    </button>
  );

  return (
    <div className="sidebar__category" data-expanded={expanded}>
      <div className="sidebar__category-row">
        {href ? (
          <>
            <SiteLink
              href={href}
              className="sidebar__link sidebar__link--category"
              aria-current={isSamePage(pathname, href) ? 'page' : undefined}
            >
              {label}
            </SiteLink>
            {toggle}
          </>
        ) : (
          toggle
        )}
      </div>
      <div id={listId} hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}
