import {
  clientCreateSchema,
  clientEraseSchema,
  clientHistorySchema,
  clientMergeSchema,
  clientDuplicatesQuerySchema,
  clientIdParamsSchema,
  clientListQuerySchema,
  clientRecordSchema,
  clientUpdateSchema,
} from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, deletedResponseSchema, pageEnvelope, readErrors, writeErrors } from '../../../http/responseSchemas';
import { clientHistory } from './clientHistory';
import { mergeClients } from './clientMerge';
import { clientExportSchema, eraseClient, exportClient } from './clientPrivacy';
import { clientRepository } from './clientRepository';

const tags = ['clients'];
const clientResponse = dataEnvelope(clientRecordSchema);

/**
 * The salon's customers. Phones are stored as typed and in E.164, read with the salon's phone
 * country (contact details). A client with bookings or gift cards is never deleted: it is erased
 * (anonymised) instead, so the bookings and the money still add up.
 */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients',
    {
      schema: {
        tags,
        summary:
          'A page of clients; `q` finds any part of the name, the e-mail, or the phone in any form ("06 12 34 56 78", "+31612345678"), ignoring accents and capitals; `sort` by name, lastVisit or createdAt (a leading `-` reverses).',
        querystring: clientListQuerySchema,
        response: { 200: pageEnvelope(clientRecordSchema), 400: readErrors[400], 401: readErrors[401] },
      },
    },
    async (request) => clientRepository.list(app.db, request.query),
  );

  app.get(
    '/clients/duplicates',
    {
      schema: {
        tags,
        summary: 'Clients with the same phone (compared in E.164) or e-mail, for the "Is this …?" question; `excludeId` leaves out the client being edited.',
        querystring: clientDuplicatesQuerySchema,
        response: { 200: dataEnvelope(z.array(clientRecordSchema)), 400: readErrors[400], 401: readErrors[401] },
      },
    },
    async (request) => ({ data: await clientRepository.duplicates(app.db, request.query) }),
  );

  app.get(
    '/clients/:id',
    { schema: { tags, summary: 'One client.', params: clientIdParamsSchema, response: { 200: clientResponse, ...readErrors } } },
    async (request) => ({ data: await clientRepository.get(app.db, request.params.id) }),
  );

  app.get(
    '/clients/:id/history',
    {
      schema: {
        tags,
        summary: 'Upcoming and past visits with their status, counts of visits, no-shows and cancellations, the total spent (arrived and completed) and the gift cards bought or received.',
        params: clientIdParamsSchema,
        response: { 200: dataEnvelope(clientHistorySchema), ...readErrors },
      },
    },
    async (request) => ({ data: await clientHistory(app.db, request.params.id) }),
  );

  app.get(
    '/clients/:id/export',
    {
      schema: {
        tags,
        summary: 'Everything held about the client (details, bookings, gift cards with their ledgers, privacy events) as a JSON file. The export itself is recorded.',
        params: clientIdParamsSchema,
        response: { 200: clientExportSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const data = await exportClient(app.db, request.params.id, request.user.username);
      return reply.header('content-disposition', `attachment; filename="client-${request.params.id}.json"`).send(data);
    },
  );

  app.post(
    '/clients',
    { schema: { tags, summary: 'Add a client.', body: clientCreateSchema, response: { 201: clientResponse, ...writeErrors } } },
    async (request, reply) => reply.status(201).send({ data: await clientRepository.create(app.db, request.body) }),
  );

  app.put(
    '/clients',
    {
      schema: {
        tags,
        summary: 'Change a client (send the `version` you read; fields left out stay). An erased client cannot be changed (409).',
        body: clientUpdateSchema,
        response: { 200: clientResponse, ...writeErrors },
      },
    },
    async (request) => ({ data: await clientRepository.update(app.db, request.body) }),
  );

  app.post(
    '/clients/:id/merge',
    {
      schema: {
        tags,
        summary:
          'Fold `duplicateId` into this client: its bookings and gift cards move here, empty fields are filled from it, tags are joined, the merge is recorded, and the duplicate is deleted. Both versions must be current (409).',
        params: clientIdParamsSchema,
        body: clientMergeSchema,
        response: { 200: clientResponse, ...writeErrors },
      },
    },
    async (request) => ({ data: await mergeClients(app.db, request.params.id, request.body, request.user.username) }),
  );

  app.post(
    '/clients/:id/erase',
    {
      schema: {
        tags,
        summary:
          'Anonymise the person everywhere (the client, their bookings\u2019 name, phone, e-mail and notes, their gift cards\u2019 purchaser or recipient fields); bookings, counts and the gift-card ledger stay. Recorded. An erased client cannot be edited or booked.',
        params: clientIdParamsSchema,
        body: clientEraseSchema,
        response: { 200: clientResponse, ...writeErrors },
      },
    },
    async (request) => ({ data: await eraseClient(app.db, request.params.id, request.body, request.user.username) }),
  );

  app.delete(
    '/clients/:id',
    {
      schema: {
        tags,
        summary: 'Delete a client nothing refers to. A client with bookings or gift cards is refused (409): erase instead.',
        params: clientIdParamsSchema,
        response: { 200: deletedResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      await clientRepository.delete(app.db, request.params.id);
      return { data: { id: request.params.id } };
    },
  );
};
