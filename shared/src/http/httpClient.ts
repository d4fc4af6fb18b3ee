import axios, { AxiosHeaders } from 'axios';
import { sessionStore } from '../auth/sessionStore';
import { API_BASE_PATH } from './apiBasePath';
import { isAuthFailureMessage } from './authFailure';

/**
 * The admin's only axios instance. Remotes must use it (never `axios.create` of their own) so the
 * token, the header format and the sign-out-on-bad-token rule hold everywhere.
 */
export const httpClient = axios.create({ baseURL: API_BASE_PATH });

httpClient.interceptors.request.use((config) => {
  const token = sessionStore.getState().token;
  if (token) {
    const headers = AxiosHeaders.from(config.headers);
    headers.set('Authorization', `JWT ${token}`);
    config.headers = headers;
  }
  return config;
});

/** Spec §4: the message may arrive on ANY response, a success as well as an error. */
function signOutOnAuthFailure(body: unknown): void {
  const message: unknown = (body as { message?: unknown } | null | undefined)?.message;
  if (isAuthFailureMessage(message)) {
    sessionStore.getState().signOut();
  }
}

httpClient.interceptors.response.use(
  (response) => {
    signOutOnAuthFailure(response.data);
    return response;
  },
  (error: unknown) => {
    if (axios.isAxiosError(error)) signOutOnAuthFailure(error.response?.data);
    // The caller decides what to show; the spec passes the error on.
    return Promise.reject(error);
  },
);
