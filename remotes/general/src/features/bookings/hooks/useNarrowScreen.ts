import { useSyncExternalStore } from 'react';

/** A phone's width: the day view is the default there, as a week does not fit. */
export const NARROW_SCREEN = '(max-width: 40rem)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is phone-narrow now (and again when it is turned or resized). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
