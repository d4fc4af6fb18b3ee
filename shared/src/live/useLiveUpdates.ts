import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../auth/sessionStore';
import { queryClient as sharedQueryClient } from '../query/queryClient';
import { startLiveUpdates } from './liveUpdates';

/**
 * Keeps the page's data live while `enabled` and someone is signed in: mounted once by the host's
 * signed-in shell (and a remote's standalone page). Signing out closes the stream; a new token (a
 * renewed session) opens a new one with it.
 */
export function useLiveUpdates(enabled: boolean, queryClient: QueryClient = sharedQueryClient): void {
  const token = useSession((state) => state.token);
  useEffect(() => {
    if (!enabled || token === null) return undefined;
    const live = startLiveUpdates({ queryClient, token });
    return () => live.stop();
  }, [enabled, token, queryClient]);
}
