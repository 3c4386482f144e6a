'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isSamePage } from '@/lib/paths';
import { SiteLink } from './site-link';

/** A sidebar link; marks the current page and brings it into view in the sidebar on first load. */
export function SidebarLink({ href, label, unlisted }: { href: string; label: string; unlisted: boolean }) {
  const pathname = usePathname() ?? '';
  const active = isSamePage(pathname, href);
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const link = ref.current;
    const scroller = link?.closest<HTMLElement>('[data-sidebar-scroller]');
    if (!active || !link || !scroller) return;
    const linkBox = link.getBoundingClientRect();
    const box = scroller.getBoundingClientRect();
    if (linkBox.top < box.top || linkBox.bottom > box.bottom) {
      scroller.scrollTop += linkBox.top - box.top - box.height / 3;
    }
    // Only on the first render of this link: later navigations keep the reader's scroll position.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately run once per mount
  }, []);

  // Unlisted pages appear only while they are the page being read.
  if (unlisted && !active) return null;
  return (
    <SiteLink ref={ref} href={href} className="sidebar__link" aria-current={active ? 'page' : undefined}>
      {label}
    </SiteLink>
  );
}
