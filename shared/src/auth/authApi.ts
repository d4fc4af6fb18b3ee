import type { ApiEnvelope } from '../http/envelope';
import type { Role } from '../schemas/roles';
import type { PendingStep } from '../schemas/teamRules';
import { httpClient } from '../http/httpClient';

export interface AuthUser {
  id: number;
  username: string;
  /** Sent by the API since the team (issue 26); optional here so older answers still type-check. */
  role?: Role;
  pendingStep?: PendingStep | null;
}

export interface SignedInSession {
  token: string;
  /** ISO-8601 instant after which the API rejects the token with `Token expired`. */
  expiresAt: string;
  user: AuthUser;
}

/** What `POST /users/login` can answer with a 200. */
export type LoginOutcome = { status: 'signed-in'; session: SignedInSession } | { status: 'otp-required' };

export interface Credentials {
  username: string;
  password: string;
}

/** `GET /users/me`: the role drives what the pages offer (OPERATION_ROLES); `pendingStep` what must come first. */
export interface CurrentUser extends AuthUser {
  name: string;
  role: Role;
  otpEnabled: boolean;
  otpRequired: boolean;
  pendingStep: PendingStep | null;
}

type LoginResponse = SignedInSession | { otpRequired: true };

function isOtpChallenge(body: LoginResponse): body is { otpRequired: true } {
  return 'otpRequired' in body && body.otpRequired === true;
}

/**
 * The sign-in calls of `/api/v1/users`. They only talk to the API: storing the token is the
 * caller's decision (`sessionStore.signIn`), so a failed call can never leave half a session.
 * Failures reject with the axios error; `toApiError` turns it into a message.
 */
export const authApi = {
  async login(credentials: Credentials): Promise<LoginOutcome> {
    const response = await httpClient.post<ApiEnvelope<LoginResponse>>('/users/login', credentials);
    const body = response.data.data;
    return isOtpChallenge(body) ? { status: 'otp-required' } : { status: 'signed-in', session: body };
  },

  async verifyOtp(credentials: Credentials & { otp: string }): Promise<SignedInSession> {
    const response = await httpClient.post<ApiEnvelope<SignedInSession>>('/users/otp', credentials);
    return response.data.data;
  },

  /** Revokes the current token on the server. Removing it locally is the caller's job. */
  async logout(): Promise<void> {
    await httpClient.post<ApiEnvelope<{ loggedOut: true }>>('/users/logout');
  },

  async me(): Promise<CurrentUser> {
    const response = await httpClient.get<ApiEnvelope<CurrentUser>>('/users/me');
    return response.data.data;
  },
};

export const authQueryKeys = {
  me: ['auth', 'me'] as const,
};
