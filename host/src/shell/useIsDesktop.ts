import { useEffect, useState } from 'react';
import { isDesktopWidth } from './layoutState';

/** Follows the window width across the 991 px threshold. */
export function useIsDesktop(): boolean {
  const [isDesktop, setIsDesktop] = useState(() => isDesktopWidth(window.innerWidth));
  useEffect(() => {
    const update = () => setIsDesktop(isDesktopWidth(window.innerWidth));
    window.addEventListener('resize', update);
    update();
    return () => window.removeEventListener('resize', update);
  }, []);
  return isDesktop;
}
