/**
 * Client state of the docs sidebars, kept across navigations (each page renders its own
 * sidebar): the shared navigation file of each section once loaded, the categories the reader
 * opened or closed, and the sidebar's scroll position.
 */
import { create } from 'zustand';
import type { NavNode } from '@/lib/content/nav';
import { assetPath } from '@/lib/paths';
import { loadOnce } from '@/lib/load-once';

interface SidebarState {
  /** Whole trees by section, from `/nav/<section>.json`. */
  trees: Record<string, NavNode[]>;
  /** The reader's own choices, by `section:category id`. */
  expanded: Record<string, boolean>;
}

const useSidebarStore = create<SidebarState>(() => ({ trees: {}, expanded: {} }));

const loaders = new Map<string, () => Promise<NavNode[]>>();

/** Fetches a section's navigation file once; a failed fetch is retried on the next call. */
export function loadSectionTree(section: string): Promise<NavNode[]> {
  let load = loaders.get(section);
  if (!load) {
    load = loadOnce(async () => {
      const response = await fetch(assetPath(`/nav/${section}.json`));
      if (!response.ok) throw new Error(`The ${section} navigation could not be loaded (HTTP ${response.status}).`);
      let data: unknown;
      try {
        data = await response.json();
      } catch (error) {
        throw new Error(`The ${section} navigation could not be loaded: the file is not JSON.`, { cause: error });
      }
      // The checker (zod) is fetched with the file, not with every page.
      const { parseNavTree } = await import('./nav-tree-schema');
      const tree = parseNavTree(data, section);
      useSidebarStore.setState((s) => ({ trees: { ...s.trees, [section]: tree } }));
      return tree;
    });
    loaders.set(section, load);
  }
  return load();
}

export const useSectionTree = (section: string): NavNode[] | undefined => useSidebarStore((s) => s.trees[section]);

export const useExpandedChoice = (key: string): boolean | undefined => useSidebarStore((s) => s.expanded[key]);

export function setExpandedChoice(key: string, expanded: boolean): void {
  useSidebarStore.setState((s) => ({ expanded: { ...s.expanded, [key]: expanded } }));
}

/** Scroll position of each section's sidebar, restored when the next page's sidebar mounts. */
export const sidebarScroll = new Map<string, number>();
