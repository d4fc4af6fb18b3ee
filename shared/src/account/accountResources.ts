import { queryOptions } from '@tanstack/react-query';
import type { PasswordChangeInput, RenewedSession } from '../schemas';
import { authApi } from '../auth/authApi';
import { sessionStore } from '../auth/sessionStore';
import { resourceWrite } from '../query/resourceWrite';
import { accountApi } from './accountApi';

// Under the `account` root: every account write refreshes who is signed in (their pending step).
const keys = {
  me: ['account', 'me'] as const,
  sessions: ['account', 'sessions'] as const,
};

/** The renewed token replaces the ended one at once: the very next request must carry it. */
const keepSession = (renewed: RenewedSession) => sessionStore.getState().renewToken(renewed.token);

export const accountQueries = {
  /** Who is signed in: the role and what must come first (`pendingStep`). */
  me: () => queryOptions({ queryKey: keys.me, queryFn: () => authApi.me(), staleTime: 60_000 }),
  sessions: () => queryOptions({ queryKey: keys.sessions, queryFn: () => accountApi.sessions() }),
};

export const accountMutations = {
  changePassword: () =>
    resourceWrite({
      resource: 'account',
      action: 'change-password',
      send: async (input: PasswordChangeInput) => {
        const renewed = await accountApi.changePassword(input);
        keepSession(renewed);
        return renewed;
      },
      affects: ['account'],
    }),
  startOtp: () => resourceWrite({ resource: 'account', action: 'start-otp', send: () => accountApi.startOtp(), affects: [] }),
  confirmOtp: () =>
    resourceWrite({
      resource: 'account',
      action: 'confirm-otp',
      send: async (otp: string) => {
        const renewed = await accountApi.confirmOtp(otp);
        keepSession(renewed);
        return renewed;
      },
      affects: ['account'],
    }),
  signOutOthers: () =>
    resourceWrite({
      resource: 'account',
      action: 'sign-out-others',
      send: async () => {
        const renewed = await accountApi.signOutOthers();
        keepSession(renewed);
        return renewed;
      },
      affects: ['account'],
    }),
};
