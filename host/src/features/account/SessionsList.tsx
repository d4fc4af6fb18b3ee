import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { accountMutations, accountQueries, formatInstant, LoadingPanel, StatePanel, toApiError } from '@nail-or-never/shared';
import { FormProblemMessage, useRecordAction } from '@nail-or-never/shared/kit';
import type { AccountSession } from '@nail-or-never/shared/schemas';
import { deviceName } from './deviceName';

/** The signed-in person's own sessions, this device first, with "Sign out other sessions". */
export function SessionsList() {
  const sessions = useQuery(accountQueries.sessions());
  const signOut = useRecordAction<void, void, unknown>({
    mutation: useMutation(accountMutations.signOutOthers()),
    toVariables: () => undefined,
    savedToast: () => ({ summary: 'Other sessions signed out', detail: 'Only this device is still signed in.' }),
  });

  if (sessions.isPending) return <LoadingPanel label="Loading your sessions…" />;
  if (sessions.isError) {
    return (
      <StatePanel tone="error" title="Your sessions could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void sessions.refetch() }}>
        {toApiError(sessions.error).message}
      </StatePanel>
    );
  }
  const ordered = [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  const others = ordered.filter((session) => !session.current).length;

  return (
    <>
      <ul className="account-sessions">
        {ordered.map((session) => (
          <SessionItem key={session.id} session={session} />
        ))}
      </ul>
      <FormProblemMessage {...signOut.problemProps} />
      <Button
        type="button"
        label="Sign out other sessions"
        icon="pi pi-sign-out"
        severity="secondary"
        outlined
        disabled={others === 0 || signOut.busy}
        loading={signOut.busy}
        onClick={() => void signOut.run()}
      />
      {others === 0 ? <p className="account-muted">No other device is signed in.</p> : null}
    </>
  );
}

function SessionItem({ session }: { session: AccountSession }) {
  return (
    <li className={session.current ? 'account-session account-session-current' : 'account-session'}>
      <i className="pi pi-desktop" aria-hidden="true" />
      <div>
        <strong>{deviceName(session.userAgent)}</strong>
        {session.current ? <span className="account-tag">This device</span> : null}
        <br />
        <small className="account-muted">
          Signed in {formatInstant(session.createdAt, 'dateTime')} · last seen {formatInstant(session.lastSeenAt, 'dateTime')}
        </small>
      </div>
    </li>
  );
}
