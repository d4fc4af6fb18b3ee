import {
  giftCardActionSchema,
  giftCardDetailRecordSchema,
  giftCardIdParamsSchema,
  giftCardIssueSchema,
  giftCardListQuerySchema,
  giftCardRecordSchema,
  giftCardSummaryRecordSchema,
  giftCardUpdateSchema,
} from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, pageEnvelope, readErrors, writeErrors } from '../../../http/responseSchemas';
import { giftCardRepository } from './giftCardRepository';

const tags = ['gift cards'];
const detailResponse = dataEnvelope(giftCardDetailRecordSchema);

/**
 * Gift cards. There is no DELETE: money on a card is a promise the salon made, so a card is
 * cancelled through its ledger instead, and its history stays.
 */
export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gift-cards',
    {
      schema: {
        tags,
        summary: 'A page of gift cards, newest first; `q` matches the start of the code or a name; filter by `status` and `expiresBefore`.',
        querystring: giftCardListQuerySchema,
        response: { 200: pageEnvelope(giftCardRecordSchema), 400: readErrors[400], 401: readErrors[401] },
      },
    },
    async (request) => giftCardRepository.list(app.db, request.query),
  );

  app.get(
    '/gift-cards/summary',
    {
      schema: {
        tags,
        summary: 'The outstanding balance (what usable cards still hold) and how many cards are usable.',
        response: { 200: dataEnvelope(giftCardSummaryRecordSchema), 401: readErrors[401] },
      },
    },
    async () => ({ data: await giftCardRepository.summary(app.db) }),
  );

  app.get(
    '/gift-cards/:id',
    {
      schema: { tags, summary: 'One gift card with its ledger, newest first.', params: giftCardIdParamsSchema, response: { 200: detailResponse, ...readErrors } },
    },
    async (request) => ({ data: await giftCardRepository.get(app.db, request.params.id) }),
  );

  app.post(
    '/gift-cards',
    {
      schema: {
        tags,
        summary: 'Issue a gift card. The server makes its code.',
        body: giftCardIssueSchema,
        response: { 201: detailResponse, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await giftCardRepository.issue(app.db, request.body, request.user.username) }),
  );

  app.put(
    '/gift-cards',
    {
      schema: {
        tags,
        summary: 'Change the people, message or notes of a card (send the `version` you read). Money moves only through transactions.',
        body: giftCardUpdateSchema,
        response: { 200: detailResponse, ...writeErrors },
      },
    },
    async (request) => ({ data: await giftCardRepository.updateDetails(app.db, request.body) }),
  );

  app.post(
    '/gift-cards/:id/transactions',
    {
      schema: {
        tags,
        summary:
          'Redeem, top up, refund, adjust, extend or cancel. Refused with 409 and a reason when the card cannot do it (not enough balance, expired, cancelled).',
        params: giftCardIdParamsSchema,
        body: giftCardActionSchema,
        response: { 201: detailResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await giftCardRepository.apply(app.db, request.params.id, request.body, request.user.username) }),
  );
};
