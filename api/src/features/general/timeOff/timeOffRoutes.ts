import {
  timeOffBlockSchema,
  timeOffBlocksQuerySchema,
  timeOffCreateSchema,
  timeOffIdParamsSchema,
  timeOffListQuerySchema,
  timeOffRecordSchema,
  timeOffUpdateSchema,
} from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, deletedResponseSchema, readErrors, writeErrors } from '../../../http/responseSchemas';
import { timeOffRepository } from './timeOffRepository';

const tags = ['time off'];
const timeOffResponse = dataEnvelope(timeOffRecordSchema);

/**
 * Staff time off and blocked time: holidays, sick days, training, breaks that repeat every week.
 * Entries are kept on the salon's clock; `/time-off/blocks` gives them as instants for calendars,
 * and every booking rule (and the free times offered) honours them.
 */
export const timeOffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/time-off',
    {
      schema: {
        tags,
        summary: 'The time off not over before `from` (a date, default the salon\u2019s today), everyone\u2019s or one employee\u2019s, by first day.',
        querystring: timeOffListQuerySchema,
        response: { 200: dataEnvelope(z.array(timeOffRecordSchema)), 400: readErrors[400], 401: readErrors[401] },
      },
    },
    async (request) => ({ data: await timeOffRepository.list(app.db, request.query) }),
  );

  app.get(
    '/time-off/blocks',
    {
      schema: {
        tags,
        summary: 'Every stretch of time off overlapping `from`–`to` (at most 42 days), repeats unrolled, as instants on the salon\u2019s clock: what calendars shade.',
        querystring: timeOffBlocksQuerySchema,
        response: { 200: dataEnvelope(z.array(timeOffBlockSchema)), 400: readErrors[400], 401: readErrors[401] },
      },
    },
    async (request) => ({ data: await timeOffRepository.blocks(app.db, request.query) }),
  );

  app.post(
    '/time-off',
    {
      schema: {
        tags,
        summary: 'Add time off. 409 naming the employee\u2019s bookings in that time: move or cancel them first.',
        body: timeOffCreateSchema,
        response: { 201: timeOffResponse, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await timeOffRepository.create(app.db, app.dialect, request.body) }),
  );

  app.put(
    '/time-off',
    {
      schema: {
        tags,
        summary: 'Change time off: the whole entry with the `version` you read (409 on stale); checked against bookings like a new one.',
        body: timeOffUpdateSchema,
        response: { 200: timeOffResponse, ...writeErrors },
      },
    },
    async (request) => ({ data: await timeOffRepository.update(app.db, app.dialect, request.body) }),
  );

  app.delete(
    '/time-off/:id',
    {
      schema: { tags, summary: 'Remove time off: the employee can be booked in it again.', params: timeOffIdParamsSchema, response: { 200: deletedResponseSchema, ...readErrors } },
    },
    async (request) => ({ data: await timeOffRepository.remove(app.db, request.params.id) }),
  );
};
