import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@nail-or-never/shared/router';
import { accountQueries, LoadingPanel, sessionStore, useLiveUpdates } from '@nail-or-never/shared';
import { LogoutButton } from '../features/auth/LogoutButton';
import { useIsHydrating } from '../shell/useIsHydrating';

// Its forms (and zod) are needed by a new person's first sign-in only.
const FirstStepPage = lazy(async () => ({ default: (await import(/* webpackChunkName: "first-step" */ '../features/account/FirstStepPage')).FirstStepPage }));

/**
 * Below the sign-in guard: asks who is signed in (`/users/me`), puts their role in the session store
 * (what the pages offer follows it), and shows the step the API demands first (a temporary password
 * to replace, one-time codes to set up) instead of the app. The app is not held back meanwhile: the
 * request runs beside the shell's own, and a failure leaves the pages to show theirs. Once the
 * person may use the app (no step pending: the API refuses the stream until then), the live
 * updates keep every open calendar, list and dashboard current (`useLiveUpdates`).
 */
export function SignedInGate() {
  const me = useQuery({ ...accountQueries.me(), retry: false });
  const role = me.data?.role;

  useEffect(() => {
    if (role) sessionStore.getState().setRole(role);
  }, [role]);

  // The prerendered dashboard is the app itself: a step is shown from the render after hydration.
  const hydrating = useIsHydrating();
  const step = hydrating ? null : (me.data?.pendingStep ?? null);
  // On data, not on the last fetch's success: a failed refetch of /users/me must not drop the stream.
  useLiveUpdates(me.data !== undefined && step === null);
  if (step !== null) {
    return (
      <Suspense fallback={<LoadingPanel label="Loading…" />}>
        <FirstStepPage step={step} leave={<LogoutButton />} />
      </Suspense>
    );
  }
  return <Outlet />;
}
