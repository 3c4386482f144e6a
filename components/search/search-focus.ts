/**
 * Focus requests between search boxes. The keyboard shortcut and the navbar's mobile search
 * button live in the navbar, but on narrow screens the box to focus is the one in the drawer;
 * and a box that is loading (disabled) cannot take focus yet, so the request waits until it can.
 */

/** Where a search box is rendered. */
export type SearchPlacement = 'navbar' | 'drawer';

const listeners = new Set<(placement: SearchPlacement) => void>();
let pending: SearchPlacement | null = null;

/** Asks the box at `placement` to take focus as soon as it can. */
export function requestSearchFocus(placement: SearchPlacement): void {
  pending = placement;
  for (const listener of listeners) listener(placement);
}

/** Subscribes a box to focus requests. */
export function onSearchFocusRequest(listener: (placement: SearchPlacement) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes the pending request for `placement`, if there is one. */
export function takePendingFocus(placement: SearchPlacement): boolean {
  if (pending !== placement) return false;
  pending = null;
  return true;
}

/** Records that the box at `placement` wants focus once it is enabled again. */
export function setPendingFocus(placement: SearchPlacement): void {
  pending = placement;
}
