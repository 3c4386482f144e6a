/**
 * State of the mobile navigation drawer: whether it is open and which menu it shows. Docs
 * layouts register a secondary menu (their sidebar) while they are mounted.
 */
import { create } from 'zustand';

type DrawerPanel = 'primary' | 'secondary';

interface DrawerState {
  open: boolean;
  panel: DrawerPanel;
  hasSecondary: boolean;
  /** The drawer's code loads on first open; true once its panel (and the sidebar slot) is in the page. */
  panelMounted: boolean;
  /**
   * The address the reader left the drawer for (a search result): as it closes, the focus goes
   * there once it is on screen, not back to what opened the drawer (null: back to the opener).
   */
  arrival: string | null;
  /** Opened for its search box (the shortcut, the search button): the focus goes there. */
  search: boolean;
}

const useDrawerStore = create<DrawerState>(() => ({
  open: false,
  panel: 'primary',
  hasSecondary: false,
  panelMounted: false,
  arrival: null,
  search: false,
}));

export const useDrawerOpen = () => useDrawerStore((s) => s.open);
export const useDrawerPanel = () => useDrawerStore((s) => s.panel);
export const useHasSecondaryMenu = () => useDrawerStore((s) => s.hasSecondary);
export const useDrawerPanelMounted = () => useDrawerStore((s) => s.panelMounted);

/** Opens the drawer on the section's own menu when there is one. */
export function openDrawer({ search = false }: { search?: boolean } = {}): void {
  useDrawerStore.setState((s) => ({
    open: true,
    panel: s.hasSecondary ? 'secondary' : 'primary',
    arrival: null,
    search,
  }));
}

/** Whether the drawer was opened for its search box. */
export const drawerSearch = (): boolean => useDrawerStore.getState().search;

/**
 * Closes the drawer; with `arrival`, the address of a place the reader left it for (a search
 * result), where the focus then goes, as it does without the drawer.
 */
export function closeDrawer({ arrival = null }: { arrival?: string | null } = {}): void {
  useDrawerStore.setState({ open: false, arrival });
}

/** The address the reader left the drawer for, if any (`closeDrawer`). */
export const drawerArrival = (): string | null => useDrawerStore.getState().arrival;

export function showDrawerPanel(panel: DrawerPanel): void {
  useDrawerStore.setState({ panel });
}

export function setHasSecondaryMenu(hasSecondary: boolean): void {
  useDrawerStore.setState((s) => ({ hasSecondary, panel: hasSecondary ? s.panel : 'primary' }));
}

export function setDrawerPanelMounted(panelMounted: boolean): void {
  useDrawerStore.setState({ panelMounted });
}
