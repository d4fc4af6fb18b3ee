import { toApiError, type ApiError } from '@nail-or-never/shared';

/**
 * What a failed save means for the form, beyond the messages shown on its fields:
 * - `stale`: someone else saved the record after it was opened (409 on `version`); reload it.
 * - `gone`: the record was deleted meanwhile (404).
 * - `message`: anything else worth a line above the buttons (a duplicate, the server unreachable).
 */
export type FormProblem =
  | { kind: 'stale'; message: string }
  | { kind: 'gone'; message: string }
  | { kind: 'message'; message: string };

export interface ServerFailure {
  problem: FormProblem | null;
  /** Field messages for fields the form shows, to be set with react-hook-form's `setError`. */
  fieldErrors: Array<[string, string]>;
}

/**
 * Sorts the API's `{ message, errors }` into field messages the form can show next to their fields
 * and one form-level problem. A field the form does not show keeps its message at the form level,
 * so no message is ever dropped.
 */
export function readServerFailure(error: unknown, formFields: readonly string[]): ServerFailure {
  const apiError: ApiError = toApiError(error);
  const fieldErrors: Array<[string, string]> = [];
  const leftOver: string[] = [];
  for (const [field, message] of Object.entries(apiError.fieldErrors)) {
    if (field === 'version') continue;
    if (formFields.includes(field)) fieldErrors.push([field, message]);
    else leftOver.push(message);
  }

  if (apiError.status === 409 && 'version' in apiError.fieldErrors) {
    return { problem: { kind: 'stale', message: apiError.message }, fieldErrors };
  }
  if (apiError.status === 404) {
    return { problem: { kind: 'gone', message: apiError.message }, fieldErrors };
  }
  if (fieldErrors.length > 0 && leftOver.length === 0) {
    // The fields say it all; a 409 duplicate still gets its explanation above the buttons.
    return { problem: apiError.status === 409 ? { kind: 'message', message: apiError.message } : null, fieldErrors };
  }
  const message = leftOver.length > 0 ? leftOver.join(' ') : apiError.message;
  return { problem: { kind: 'message', message }, fieldErrors };
}
