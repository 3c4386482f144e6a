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
  /** On closing, the focus goes back to what opened the drawer; not when the reader went elsewhere. */
  returnFocus: boolean;
}

const useDrawerStore = create<DrawerState>(() => ({
  open: false,
  panel: 'primary',
  hasSecondary: false,
  panelMounted: false,
  returnFocus: true,
}));

export const useDrawerOpen = () => useDrawerStore((s) => s.open);
export const useDrawerPanel = () => useDrawerStore((s) => s.panel);
export const useHasSecondaryMenu = () => useDrawerStore((s) => s.hasSecondary);
export const useDrawerPanelMounted = () => useDrawerStore((s) => s.panelMounted);

/** Opens the drawer on the section's own menu when there is one. */
export function openDrawer(): void {
  useDrawerStore.setState((s) => ({ open: true, panel: s.hasSecondary ? 'secondary' : 'primary', returnFocus: true }));
}

/**
 * Closes the drawer; `returnFocus: false` when the reader left it for a place on the page (a search
 * result): the focus then stays where that took it, as it does without the drawer.
 */
export function closeDrawer({ returnFocus = true }: { returnFocus?: boolean } = {}): void {
  useDrawerStore.setState({ open: false, returnFocus });
}

/** Whether the focus goes back to the drawer's opener as it closes. */
export const drawerReturnsFocus = (): boolean => useDrawerStore.getState().returnFocus;

export function showDrawerPanel(panel: DrawerPanel): void {
  useDrawerStore.setState({ panel });
}

export function setHasSecondaryMenu(hasSecondary: boolean): void {
  useDrawerStore.setState((s) => ({ hasSecondary, panel: hasSecondary ? s.panel : 'primary' }));
}

export function setDrawerPanelMounted(panelMounted: boolean): void {
  useDrawerStore.setState({ panelMounted });
}
