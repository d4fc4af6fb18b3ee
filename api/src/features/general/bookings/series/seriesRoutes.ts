import {
  bookingSeriesCancelFollowingSchema,
  bookingSeriesCreateSchema,
  bookingSeriesFollowingSchema,
  bookingSeriesIdParamsSchema,
  bookingSeriesPreviewRecordSchema,
  bookingSeriesPreviewSchema,
  bookingSeriesRecordSchema,
} from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, readErrors, writeErrors } from '../../../../http/responseSchemas';
import { seriesRepository } from './seriesRepository';

const tags = ['bookings'];
const seriesResponse = dataEnvelope(bookingSeriesRecordSchema);

/**
 * Repeating bookings: every 1–8 weeks, a number of times or until a date, on the salon's wall
 * clock. Each visit is an ordinary booking (`seriesId`), so "this one" is changed or cancelled
 * with the booking routes; these change "this and the following".
 */
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings/series/preview',
    {
      schema: {
        tags,
        summary:
          'Every planned visit of a repeat with its start (instant, and day and time in the salon\u2019s zone) and the sentence `POST /bookings` would refuse it with, or null. Saves nothing.',
        body: bookingSeriesPreviewSchema,
        response: { 200: dataEnvelope(bookingSeriesPreviewRecordSchema), ...writeErrors },
      },
    },
    async (request) => ({ data: await seriesRepository.preview(app.db, app.dialect, request.body) }),
  );

  app.post(
    '/bookings/series',
    {
      schema: {
        tags,
        summary:
          'Book a repeating booking: every visit not skipped, moved ones at their new start, all or none (409 naming the visit that no longer fits). One confirmation e-mail lists the dates.',
        body: bookingSeriesCreateSchema,
        response: { 201: seriesResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const series = await seriesRepository.create(app.db, app.dialect, request.body, request.user.username, app.config.mail.now());
      app.outbox.nudge();
      return reply.status(201).send({ data: series });
    },
  );

  app.get(
    '/bookings/series/:id/visits',
    { schema: { tags, summary: 'A repeating booking with its visits by start.', params: bookingSeriesIdParamsSchema, response: { 200: seriesResponse, ...readErrors } } },
    async (request) => ({ data: await seriesRepository.get(app.db, request.params.id) }),
  );

  app.put(
    '/bookings/series/:id/following',
    {
      schema: {
        tags,
        summary:
          'Change this and the following visits (those still pending or confirmed from `fromBookingId` on): services, people, times of day and notes, each checked; all or none. Send the series\u2019 `version`.',
        params: bookingSeriesIdParamsSchema,
        body: bookingSeriesFollowingSchema,
        response: { 200: seriesResponse, ...writeErrors },
      },
    },
    async (request) => {
      const series = await seriesRepository.changeFollowing(app.db, app.dialect, request.params.id, request.body, app.config.mail.now());
      app.outbox.nudge();
      return { data: series };
    },
  );

  app.post(
    '/bookings/series/:id/cancel-following',
    {
      schema: {
        tags,
        summary: 'Cancel this and the following visits still pending or confirmed, with a reason. Send the series\u2019 `version`.',
        params: bookingSeriesIdParamsSchema,
        body: bookingSeriesCancelFollowingSchema,
        response: { 200: seriesResponse, ...writeErrors },
      },
    },
    async (request) => {
      const series = await seriesRepository.cancelFollowing(app.db, request.params.id, request.body, app.config.mail.now());
      app.outbox.nudge();
      return { data: series };
    },
  );
};
