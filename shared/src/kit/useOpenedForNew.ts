import { useEffect, useState } from 'react';
import { useSearchParams } from '@nail-or-never/shared/router';

/**
 * Whether the page was opened by a link asking for its "new" dialog (`?new=1`: the dashboard's
 * "New booking" and "Issue gift card"). Read once, on the first render; the flag then leaves the
 * address (replacing the history entry), so a reload or Back does not open the dialog again.
 */
export function useOpenedForNew(): boolean {
  const [params, setParams] = useSearchParams();
  const [asked] = useState(() => params.get('new') === '1');
  useEffect(() => {
    if (!params.has('new')) return;
    setParams(
      (next) => {
        next.delete('new');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return asked;
}
