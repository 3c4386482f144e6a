/**
 * Sidebar entries as pages and the browser hold them. Pure (no file access), so client
 * components may import it; the server builds a page's entries with `sidebarFor`
 * (lib/content/nav.ts).
 */
import type { NavCategory, NavNode, NavPage } from '@/lib/content/nav';

/**
 * A sidebar entry as one page carries it. Categories on the current page's branch carry their
 * items and `open`; every other category carries no items (they load once, from the section's
 * shared navigation file, when the reader opens one) and `first`, the link a reader without
 * JavaScript follows instead.
 */
export type SidebarNode = NavPage | SidebarCategoryNode;

export interface SidebarCategoryNode {
  type: 'category';
  id: string;
  label: string;
  href: string | null;
  unlisted: boolean;
  /** The current page is this category's page or inside it. */
  open: boolean;
  /** First listed link inside; set on collapsed categories without a page of their own. */
  first: string | null;
  /** Null when the category is off the current page's branch. */
  items: SidebarNode[] | null;
}

/** A whole subtree as sidebar entries (used once the shared navigation file has loaded). */
export function sidebarNodes(tree: readonly NavNode[]): SidebarNode[] {
  return tree.map((node): SidebarNode =>
    node.type === 'page'
      ? node
      : {
          type: 'category',
          id: node.id,
          label: node.label,
          href: node.href,
          unlisted: node.unlisted,
          open: false,
          first: null,
          items: sidebarNodes(node.items),
        },
  );
}

/** The category with `id` anywhere in a tree, or null. */
export function findCategory(tree: readonly NavNode[], id: string): NavCategory | null {
  for (const node of tree) {
    if (node.type !== 'category') continue;
    if (node.id === id) return node;
    const found = findCategory(node.items, id);
    if (found) return found;
  }
  return null;
}
