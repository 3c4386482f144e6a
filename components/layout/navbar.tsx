import type { ReactNode } from 'react';
import { getNavbarLinks, getSiteConfig, type ResolvedNavbarLink } from '@/lib/content/site';
import { assetPath } from '@/lib/paths';
import { COLOR_MODE_ICONS } from '@/components/theme/color-mode-icons';
import { ColorModeToggle } from '@/components/theme/color-mode-toggle';
import { Logo } from './logo';
import { MobileDrawer, MobileMenuButton } from './mobile-drawer';
import { NavbarLink } from './navbar-link';
import { NavbarShell } from './navbar-shell';
import { SiteLink } from './site-link';

/** The site navbar: brand and section links on the left; links, search, colour mode and account on the right. */
export function Navbar({
  search,
  drawerSearch,
  account,
}: {
  search?: ReactNode;
  /** Search box shown at the top of the mobile drawer. */
  drawerSearch?: ReactNode;
  account?: ReactNode;
}) {
  const config = getSiteConfig();
  const links = getNavbarLinks();
  const left = links.filter((l) => l.position === 'left');
  const right = links.filter((l) => l.position === 'right');
  const toggle = config.colorMode.disableSwitch ? null : (
    <ColorModeToggle respectPrefersColorScheme={config.colorMode.respectPrefersColorScheme} icons={COLOR_MODE_ICONS} />
  );

  return (
    <NavbarShell hideOnScroll={config.navbar.hideOnScroll}>
      <MobileMenuButton menu={<FallbackMenu links={links} />} />
      <BrandLink title={config.navbar.title} />
      <ul className="navbar__items navbar__items--left">
        {left.map((link) => (
          <li key={link.label}>
            <NavbarLink {...link} className="navbar__link" />
          </li>
        ))}
      </ul>
      <div className="navbar__items navbar__items--right">
        <ul className="navbar__right-links">
          {right.map((link) => (
            <li key={link.label}>
              <NavbarLink {...link} className="navbar__link" />
            </li>
          ))}
        </ul>
        {/* The search box needs JavaScript: without it, it is not shown. */}
        <div className="navbar__search js-only">{search}</div>
        <span className="navbar__toggle-desktop">{toggle}</span>
        {account}
      </div>
      <MobileDrawer
        links={links}
        brand={<BrandLink title={config.navbar.title} />}
        tools={toggle}
        search={drawerSearch}
      />
    </NavbarShell>
  );
}

/**
 * The phone menu before the page is interactive, and without JavaScript: the navbar's links.
 * Plain links: it only lives until hydration replaces it with the drawer. (Pages with a section
 * menu link down to it themselves: SectionMenuLink.)
 */
function FallbackMenu({ links }: { links: ResolvedNavbarLink[] }) {
  return (
    <ul className="navbar__menu-fallback-panel">
      {links.map((link) => (
        <li key={link.href + link.label}>
          <a
            className="drawer__link"
            href={link.external ? link.href : assetPath(link.href)}
            rel={link.external ? 'noopener noreferrer' : undefined}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Brand link used in the navbar and the drawer; rendered here, on the server, for both. */
function BrandLink({ title }: { title: string }) {
  return (
    <SiteLink href="/" className="navbar__brand">
      <Logo />
      <span className="navbar__title">{title}</span>
    </SiteLink>
  );
}
