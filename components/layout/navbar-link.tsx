'use client';

import { usePathname } from 'next/navigation';
import { isSamePage } from '@/lib/paths';
import { SiteLink } from './site-link';

/** A navbar or drawer link that marks itself current when the page is inside its section. */
export function NavbarLink({
  href,
  label,
  activePrefix,
  external,
  className,
  onNavigate,
}: {
  href: string;
  label: string;
  activePrefix: string | null;
  external: boolean;
  className: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname() ?? '/';
  if (external) {
    return (
      <a className={className} href={href} rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape in the address bar: compare the raw path instead.
  }
  const active = activePrefix ? `${decoded.replace(/\/?$/, '/')}`.startsWith(activePrefix) : isSamePage(pathname, href);
  return (
    <SiteLink
      className={className}
      href={href}
      aria-current={active ? (isSamePage(pathname, href) ? 'page' : 'true') : undefined}
      onClick={onNavigate}
    >
      {label}
    </SiteLink>
  );
}
