import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, HttpError, payloadTooLarge } from './httpErrors';
import { MAX_IMAGE_BYTES, type UploadedFile } from './uploadedFile';

/** How the text of each non-text field is read: multipart carries every value as a string. */
export interface FormFieldKinds {
  integers?: readonly string[];
  booleans?: readonly string[];
}

/** The base type under `.optional()`, `.default()`, `.nullable()` and a pipe's input. */
function baseType(schema: z.core.$ZodType): string {
  const def = schema._zod.def;
  if ('innerType' in def && def.innerType instanceof Object) return baseType(def.innerType as z.core.$ZodType);
  if (def.type === 'pipe' && 'in' in def) return baseType(def.in as z.core.$ZodType);
  return def.type;
}

/**
 * Which fields of a route's body schema are numbers and which are yes/no: the schema declares it,
 * so a multipart route lists nothing twice.
 */
export function formFieldKindsOf(schema: z.ZodObject): FormFieldKinds {
  const entries = Object.entries(schema.shape);
  return {
    integers: entries.filter(([, field]) => baseType(field) === 'number').map(([name]) => name),
    booleans: entries.filter(([, field]) => baseType(field) === 'boolean').map(([name]) => name),
  };
}

const IMAGE_FIELD = 'image';
const MAX_FIELD_BYTES = 16 * 1024;

/** Digits as a person types them in a number field: no spaces, exponent, hex or leading zero. */
const PLAIN_DECIMAL = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'off', 'no']);

/**
 * Turns the strings of a form into the types the shared schemas expect. An empty string means
 * "not given" (a cleared number input). Text that is not a number or a yes/no word is left as it
 * is, so the schema rejects it with the field's own message.
 */
export function coerceFormFields(fields: Record<string, string>, kinds: FormFieldKinds): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(fields)) {
    if (kinds.integers?.includes(name)) {
      // Plain decimals only: " 1", "01", "1e0" and "0x1" stay text, which the schema refuses.
      result[name] = raw === '' ? undefined : PLAIN_DECIMAL.test(raw) ? Number(raw) : raw;
    } else if (kinds.booleans?.includes(name)) {
      const word = raw.trim().toLowerCase();
      result[name] = word === '' ? undefined : TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : raw;
    } else {
      result[name] = raw;
    }
  }
  return result;
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

function isFrameworkClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('statusCode' in error) || typeof error.statusCode !== 'number') return false;
  return error.statusCode >= 400 && error.statusCode < 500;
}

/** The parser's wording, turned into a sentence about the form a client developer can act on. */
function malformedFormReason(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  if (/boundary not found/i.test(text)) return 'the multipart boundary is missing from the Content-Type header.';
  if (/unexpected end/i.test(text)) return 'the body ended before the closing boundary (a wrong boundary, or a body cut short).';
  if (/header/i.test(text)) return 'a part header is malformed.';
  return 'the multipart body is malformed.';
}

const tooLarge = () =>
  payloadTooLarge(
    `The picture is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB. Choose a smaller one or export it at a lower quality.`,
  );

/**
 * Reads a multipart form into `request.body`: its text fields (coerced per `kinds`) and, under
 * `image`, the one picture it may carry. Runs as a route's preValidation hook, so the route's zod
 * schema then validates text and file together and answers 400 with every field's message.
 */
export function readMultipartForm(kinds: FormFieldKinds) {
  return async function multipartFormHook(request: FastifyRequest): Promise<void> {
    if (!request.isMultipart()) {
      throw new HttpError(415, 'Send this form as multipart/form-data: its fields, plus an optional "image" file.');
    }
    const fields: Record<string, string> = {};
    let image: UploadedFile | undefined;
    try {
      const parts = request.parts({
        limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: MAX_FIELD_BYTES, parts: 21 },
      });
      for await (const part of parts) {
        if (part.type === 'file') {
          if (part.fieldname !== IMAGE_FIELD) {
            part.file.resume();
            throw badRequest(`Unexpected file field "${part.fieldname}".`, { [part.fieldname]: 'Send the picture as "image".' });
          }
          const buffer = await part.toBuffer();
          // A browser form with no file chosen still sends an empty, nameless part: that is "no picture".
          if (buffer.length > 0 || part.filename !== '') image = { kind: 'uploadedFile', buffer, filename: part.filename };
        } else {
          // Some clients send "no file" as an empty text part under the file's name.
          if (part.fieldname === IMAGE_FIELD && part.value === '') continue;
          if (part.fieldname in fields) throw badRequest(`The field "${part.fieldname}" was sent twice.`);
          if (part.valueTruncated) throw badRequest(`The field "${part.fieldname}" is too long.`, { [part.fieldname]: 'Too long.' });
          fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        }
      }
    } catch (error) {
      if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
      // Our own refusals and the plugin's limits (413) already say what is wrong.
      if (error instanceof HttpError || isFrameworkClientError(error)) throw error;
      // Anything else the parser throws (no or wrong boundary, a body cut short) is the client's
      // fault: a 400 saying so, and a warning without a stack in the log.
      const reason = malformedFormReason(error);
      request.log.warn({ reason }, 'malformed multipart form refused');
      throw badRequest(`The form could not be read: ${reason}`);
    }
    request.body = { ...coerceFormFields(fields, kinds), ...(image ? { [IMAGE_FIELD]: image } : {}) };
  };
}
