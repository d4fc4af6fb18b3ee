import type { ApiEnvelope } from '../http/envelope';
import { API_BASE_PATH } from '../http/apiBasePath';
import { apiErrorOf, UNEXPECTED_MESSAGE, unreachableApiError } from '../http/apiErrorOf';
import type { ApiError } from '../http/apiError';
import type { Credentials, LoginOutcome, SignedInSession } from './authApi';

/** A refused or failed sign-in call, ready to show: the message and any field messages. */
export interface SignInFailure {
  status: 'failed';
  error: ApiError;
}

export type OtpOutcome = { status: 'signed-in'; session: SignedInSession } | SignInFailure;

type LoginBody = SignedInSession | { otpRequired: true };
type Answer<T> = { ok: true; data: T } | { ok: false; failure: SignInFailure };

const failed = (error: ApiError): { ok: false; failure: SignInFailure } => ({ ok: false, failure: { status: 'failed', error } });

async function postJson<T>(path: string, body: unknown): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return failed(unreachableApiError());
  }
  const payload = (await response.json().catch(() => null)) as Partial<ApiEnvelope<T>> | null;
  if (!response.ok) return failed(apiErrorOf(response.status, payload));
  // A 2xx without the envelope (a proxy's page, say) is as unusable as an error.
  if (payload?.data == null) return failed({ status: response.status, message: UNEXPECTED_MESSAGE, fieldErrors: {} });
  return { ok: true, data: payload.data };
}

/**
 * `POST /users/login` and `/users/otp` over the browser's own `fetch`, for the sign-in page: it is
 * its own small bundle (docs/performance.md) and must not download axios for two calls. No token is
 * sent (there is none yet) and none is stored: that stays the caller's decision
 * (`sessionStore.signIn`). Failures resolve as `{ status: 'failed' }` with a message to show; they
 * never throw.
 */
export const signInApi = {
  async login(credentials: Credentials): Promise<LoginOutcome | SignInFailure> {
    const answer = await postJson<LoginBody>('/users/login', credentials);
    if (!answer.ok) return answer.failure;
    return 'otpRequired' in answer.data && answer.data.otpRequired === true
      ? { status: 'otp-required' }
      : { status: 'signed-in', session: answer.data as SignedInSession };
  },

  async verifyOtp(credentials: Credentials & { otp: string }): Promise<OtpOutcome> {
    const answer = await postJson<SignedInSession>('/users/otp', credentials);
    return answer.ok ? { status: 'signed-in', session: answer.data } : answer.failure;
  },
};
