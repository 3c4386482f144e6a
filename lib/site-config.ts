/**
 * The one place that describes the site around the content: product name, navbar, footer,
 * links, announcement bar and colour mode. `validateSiteConfig` runs at build time (from the
 * content loader) so a mistake here fails the build with a message that says what to fix.
 */
import { siteBasePath } from './base-path';

/** Where a navbar item sits. */
export type NavbarPosition = 'left' | 'right';

interface NavbarItemBase {
  /** Visible text. */
  label: string;
  /** Side of the navbar; right when omitted. */
  position?: NavbarPosition;
}

/** Links to one document by its id (its path under the docs folder, e.g. `intro`). */
export interface DocNavbarItem extends NavbarItemBase {
  type: 'doc';
  docId: string;
  /** Docs section that holds the doc; `docs` when omitted. */
  docsPluginId?: DocsSectionId;
}

/** Links to the first page of a sidebar (`docs` or `devops`). */
export interface DocSidebarNavbarItem extends NavbarItemBase {
  type: 'docSidebar';
  sidebarId: string;
}

/** A plain link, internal (`to`) or external (`href`). */
export interface LinkNavbarItem extends NavbarItemBase {
  type: 'default';
  to?: string;
  href?: string;
}

/** The docs version switcher; `version` names the version it starts on. */
export interface DocsVersionNavbarItem extends NavbarItemBase {
  type: 'docsVersion';
  version?: string;
  docsPluginId?: DocsSectionId;
}

export type NavbarItem = DocNavbarItem | DocSidebarNavbarItem | LinkNavbarItem | DocsVersionNavbarItem;

/** A footer link. */
export interface FooterLink {
  label: string;
  href: string;
}

/** A titled footer column. */
export interface FooterColumn {
  title: string;
  items: FooterLink[];
}

/** Optional footer logo; `srcDark` is used in dark mode when given. */
export interface FooterLogo {
  alt: string;
  src: string;
  srcDark?: string;
  href?: string;
  width?: number;
  height?: number;
}

export interface FooterConfig {
  style: 'dark' | 'light';
  /** Titled columns, or a flat list of links. */
  links: FooterColumn[] | FooterLink[];
  logo?: FooterLogo;
  copyright: string;
}

/** The bar above the navbar. Changing `id` shows it again to readers who dismissed it. */
export interface AnnouncementBarConfig {
  id: string;
  /** Plain text; may contain one Markdown-style link `[label](href)`. Never HTML. */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export type ColorMode = 'light' | 'dark';

export interface ColorModeConfig {
  /** Mode a first-time reader sees. */
  defaultMode: ColorMode;
  /** Hides the toggle and clears any stored choice. */
  disableSwitch: boolean;
  /** Follow the operating system's preference until the reader chooses. */
  respectPrefersColorScheme: boolean;
}

export type DocsSectionId = 'docs' | 'devops';

export interface DocsVersionConfig {
  /** Label readers see for the version. */
  label: string;
}

export interface SiteConfig {
  title: string;
  tagline: string;
  /** Production origin, used for canonical URLs, feeds and the sitemap. */
  url: string;
  /** Path the site is served under; `/` or `/name/`. */
  baseUrl: string;
  navbar: {
    title: string;
    hideOnScroll: boolean;
    items: NavbarItem[];
  };
  footer: FooterConfig;
  announcementBar?: AnnouncementBarConfig;
  colorMode: ColorModeConfig;
  docs: {
    /** Versions by name; this site has one, `current`. */
    versions: Record<string, DocsVersionConfig>;
    lastVersion: string;
  };
  /** Base for "Edit this page" links; the content path is appended. */
  editUrl: string;
  links: {
    webApp: string;
    chrome: string;
    edge: string;
    insiders: string;
    lite: string;
    dataCloud: string;
    advancedSetup: string;
    issues: string;
  };
  blog: {
    title: string;
    description: string;
    postsPerPage: number;
    /** Posts shown in the blog sidebar. */
    sidebarCount: number;
  };
}

export const siteConfig = {
  title: 'SF Explorer',
  tagline: 'Salesforce Productivity Tool',
  url: process.env.NEXT_PUBLIC_SITE_URL || 'https://info.sf-explorer.com',
  baseUrl: `${siteBasePath()}/`,
  navbar: {
    title: 'SF Explorer',
    hideOnScroll: true,
    items: [
      { type: 'doc', docId: 'intro', label: 'SF Explorer', position: 'left' },
      { type: 'docSidebar', sidebarId: 'devops', label: 'DevOps Center', position: 'left' },
      { type: 'default', to: '/blog', label: 'Blog', position: 'left' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Learn More',
        items: [
          { label: 'LinkedIn', href: 'https://www.linkedin.com/company/salesforce-explorer/' },
          { label: 'YouTube', href: 'https://www.youtube.com/@SFExplorer' },
        ],
      },
      {
        title: 'Apps',
        items: [
          { label: 'Web', href: 'https://app.sf-explorer.com' },
          {
            label: 'Chrome',
            href: 'https://chromewebstore.google.com/detail/sf-explorer/eabpolgjfkpchgffbkiedgfemcgbnbde',
          },
          {
            label: 'Edge',
            href: 'https://microsoftedge.microsoft.com/addons/detail/sf-explorer/poadmeoldhchlfeaiicmfjlfjmkjbgdh',
          },
        ],
      },
    ],
    copyright: `Copyright © ${new Date().getFullYear()} SF Explorer. Built by Nicolas Despres while finding his way around the Salesforce ecosystem.`,
  },
  announcementBar: {
    id: 'release-6-0',
    content: 'Release 6.0 is out: Data Cloud and Marketing Cloud support. [Read the release notes](/blog/release60/)',
    backgroundColor: '#032d60',
    textColor: '#ffffff',
    isCloseable: true,
  },
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  docs: {
    versions: { current: { label: 'Next' } },
    lastVersion: 'current',
  },
  editUrl: 'https://github.com/sf-explorer/documentation/edit/main/',
  links: {
    webApp: 'https://app.sf-explorer.com',
    chrome: 'https://chromewebstore.google.com/detail/sf-explorer/eabpolgjfkpchgffbkiedgfemcgbnbde',
    edge: 'https://microsoftedge.microsoft.com/addons/detail/sf-explorer/poadmeoldhchlfeaiicmfjlfjmkjbgdh',
    insiders: 'https://chromewebstore.google.com/detail/sf-explorer-insiders/apphlcbcppkiehhchkaddlfannmlblem',
    lite: 'https://chromewebstore.google.com/detail/sf-explorer-lite/pokljfiajomppdbinhpbeahihjnblcfj',
    dataCloud: 'https://chromewebstore.google.com/detail/datacloud-explorer/ibbopdomcgbelmcjpngkhpaphlbmgcmd',
    advancedSetup:
      'https://chromewebstore.google.com/detail/salesforce-explorer-enhan/bfbpegnljabcaknhmlfejadihhcndmfi',
    issues: 'https://github.com/sf-explorer/documentation/issues',
  },
  blog: {
    title: 'SF Explorer blog',
    description: 'Release notes and news about SF Explorer, the Salesforce productivity tool.',
    postsPerPage: 5,
    sidebarCount: 10,
  },
} satisfies SiteConfig;

/** What the validator needs to know about the content to check references. */
export interface SiteConfigContext {
  /** Doc ids per docs section, e.g. `{ docs: ['intro', 'Explore/SOQL'], devops: ['index'] }`. */
  docIds: Record<DocsSectionId, string[]>;
  /** Sidebar ids that exist (`docs`, `devops`). */
  sidebarIds: string[];
}

const NAVBAR_ITEM_TYPES = new Set(['doc', 'docSidebar', 'default', 'docsVersion']);

function listOf(values: string[]): string {
  return values.map((value) => `- ${value}`).join('\n');
}

/** Throws when a docs version name is unknown; the message lists the available versions. */
export function assertDocsVersion(config: SiteConfig, version: string): void {
  const available = Object.keys(config.docs.versions);
  if (!available.includes(version)) {
    throw new Error(`Docs version "${version}" does not exist. Available versions are: ${available.join(', ')}.`);
  }
}

/** Throws when the colour-mode settings hold a value the site does not know. */
export function assertColorModeConfig(colorMode: ColorModeConfig): void {
  const mode = colorMode.defaultMode as string;
  if (mode !== 'light' && mode !== 'dark') {
    throw new Error(`Unexpected colour mode "${mode}" in colorMode.defaultMode: expected "light" or "dark".`);
  }
  for (const key of ['disableSwitch', 'respectPrefersColorScheme'] as const) {
    if (typeof colorMode[key] !== 'boolean') {
      throw new Error(`colorMode.${key} must be true or false, got ${JSON.stringify(colorMode[key])}.`);
    }
  }
}

/**
 * Checks the whole site configuration against the content. Throws the first problem found,
 * worded so the fix is obvious.
 */
export function validateSiteConfig(config: SiteConfig, context: SiteConfigContext): void {
  assertColorModeConfig(config.colorMode);
  assertDocsVersion(config, config.docs.lastVersion);

  for (const item of config.navbar.items) {
    const type = (item as { type?: unknown }).type;
    if (typeof type !== 'string' || !NAVBAR_ITEM_TYPES.has(type)) {
      throw new Error(`No NavbarItem component found for type "${String(type)}".`);
    }
    if (item.position !== undefined && item.position !== 'left' && item.position !== 'right') {
      throw new Error(`Navbar item "${item.label}" has position "${String(item.position)}": use "left" or "right".`);
    }
    switch (item.type) {
      case 'doc': {
        const section = item.docsPluginId ?? 'docs';
        const ids = context.docIds[section] ?? [];
        if (!ids.includes(item.docId)) {
          throw new Error(
            `Couldn't find any doc with id "${item.docId}" in version current for the navbar item "${item.label}".\nAvailable doc ids are:\n${listOf(ids)}`,
          );
        }
        break;
      }
      case 'docSidebar':
        if (!context.sidebarIds.includes(item.sidebarId)) {
          throw new Error(
            `Can't find any sidebar with id "${item.sidebarId}" for the navbar item "${item.label}".\nAvailable sidebar ids are:\n${listOf(context.sidebarIds)}`,
          );
        }
        break;
      case 'docsVersion':
        assertDocsVersion(config, item.version ?? config.docs.lastVersion);
        break;
      case 'default':
        if (!item.to && !item.href) {
          throw new Error(`Navbar item "${item.label}" needs a "to" or an "href".`);
        }
        break;
    }
  }

  const bar = config.announcementBar;
  if (bar && (!bar.id || !bar.content)) {
    throw new Error('announcementBar needs a non-empty "id" and "content".');
  }
}

/** Side of the navbar an item sits on. */
export function navbarItemPosition(item: NavbarItem): NavbarPosition {
  return item.position ?? 'right';
}
