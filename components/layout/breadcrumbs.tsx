import { SiteLink } from './site-link';

/** A step of the trail after the home link; `href` is null for a category without a page. */
export interface TrailStep {
  label: string;
  href: string | null;
}

/**
 * The trail after the home link: the section, then the page's categories and the page. The
 * visible breadcrumbs and the page's BreadcrumbList JSON-LD both show this.
 */
export function breadcrumbTrail(items: TrailStep[], sectionLabel: string, sectionHref: string): TrailStep[] {
  // The section's first page (e.g. the intro) is shown by its own name rather than twice.
  const startsSection = items.length === 1 && items[0].href === sectionHref;
  return startsSection ? items : [{ label: sectionLabel, href: sectionHref }, ...items];
}

/** Breadcrumbs from the site root through the page's categories (see breadcrumbTrail). */
export function Breadcrumbs({ trail }: { trail: TrailStep[] }) {
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      <ol>
        <li>
          <SiteLink href="/" className="breadcrumbs__link" aria-label="Home page">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
              />
            </svg>
          </SiteLink>
        </li>
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {last ? (
                <span className="breadcrumbs__current" aria-current="page">
                  {item.label}
                </span>
              ) : item.href ? (
                <SiteLink href={item.href} className="breadcrumbs__link">
                  {item.label}
                </SiteLink>
              ) : (
                // A category without a page of its own: plain text, unlike the current page.
                <span className="breadcrumbs__category">{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
