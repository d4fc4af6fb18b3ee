import { useQuery } from '@tanstack/react-query';
import { authApi, authQueryKeys, toApiError } from '@nail-or-never/shared';

/** An authenticated call from inside the remote: it goes through the shared http client (JWT header). */
export function SignedInAs() {
  const me = useQuery({ queryKey: authQueryKeys.me, queryFn: authApi.me });
  if (me.isPending) return <p role="status">Checking who is signed in…</p>;
  if (me.isError) return <p role="alert">Could not check who is signed in: {toApiError(me.error).message}</p>;
  return (
    <p data-testid="signed-in-as">
      Signed in as <strong>{me.data.username}</strong>
    </p>
  );
}
