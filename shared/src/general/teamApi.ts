import type { Role, TeamMember, TeamMemberCreateInput, TemporaryPasswordResult } from '@nail-or-never/shared/schemas';
import { httpClient, type ApiEnvelope } from '@nail-or-never/shared';

/** The salon's team (`/team`, owner only): people who sign in, their roles and account security. */
export const teamApi = {
  async list(): Promise<TeamMember[]> {
    const response = await httpClient.get<ApiEnvelope<TeamMember[]>>('/team');
    return response.data.data;
  },

  /** Answers the temporary password once: it is never readable again. */
  async add(input: TeamMemberCreateInput): Promise<TemporaryPasswordResult> {
    const response = await httpClient.post<ApiEnvelope<TemporaryPasswordResult>>('/team', input);
    return response.data.data;
  },

  async changeRole(id: number, role: Role): Promise<TeamMember> {
    const response = await httpClient.put<ApiEnvelope<TeamMember>>(`/team/${id}/role`, { role });
    return response.data.data;
  },

  async resetPassword(id: number): Promise<TemporaryPasswordResult> {
    const response = await httpClient.post<ApiEnvelope<TemporaryPasswordResult>>(`/team/${id}/password-reset`);
    return response.data.data;
  },

  async requireOtp(id: number, required: boolean): Promise<TeamMember> {
    const response = await httpClient.put<ApiEnvelope<TeamMember>>(`/team/${id}/otp-required`, { required });
    return response.data.data;
  },

  /** Ends all their sessions at once. */
  async setActive(id: number, active: boolean): Promise<TeamMember> {
    const response = await httpClient.post<ApiEnvelope<TeamMember>>(`/team/${id}/${active ? 'reactivate' : 'deactivate'}`);
    return response.data.data;
  },
};
