/**
 * Site-wide data resolved at build time: the validated config and the navbar links with their
 * targets. Server-only (reads content through the loaders).
 */
import {
  type NavbarPosition,
  navbarItemPosition,
  type SiteConfig,
  siteConfig,
  validateSiteConfig,
} from '@/lib/site-config';
import { DOCS_SECTIONS, getDocPages, getNavTree } from './docs';
import { firstLink } from './nav';

let validated = false;

/** The site config, checked against the content once per process. */
export function getSiteConfig(): SiteConfig {
  if (!validated) {
    validateSiteConfig(siteConfig, {
      docIds: { docs: getDocPages('docs').map((p) => p.id), devops: getDocPages('devops').map((p) => p.id) },
      sidebarIds: [...DOCS_SECTIONS],
    });
    // Building the trees checks that every sidebar category has something to link to.
    for (const section of DOCS_SECTIONS) getNavTree(section);
    validated = true;
  }
  return siteConfig;
}

/** A navbar link ready to render. */
export interface ResolvedNavbarLink {
  label: string;
  href: string;
  position: NavbarPosition;
  external: boolean;
  /** Path prefix that marks the link active (e.g. `/docs/`). */
  activePrefix: string | null;
}

export function getNavbarLinks(): ResolvedNavbarLink[] {
  const config = getSiteConfig();
  return config.navbar.items.flatMap((item): ResolvedNavbarLink[] => {
    const position = navbarItemPosition(item);
    switch (item.type) {
      case 'doc': {
        const section = item.docsPluginId ?? 'docs';
        const page = getDocPages(section).find((p) => p.id === item.docId);
        return page ? [{ label: item.label, href: page.href, position, external: false, activePrefix: `/${section}/` }] : [];
      }
      case 'docSidebar': {
        const section = item.sidebarId === 'devops' ? 'devops' : 'docs';
        const link = firstLink(getNavTree(section));
        return link ? [{ label: item.label, href: link.href, position, external: false, activePrefix: `/${section}/` }] : [];
      }
      case 'default': {
        const href = item.to ?? item.href ?? '/';
        const external = /^https?:/.test(href);
        return [{ label: item.label, href, position, external, activePrefix: external ? null : href.replace(/\/?$/, '/') }];
      }
      case 'docsVersion':
        // A single version needs no switcher; the item only validates its version name.
        return [];
    }
  });
}
