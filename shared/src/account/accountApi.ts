import type { AccountSession, OtpEnrolment, PasswordChangeInput, RenewedSession } from '../schemas';
import type { ApiEnvelope } from '../http/envelope';
import { httpClient } from '../http/httpClient';

/** The signed-in person's own account (`/account`): password, one-time codes, sessions. */
export const accountApi = {
  /** Answers a fresh token: every older one, this browser's included, has ended. */
  async changePassword(input: PasswordChangeInput): Promise<RenewedSession> {
    const response = await httpClient.put<ApiEnvelope<RenewedSession>>('/account/password', input);
    return response.data.data;
  },

  /** A new secret to enrol; codes are not required until it is confirmed. */
  async startOtp(): Promise<OtpEnrolment> {
    const response = await httpClient.post<ApiEnvelope<OtpEnrolment>>('/account/otp');
    return response.data.data;
  },

  async confirmOtp(otp: string): Promise<RenewedSession> {
    const response = await httpClient.post<ApiEnvelope<RenewedSession>>('/account/otp/confirm', { otp });
    return response.data.data;
  },

  async sessions(): Promise<AccountSession[]> {
    const response = await httpClient.get<ApiEnvelope<AccountSession[]>>('/account/sessions');
    return response.data.data;
  },

  async signOutOthers(): Promise<RenewedSession> {
    const response = await httpClient.post<ApiEnvelope<RenewedSession>>('/account/sessions/sign-out-others');
    return response.data.data;
  },
};
