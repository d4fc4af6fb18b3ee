import { useCallback, useRef, useState } from 'react';

/**
 * Runs one async action at a time. The ref blocks a second submit in the same tick (a double
 * click or Enter pressed twice, before React re-renders the disabled button); `busy` drives the UI.
 */
export function useSingleFlight<Args extends unknown[]>(action: (...args: Args) => Promise<void>) {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (...args: Args) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      try {
        await action(...args);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [action],
  );

  return { run, busy };
}
