import { SiteLink } from './site-link';

interface PagerLink {
  label: string;
  href: string;
}

/**
 * Previous and next links at the bottom of a docs page or post. Docs read in order ("Previous",
 * "Next"); posts say which way in time each link goes ("Newer post", "Older post").
 */
export function Pager({
  previous,
  next,
  ariaLabel = 'Docs pages',
  previousLabel = 'Previous',
  nextLabel = 'Next',
}: {
  previous: PagerLink | null;
  next: PagerLink | null;
  ariaLabel?: string;
  /** The small word above the left link. */
  previousLabel?: string;
  /** The small word above the right link. */
  nextLabel?: string;
}) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label={ariaLabel}>
      {previous ? (
        <SiteLink href={previous.href} className="pager__link pager__link--prev" rel="prev">
          <span className="pager__sub">{previousLabel}</span>
          <span className="pager__label">« {previous.label}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next && (
        <SiteLink href={next.href} className="pager__link pager__link--next" rel="next">
          <span className="pager__sub">{nextLabel}</span>
          <span className="pager__label">{next.label} »</span>
        </SiteLink>
      )}
    </nav>
  );
}
