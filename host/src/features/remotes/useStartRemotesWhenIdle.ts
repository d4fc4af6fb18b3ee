import { useEffect } from 'react';
import { useRemoteRegistry } from './RemoteRegistryContext';

/** Browsers without requestIdleCallback (Safari) wait for a quiet moment after the first paint. */
const IDLE_FALLBACK_MS = 200;

/**
 * Reads /remotes.json and registers the remotes once the signed-in shell has painted and the browser
 * is idle. The sign-in page never starts this: nothing remote-related competes with its first paint.
 * A section visited earlier than that starts the same work itself (the registry does it once).
 */
export function useStartRemotesWhenIdle(): void {
  const registry = useRemoteRegistry();
  useEffect(() => {
    const start = (): void => {
      void registry.startRemotes().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(start, IDLE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [registry]);
}
