import {
  serviceGroupDetailQuerySchema,
  serviceGroupRecordSchema,
  serviceGroupServicesQuerySchema,
  serviceRecordSchema,
} from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityNotFound } from '../../../http/recordErrors';
import { dataEnvelope, pageEnvelope, readErrors } from '../../../http/responseSchemas';
import { serviceRepository } from '../services/serviceRepository';
import { serviceGroupRepository } from './serviceGroupRepository';

const tags = ['service groups'];
const groupResponse = dataEnvelope(serviceGroupRecordSchema);

/** The spec's `/services-parent` calls (§7): service groups, and the services of one group. */
export const serviceGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services-parent/with-out-pagination',
    {
      schema: {
        tags,
        summary: 'All service groups in display order, unpaged (the sidebar menu).',
        response: { 200: dataEnvelope(z.array(serviceGroupRecordSchema)), 401: readErrors[401] },
      },
    },
    async () => ({ data: await serviceGroupRepository.listAll(app.db, app.storage) }),
  );

  app.get(
    '/services-parent/detail',
    {
      schema: {
        tags,
        summary: 'One service group.',
        querystring: serviceGroupDetailQuerySchema,
        response: { 200: groupResponse, ...readErrors },
      },
    },
    async (request) => {
      const group = await serviceGroupRepository.findById(app.db, app.storage, request.query.id);
      if (!group) throw entityNotFound('service group', request.query.id);
      return { data: group };
    },
  );

  app.get(
    '/services-parent/list-service',
    {
      schema: {
        tags,
        summary: 'A page of the services of one group, in display order; `q` filters by name.',
        querystring: serviceGroupServicesQuerySchema,
        response: { 200: pageEnvelope(serviceRecordSchema), ...readErrors },
      },
    },
    async (request) => {
      const { id, q, page, limit } = request.query;
      const serviceCount = await serviceGroupRepository.serviceCount(app.db, id);
      if (serviceCount === undefined) throw entityNotFound('service group', id);
      return serviceRepository.list(app.db, { parentId: id, q }, { page, limit }, serviceCount);
    },
  );

};
