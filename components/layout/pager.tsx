import { SiteLink } from './site-link';

interface PagerLink {
  label: string;
  href: string;
}

/** Previous and next links at the bottom of a docs page or post. */
export function Pager({
  previous,
  next,
  ariaLabel = 'Docs pages',
}: {
  previous: PagerLink | null;
  next: PagerLink | null;
  ariaLabel?: string;
}) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label={ariaLabel}>
      {previous ? (
        <SiteLink href={previous.href} className="pager__link pager__link--prev" rel="prev">
          <span className="pager__sub">Previous</span>
          <span className="pager__label">« {previous.label}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next && (
        <SiteLink href={next.href} className="pager__link pager__link--next" rel="next">
          <span className="pager__sub">Next</span>
          <span className="pager__label">{next.label} »</span>
        </SiteLink>
      )}
    </nav>
  );
}
