import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import { toApiError } from '@nail-or-never/shared';

/**
 * The message react-hook-form holds at a nested path (`closures.2.date`), or at a list's own level
 * (`serviceIds`, where a list-wide rule puts it on `root`).
 */
export function errorMessageAt<Values extends FieldValues>(errors: FieldErrors<Values>, path: string): string | undefined {
  const error: unknown = get(errors, path);
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === 'string') return message;
  return typeof root?.message === 'string' ? root.message : undefined;
}

/**
 * The API's field keys that belong to one of the form's fields, nested ones included
 * (`openingHours.monday.1.start` belongs to `openingHours`): what `readServerFailure` should show in place.
 */
export function serverFieldPaths(error: unknown, formFields: readonly string[]): string[] {
  return Object.keys(toApiError(error).fieldErrors).filter((path) => formFields.includes(path.split('.')[0] ?? ''));
}
