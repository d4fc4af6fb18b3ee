/** Field name -> message; the admin shows each next to its field. */
export type FieldErrors = Record<string, string>;

/** The only error type route code throws on purpose; the error handler turns it into `{message, errors}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
/** Something this instance depends on (the picture storage) is down; the request may work later. */
export const serviceUnavailable = (message: string) => new HttpError(503, message);

/** The three messages the admin treats as "your session is over" (spec §4). */
export type AuthFailureMessage = 'Unauthorized' | 'Token expired' | 'Invalid token';
export const unauthorized = (message: AuthFailureMessage) => new HttpError(401, message);
