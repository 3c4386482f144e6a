import type { AnchorHTMLAttributes } from 'react';
import { SiteLink } from '@/components/layout/site-link';

/** Links in MDX: site paths go through next/link (base path, prefetch), others stay plain anchors. */
export function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <SiteLink href={href} {...rest}>
        {children}
      </SiteLink>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} rel={external ? 'noopener noreferrer' : rest.rel}>
      {children}
    </a>
  );
}
