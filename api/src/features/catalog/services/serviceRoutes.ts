import {
  serviceCreateSchema,
  serviceIdParamsSchema,
  serviceListQuerySchema,
  serviceRecordSchema,
  serviceUpdateSchema,
} from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, deletedResponseSchema, pageEnvelope, readErrors, writeErrors } from '../../../http/responseSchemas';
import { serviceRepository } from './serviceRepository';

const tags = ['services'];
const serviceResponse = dataEnvelope(serviceRecordSchema);

/** The spec's `/services` calls (§7): JSON bodies, prices as decimal numbers. */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services',
    {
      schema: {
        tags,
        summary: 'A page of all services, grouped by service group, in display order; `q` filters by name.',
        querystring: serviceListQuerySchema,
        response: { 200: pageEnvelope(serviceRecordSchema), 400: readErrors[400], 401: readErrors[401] },
      },
    },
    async (request) => {
      const { q, page, limit } = request.query;
      return serviceRepository.list(app.db, { q }, { page, limit });
    },
  );

  app.post(
    '/services',
    {
      schema: {
        tags,
        summary: 'Create a service. `price` is required unless `priceType` is "free".',
        body: serviceCreateSchema,
        response: { 201: serviceResponse, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await serviceRepository.create(app.db, app.dialect, request.body) }),
  );

  app.put(
    '/services',
    {
      schema: {
        tags,
        summary: 'Change a service. Send the `version` you read; fields left out stay as they are.',
        body: serviceUpdateSchema,
        response: { 200: serviceResponse, ...writeErrors },
      },
    },
    async (request) => ({ data: await serviceRepository.update(app.db, app.dialect, request.body) }),
  );

  app.delete(
    '/services/:id',
    {
      schema: {
        tags,
        summary: 'Delete a service.',
        params: serviceIdParamsSchema,
        response: { 200: deletedResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      await serviceRepository.delete(app.db, app.dialect, request.params.id);
      return { data: { id: request.params.id } };
    },
  );
};
