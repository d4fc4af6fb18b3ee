import { useCallback } from 'react';
import { Button } from 'primereact/button';
import { authApi, sessionStore, useSingleFlight } from '@nail-or-never/shared';
import { paths } from '../../paths';
import { leaveFor } from './documentNavigation';

/**
 * "Log out" for the top bar. The server revokes the token first; only then is it removed here and
 * the visitor sent to the login page. On failure nothing happens (spec §7, §8): the session stays.
 */
export function LogoutButton({ className }: { className?: string }) {
  const logOut = useCallback(async () => {
    try {
      await authApi.logout();
    } catch {
      return;
    }
    // Leaving first: the guard, seeing the token gone, must not add "come back here" to the URL.
    leaveFor(paths.login.getHref());
    sessionStore.getState().signOut();
  }, []);
  const { run, busy } = useSingleFlight(logOut);

  return (
    <Button
      type="button"
      label="Log out"
      icon="pi pi-sign-out"
      text
      loading={busy}
      disabled={busy}
      onClick={() => void run()}
      className={className}
    />
  );
}
