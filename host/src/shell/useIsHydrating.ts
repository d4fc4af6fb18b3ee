import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * True while React hydrates the prerendered dashboard (`/`), false in every other render. The HTML
 * was made at build time without data, so what a component draws from data it already holds (a
 * prefetched query that answered before hydration reached it) must wait for the render after
 * hydration: React takes `useSyncExternalStore`'s server snapshot while hydrating and renders again
 * with the client's, without the mismatch a different first render would be.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
