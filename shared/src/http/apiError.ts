import axios from 'axios';

/** Field name -> message, as the API returns it under `errors`. */
export type FieldErrors = Record<string, string>;

export interface ApiError {
  /** HTTP status, or `null` when the server could not be reached at all. */
  status: number | null;
  message: string;
  fieldErrors: FieldErrors;
}

const UNREACHABLE_MESSAGE = 'The server cannot be reached. Check your connection and try again.';
const UNEXPECTED_MESSAGE = 'Something went wrong on the server. Please try again.';

/** Turns anything a call can throw into what a person can be shown. */
export function toApiError(error: unknown): ApiError {
  if (axios.isAxiosError(error)) {
    if (!error.response) {
      return { status: null, message: UNREACHABLE_MESSAGE, fieldErrors: {} };
    }
    const body = error.response.data as { message?: unknown; errors?: unknown } | undefined;
    const message = typeof body?.message === 'string' && body.message ? body.message : UNEXPECTED_MESSAGE;
    const fieldErrors: FieldErrors = {};
    if (body?.errors && typeof body.errors === 'object') {
      for (const [field, value] of Object.entries(body.errors as Record<string, unknown>)) {
        if (typeof value === 'string') fieldErrors[field] = value;
      }
    }
    return { status: error.response.status, message, fieldErrors };
  }
  return { status: null, message: UNEXPECTED_MESSAGE, fieldErrors: {} };
}
