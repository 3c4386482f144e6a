import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while the server renders and while React hydrates the page, true from the render right
 * after: what the browser alone can know (local storage, say), or controls that work only with
 * JavaScript, render then without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
