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
}

const useDrawerStore = create<DrawerState>(() => ({
  open: false,
  panel: 'primary',
  hasSecondary: false,
  panelMounted: false,
}));

export const useDrawerOpen = () => useDrawerStore((s) => s.open);
export const useDrawerPanel = () => useDrawerStore((s) => s.panel);
export const useHasSecondaryMenu = () => useDrawerStore((s) => s.hasSecondary);
export const useDrawerPanelMounted = () => useDrawerStore((s) => s.panelMounted);

/** Opens the drawer on the section's own menu when there is one. */
export function openDrawer(): void {
  useDrawerStore.setState((s) => ({ open: true, panel: s.hasSecondary ? 'secondary' : 'primary' }));
}

export function closeDrawer(): void {
  useDrawerStore.setState({ open: false });
}

export function showDrawerPanel(panel: DrawerPanel): void {
  useDrawerStore.setState({ panel });
}

export function setHasSecondaryMenu(hasSecondary: boolean): void {
  useDrawerStore.setState((s) => ({ hasSecondary, panel: hasSecondary ? s.panel : 'primary' }));
}

export function setDrawerPanelMounted(panelMounted: boolean): void {
  useDrawerStore.setState({ panelMounted });
}
