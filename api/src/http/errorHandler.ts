import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, type FieldErrors } from './httpErrors';

const INVALID_INPUT = 'Some fields are not valid. Check them and try again.';

/** Fastify's own error codes for bad requests, with the sentence a person should read instead. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON was expected.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FILES_LIMIT: 'Too many files were sent.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'A multipart form was expected.',
};

function fieldName(instancePath: string, params: Record<string, unknown> | undefined): string {
  const fromPath = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = params && typeof params.missingProperty === 'string' ? params.missingProperty : '';
  return fromPath || missing || 'body';
}

/** Every error leaves as `{ message, errors? }`: never a stack trace, never framework wording. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, issue.params as Record<string, unknown> | undefined);
        errors[field] ??= issue.message ?? 'Not valid';
      }
      // A body that is not an object at all has no fields to point at: say what was expected.
      const bodyOnly = Object.keys(errors).length === 1 ? errors.body : undefined;
      if (bodyOnly) return reply.status(400).send({ message: bodyOnly });
      return reply.status(400).send({ message: INVALID_INPUT, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) ?? 'The request could not be processed.';
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on the server. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Nothing is at ${request.method} ${request.url.split('?')[0]}.` });
  });
}
