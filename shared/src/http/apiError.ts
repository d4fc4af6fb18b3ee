import axios from 'axios';
import { apiErrorOf, UNEXPECTED_MESSAGE, unreachableApiError } from './apiErrorOf';

/** Field name -> message, as the API returns it under `errors`. */
export type FieldErrors = Record<string, string>;

export interface ApiError {
  /** HTTP status, or `null` when the server could not be reached at all. */
  status: number | null;
  message: string;
  fieldErrors: FieldErrors;
}

/** Turns anything a call can throw into what a person can be shown. */
export function toApiError(error: unknown): ApiError {
  if (axios.isAxiosError(error)) {
    return error.response ? apiErrorOf(error.response.status, error.response.data) : unreachableApiError();
  }
  return { status: null, message: UNEXPECTED_MESSAGE, fieldErrors: {} };
}
