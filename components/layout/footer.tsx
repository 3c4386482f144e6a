import { getSiteConfig } from '@/lib/content/site';
import { assetPath } from '@/lib/paths';
import type { FooterColumn, FooterLink } from '@/lib/site-config';

function isColumns(links: FooterColumn[] | FooterLink[]): links is FooterColumn[] {
  return links.length > 0 && 'items' in links[0];
}

function FooterAnchor({ link }: { link: FooterLink }) {
  const external = /^https?:/.test(link.href);
  return (
    <a
      className="footer__link"
      href={external ? link.href : assetPath(link.href)}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {link.label}
      {external && (
        <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" className="footer__external">
          <path fill="currentColor" d="M14 3v2h3.6l-9.3 9.3 1.4 1.4L19 6.4V10h2V3zM5 5v14h14v-5h-2v3H7V7h3V5z" />
        </svg>
      )}
    </a>
  );
}

/** Site footer: titled link columns (or a flat list), an optional themed logo and the copyright line. */
export function Footer() {
  const { footer } = getSiteConfig();
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="footer__inner">
        {isColumns(footer.links) ? (
          <div className="footer__columns">
            {footer.links.map((column, index) => (
              // The id is built from the position, not the title: aria-labelledby takes a list of ids
              // separated by spaces, so a title such as "Learn More" would name nothing.
              <section key={column.title} className="footer__column" aria-labelledby={`footer-column-${index}`}>
                <h2 id={`footer-column-${index}`} className="footer__title">
                  {column.title}
                </h2>
                <ul>
                  {column.items.map((link) => (
                    <li key={link.href}>
                      <FooterAnchor link={link} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : (
          <ul className="footer__flat">
            {footer.links.map((link) => (
              <li key={link.href}>
                <FooterAnchor link={link} />
              </li>
            ))}
          </ul>
        )}
        {footer.logo && (
          <a className="footer__logo" href={footer.logo.href ?? assetPath('/')}>
            {/* eslint-disable-next-line @next/next/no-img-element -- static export serves images unoptimised */}
            <img
              className="themed-img themed-img--light"
              src={assetPath(footer.logo.src)}
              alt={footer.logo.alt}
              width={footer.logo.width}
              height={footer.logo.height}
            />
            {/* eslint-disable-next-line @next/next/no-img-element -- static export serves images unoptimised */}
            <img
              className="themed-img themed-img--dark"
              src={assetPath(footer.logo.srcDark ?? footer.logo.src)}
              alt={footer.logo.alt}
              width={footer.logo.width}
              height={footer.logo.height}
            />
          </a>
        )}
        <p className="footer__copyright">{footer.copyright}</p>
      </div>
    </footer>
  );
}
