import { useSyncExternalStore } from 'react';
import { isDesktopWidth } from './layoutState';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * Follows the window width across the 991 px threshold. The prerendered dashboard is drawn as on a
 * desktop (its stylesheets hide the sidebar on a phone before any script runs), so that is the
 * server snapshot hydration starts from; a phone renders again at once with its own width.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isDesktopWidth(window.innerWidth),
    () => true,
  );
}
