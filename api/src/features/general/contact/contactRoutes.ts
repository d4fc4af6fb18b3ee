import { contactRecordSchema, contactUpdateSchema } from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '../../../http/responseSchemas';
import { contactRepository } from './contactRepository';

const tags = ['contact'];
const contactResponse = dataEnvelope(contactRecordSchema);

/** The salon's one contact record: what visitors see as address, hours, links and map pin. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contact',
    {
      schema: {
        tags,
        summary: 'The contact details: address, phone, email, opening hours, closing dates, social links, map pin, time zone.',
        response: { 200: contactResponse, 401: errorResponseSchema },
      },
    },
    async () => ({ data: await contactRepository.get(app.db) }),
  );

  app.put(
    '/contact',
    {
      schema: {
        tags,
        summary: 'Replace the contact details. Send every field and the `version` you read (409 when it is stale).',
        body: contactUpdateSchema,
        response: { 200: contactResponse, 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => ({ data: await contactRepository.update(app.db, request.body) }),
  );
};
