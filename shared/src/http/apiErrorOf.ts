import type { ApiError, FieldErrors } from './apiError';

export const UNREACHABLE_MESSAGE = 'The server cannot be reached. Check your connection and try again.';
export const UNEXPECTED_MESSAGE = 'Something went wrong on the server. Please try again.';

/** No answer at all: the network, not the server, failed. */
export const unreachableApiError = (): ApiError => ({ status: null, message: UNREACHABLE_MESSAGE, fieldErrors: {} });

/**
 * What a person is shown for an error answer, from its status and the API's body
 * (`{ message, errors: { field: message } }`). Transport-free, so the axios client and the sign-in
 * page's plain `fetch` read error bodies the same way.
 */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  const fieldErrors: FieldErrors = {};
  if (errors && typeof errors === 'object') {
    for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
      if (typeof value === 'string') fieldErrors[field] = value;
    }
  }
  return { status, message: typeof message === 'string' && message ? message : UNEXPECTED_MESSAGE, fieldErrors };
}
