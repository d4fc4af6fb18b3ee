import { queryOptions } from '@tanstack/react-query';
import type { Role, TeamMemberCreateInput } from '@nail-or-never/shared/schemas';
import { resourceWrite } from '@nail-or-never/shared';
import { teamApi } from './teamApi';

export interface RoleChange {
  id: number;
  role: Role;
}
export interface OtpRequirement {
  id: number;
  required: boolean;
}
export interface ActiveChange {
  id: number;
  active: boolean;
}

export const teamQueries = {
  list: () => queryOptions({ queryKey: ['team', 'list'] as const, queryFn: () => teamApi.list() }),
};

/** Every team write refreshes the list; the history is read fresh whenever it is shown. */
export const teamMutations = {
  add: () => resourceWrite({ resource: 'team', action: 'add', send: (input: TeamMemberCreateInput) => teamApi.add(input), affects: ['team'] }),
  changeRole: () => resourceWrite({ resource: 'team', action: 'change-role', send: ({ id, role }: RoleChange) => teamApi.changeRole(id, role), affects: ['team'] }),
  resetPassword: () => resourceWrite({ resource: 'team', action: 'reset-password', send: (id: number) => teamApi.resetPassword(id), affects: ['team'] }),
  requireOtp: () =>
    resourceWrite({ resource: 'team', action: 'require-otp', send: ({ id, required }: OtpRequirement) => teamApi.requireOtp(id, required), affects: ['team'] }),
  setActive: () => resourceWrite({ resource: 'team', action: 'set-active', send: ({ id, active }: ActiveChange) => teamApi.setActive(id, active), affects: ['team'] }),
};
