import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from '@nail-or-never/shared/router';

export interface UnsavedChangesGuard {
  blocker: Blocker;
  /** Lets the next navigation through without asking: after a save or a delete, nothing is lost. */
  allowNextNavigation: () => void;
}

/**
 * Asks before an in-app navigation (menu link, back button) and before closing or reloading the
 * tab while `dirty`. `useBlocker` needs a data router: the host's and the standalone shell's are.
 * `isDirtyNow`, when given, is asked at the moment of the navigation instead of the last render's
 * `dirty` (`useRecordForm` clears it when a save succeeds, before the save navigates).
 */
export function useUnsavedChangesGuard(dirty: boolean, isDirtyNow?: () => boolean): UnsavedChangesGuard {
  const bypass = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const isDirtyNowRef = useRef(isDirtyNow);
  isDirtyNowRef.current = isDirtyNow;

  // Read through refs when a navigation happens, so a save that navigates in the same tick as it
  // resets the form is not blocked by a stale "dirty".
  const shouldBlock = useCallback(({ currentLocation, nextLocation }: { currentLocation: { pathname: string; search: string }; nextLocation: { pathname: string; search: string } }) => {
    if (bypass.current) {
      bypass.current = false;
      return false;
    }
    const moving = currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
    const dirtyNow = isDirtyNowRef.current ? isDirtyNowRef.current() : dirtyRef.current;
    return dirtyNow && moving;
  }, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their own "Leave site?" prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowNextNavigation = useCallback(() => {
    bypass.current = true;
  }, []);

  return { blocker, allowNextNavigation };
}
