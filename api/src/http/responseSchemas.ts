import { pageMetaSchema } from '@nail-or-never/shared/schemas';
import { z } from 'zod';

export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export const dataEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const pageEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMetaSchema });
export const deletedResponseSchema = dataEnvelope(z.object({ id: z.number().int() }));

/** The failures every catalogue call can answer with, for the OpenAPI document. */
export const readErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
export const writeErrors = { ...readErrors, 409: errorResponseSchema };
export const uploadErrors = { ...writeErrors, 413: errorResponseSchema, 415: errorResponseSchema };
