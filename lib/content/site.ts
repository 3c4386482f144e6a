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

/** What the last successful check covered: the config and each section's pages and tree. */
let validatedFor: readonly unknown[] | null = null;

/**
 * The site config, checked against the content. The loaders return the same objects while no
 * content file changed (see file-cache.ts), so a build checks once; under `next dev` an edit that
 * changes the pages or a sidebar (a renamed doc a navbar item points to, say) is checked again.
 */
export function getSiteConfig(): SiteConfig {
  const pages = { docs: getDocPages('docs'), devops: getDocPages('devops') };
  // Building the trees checks that every sidebar category has something to link to.
  const inputs = [siteConfig, pages.docs, pages.devops, ...DOCS_SECTIONS.map((section) => getNavTree(section))];
  if (validatedFor?.length === inputs.length && inputs.every((input, i) => input === validatedFor?.[i])) {
    return siteConfig;
  }
  validateSiteConfig(siteConfig, {
    docIds: { docs: pages.docs.map((p) => p.id), devops: pages.devops.map((p) => p.id) },
    sidebarIds: [...DOCS_SECTIONS],
  });
  validatedFor = inputs;
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
