import { toApiError } from '@nail-or-never/shared';
import { serverFieldPaths } from '../formErrors';
import { readServerFailure, type FormProblem } from '../formProblem';

export interface SortedFailure {
  problem: FormProblem | null;
  /** Messages for the form's react-hook-form fields, nested paths included (`openingHours.monday.1.start`). */
  fieldErrors: Array<[string, string]>;
  /** Messages for fields kept outside react-hook-form (a picture), by field. */
  outsideErrors: Record<string, string>;
}

/**
 * Splits a failed save between the form's fields, the fields it keeps outside react-hook-form and
 * one form-level problem. A refused upload (413, 415) carries its reason in the top-level message,
 * while the field's own message only says what to pick instead: the field shows both, so the person
 * reads why the file was refused where they picked it.
 */
export function sortServerFailure(error: unknown, fields: readonly string[], outsideFields: readonly string[]): SortedFailure {
  const apiError = toApiError(error);
  const formPaths = serverFieldPaths(error, fields);
  const failure = readServerFailure(error, [...formPaths, ...outsideFields]);
  const fileRefused = apiError.status === 413 || apiError.status === 415;
  const fieldErrors: Array<[string, string]> = [];
  const outsideErrors: Record<string, string> = {};
  for (const [field, message] of failure.fieldErrors) {
    if (formPaths.includes(field)) {
      fieldErrors.push([field, message]);
    } else {
      outsideErrors[field] = fileRefused && apiError.message !== message ? `${apiError.message} ${message}` : message;
    }
  }
  return { problem: failure.problem, fieldErrors, outsideErrors };
}
