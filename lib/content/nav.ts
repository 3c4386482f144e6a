/**
 * Navigation for a docs section: one tree built from the pages and folder metadata, from which
 * the sidebar, the breadcrumbs and the previous/next links all derive. Pure, so client code can
 * import the types and tests can build trees from plain data.
 */
import type { SidebarNode } from '@/lib/sidebar';
import type { FolderMeta } from './schema';

/** A page as the navigation sees it. */
export interface NavInputPage {
  id: string;
  slug: string[];
  href: string;
  label: string;
  order: number;
  unlisted: boolean;
}

/** A link in the sidebar. */
export interface NavPage {
  type: 'page';
  /** Doc id, e.g. `Explore/SOQL`. */
  id: string;
  label: string;
  href: string;
  /** Shown only while it is the current page. */
  unlisted: boolean;
}

/** A collapsible group; `href` is set when the folder has an index page. */
export interface NavCategory {
  type: 'category';
  /** Folder path, e.g. `Configure/Industries`. */
  id: string;
  label: string;
  href: string | null;
  unlisted: boolean;
  items: NavNode[];
}

export type NavNode = NavPage | NavCategory;

/** A link in reading order, used for breadcrumbs and previous/next. */
export interface NavLink {
  label: string;
  href: string;
}

interface Sortable {
  node: NavNode;
  order: number;
}

/**
 * Builds the sidebar tree. A page whose path is also a folder holding other pages becomes that
 * folder's index (the category links to it). A folder with neither an index page nor any pages
 * has nothing to link to and is an error naming it.
 */
export function buildNavTree(pages: readonly NavInputPage[], metas: Readonly<Record<string, FolderMeta>> = {}): NavNode[] {
  const byFolder = new Map<string, NavInputPage[]>();
  const folders = new Set<string>(Object.keys(metas).filter((f) => f !== ''));
  for (const page of pages) {
    for (let i = 1; i < page.slug.length; i++) folders.add(page.slug.slice(0, i).join('/'));
  }
  const indexFor = new Map<string, NavInputPage>();
  for (const page of pages) {
    const key = page.slug.join('/');
    if (page.slug.length > 0 && folders.has(key)) {
      indexFor.set(key, page);
      continue;
    }
    const parent = page.slug.slice(0, -1).join('/');
    const list = byFolder.get(parent) ?? [];
    list.push(page);
    byFolder.set(parent, list);
  }

  const build = (folder: string): Sortable[] => {
    const entries: Sortable[] = (byFolder.get(folder) ?? []).map((page) => ({
      order: page.order,
      node: { type: 'page', id: page.id, label: page.label, href: page.href, unlisted: page.unlisted },
    }));
    for (const sub of folders) {
      const parent = sub.includes('/') ? sub.slice(0, sub.lastIndexOf('/')) : '';
      if (parent !== folder) continue;
      const index = indexFor.get(sub);
      const meta = metas[sub];
      const items = build(sub);
      const name = sub.slice(sub.lastIndexOf('/') + 1);
      const label = index?.label ?? meta?.label ?? name;
      if (!index && items.length === 0) {
        throw new Error(
          `Sidebar category "${label}" (folder "${sub}") has nothing to link to: add an index.mdx or at least one page to it.`,
        );
      }
      entries.push({
        order: index?.order ?? meta?.order ?? Number.MAX_SAFE_INTEGER,
        node: {
          type: 'category',
          id: sub,
          label,
          href: index?.href ?? null,
          unlisted: index?.unlisted ?? false,
          items: items.map((e) => e.node),
        },
      });
    }
    return entries.sort((a, b) => a.order - b.order || a.node.label.localeCompare(b.node.label));
  };

  return build('').map((e) => e.node);
}

/** Every listed link in reading order: a category's index comes before its pages. */
export function flattenNav(tree: readonly NavNode[]): NavLink[] {
  const out: NavLink[] = [];
  const visit = (nodes: readonly NavNode[]) => {
    for (const node of nodes) {
      if (node.type === 'page') {
        if (!node.unlisted) out.push({ label: node.label, href: node.href });
      } else {
        if (node.href && !node.unlisted) out.push({ label: node.label, href: node.href });
        visit(node.items);
      }
    }
  };
  visit(tree);
  return out;
}

/** The chain of categories leading to a page, then the page itself. */
export function breadcrumbsFor(tree: readonly NavNode[], href: string): { label: string; href: string | null }[] {
  const search = (nodes: readonly NavNode[], trail: { label: string; href: string | null }[]): typeof trail | null => {
    for (const node of nodes) {
      if (node.href === href) return [...trail, { label: node.label, href: node.href }];
      if (node.type === 'category') {
        const found = search(node.items, [...trail, { label: node.label, href: node.href }]);
        if (found) return found;
      }
    }
    return null;
  };
  return search(tree, []) ?? [];
}

/** Previous and next pages around `href` in reading order. */
export function prevNextFor(tree: readonly NavNode[], href: string): { previous: NavLink | null; next: NavLink | null } {
  const links = flattenNav(tree);
  const index = links.findIndex((link) => link.href === href);
  if (index === -1) return { previous: null, next: null };
  return { previous: links[index - 1] ?? null, next: links[index + 1] ?? null };
}

/** First page of a sidebar, where a navbar `docSidebar` item points. */
export function firstLink(tree: readonly NavNode[]): NavLink | null {
  return flattenNav(tree)[0] ?? null;
}

function containsHref(node: NavNode, href: string): boolean {
  if (node.href === href) return true;
  return node.type === 'category' && node.items.some((child) => containsHref(child, href));
}

/**
 * The navigation one page shows: the whole top level, the current page's branch expanded, every
 * other category as a collapsed entry. Its size depends on the depth of the page and the width
 * of the levels it crosses, not on the size of the site.
 */
export function sidebarFor(tree: readonly NavNode[], href: string): SidebarNode[] {
  return tree.map((node): SidebarNode => {
    if (node.type === 'page') return node;
    const open = containsHref(node, href);
    return {
      type: 'category',
      id: node.id,
      label: node.label,
      href: node.href,
      unlisted: node.unlisted,
      open,
      first: open || node.href ? null : (flattenNav(node.items)[0]?.href ?? null),
      items: open ? sidebarFor(node.items, href) : null,
    };
  });
}
