import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` for a click on nothing inside `insideRefs`. The document listener exists only
 * while `active` (an open overlay), so a closed menu costs no work per click.
 */
export function useOutsideClick(active: boolean, insideRefs: readonly RefObject<HTMLElement | null>[], onOutside: () => void): void {
  // The listener reads the latest refs and callback without being re-bound on every render.
  const latest = useRef({ insideRefs, onOutside });
  useLayoutEffect(() => {
    latest.current = { insideRefs, onOutside };
  });

  useEffect(() => {
    if (!active) return undefined;
    const listener = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      const inside = latest.current.insideRefs.some((ref) => ref.current?.contains(target) ?? false);
      if (!inside) latest.current.onOutside();
    };
    document.addEventListener('click', listener);
    return () => document.removeEventListener('click', listener);
  }, [active]);
}
