/**
 * Focus requests between search boxes. The keyboard shortcut and the navbar's mobile search
 * button live in the navbar, but on narrow screens the box to focus is the one in the drawer,
 * whose code may still be loading: a request waits in this store until its box is there to take it.
 */
import { create } from 'zustand';

/** Where a search box is rendered. */
export type SearchPlacement = 'navbar' | 'drawer';

interface FocusRequest {
  placement: SearchPlacement;
  /** Tells one request from the next, so asking twice focuses twice. */
  id: number;
}

const useSearchFocusStore = create<{ request: FocusRequest | null }>(() => ({ request: null }));
let lastId = 0;

/** Asks the box at `placement` to take focus as soon as it can. */
export function requestSearchFocus(placement: SearchPlacement): void {
  lastId += 1;
  useSearchFocusStore.setState({ request: { placement, id: lastId } });
}

/** The id of the pending focus request for the box at `placement`, else null. */
export const useSearchFocusRequest = (placement: SearchPlacement): number | null =>
  useSearchFocusStore((s) => (s.request?.placement === placement ? s.request.id : null));

/** Marks a request as handled (a newer one stays). */
export function settleSearchFocusRequest(id: number): void {
  useSearchFocusStore.setState((s) => (s.request?.id === id ? { request: null } : s));
}
