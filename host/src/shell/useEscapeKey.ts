import { useEffect, useLayoutEffect, useRef } from 'react';

/** Calls `onEscape` when Escape is pressed anywhere, but only while `active`. */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const latest = useRef(onEscape);
  useLayoutEffect(() => {
    latest.current = onEscape;
  });

  useEffect(() => {
    if (!active) return undefined;
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) latest.current();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [active]);
}
