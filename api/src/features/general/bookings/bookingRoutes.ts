import {
  availabilityQuerySchema,
  availabilitySchema,
  bookingCreateSchema,
  bookingIdParamsSchema,
  bookingMessageRecordSchema,
  bookingListQuerySchema,
  bookingRangeQuerySchema,
  bookingRecordSchema,
  bookingStatusChangeSchema,
  bookingStatusUndoSchema,
  bookingUpdateSchema,
} from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, pageEnvelope, readErrors, writeErrors } from '../../../http/responseSchemas';
import { readAvailability } from './availabilityRepository';
import { bookingRepository } from './bookingRepository';
import { calendarAnswerCache } from './calendar/calendarAnswerCache';
import { sendCalendarAnswer } from './calendar/sendCalendarAnswer';
import { packedBookingCalendarSchema } from './calendar/packedCalendarSchema';
import { listBookingMessages } from './messages/bookingMessages';

const tags = ['bookings'];
const bookingResponse = dataEnvelope(bookingRecordSchema);

/**
 * Bookings. Times travel as ISO instants and are stored in UTC; hours, closing days and messages
 * use the salon's time zone (contact details). No DELETE: a booking is cancelled, with a reason.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendarAnswers = calendarAnswerCache(app.db);
  app.get(
    '/bookings',
    {
      schema: {
        tags,
        summary: 'A page of bookings by start time; `q` matches the customer\u2019s name or phone; filter by `status`, `employeeId`, `from`, `to`.',
        querystring: bookingListQuerySchema,
        response: { 200: pageEnvelope(bookingRecordSchema), 400: readErrors[400], 401: readErrors[401] },
      },
    },
    async (request) => bookingRepository.list(app.db, request.query),
  );

  app.get(
    '/bookings/range',
    {
      schema: {
        tags,
        summary: 'Every booking that overlaps `from`–`to` (at most 42 days), for a calendar; optionally one employee\u2019s.',
        querystring: bookingRangeQuerySchema,
        response: { 200: dataEnvelope(z.array(bookingRecordSchema)), 400: readErrors[400], 401: readErrors[401] },
      },
    },
    async (request) => ({ data: await bookingRepository.range(app.db, request.query) }),
  );

  // Before `/bookings/:id`, which would otherwise read "availability" as an id.
  app.get(
    '/bookings/availability',
    {
      schema: {
        tags,
        summary:
          'The free start times of `date` (every 15 minutes on the salon’s clock) for `services` done back to back by one employee, with who is free at each: `employee`, or anyone who performs them all. The same rule booking creation applies.',
        querystring: availabilityQuerySchema,
        response: { 200: dataEnvelope(availabilitySchema), 400: readErrors[400], 401: readErrors[401] },
      },
    },
    async (request) => ({ data: await readAvailability(app.db, request.query, app.config.mail.now()) }),
  );

  app.get(
    '/bookings/calendar',
    {
      schema: {
        tags,
        summary:
          'The bookings of `/bookings/range`, packed for a calendar: the same records in a sixth of the bytes (shared `unpackBookingCalendar` reads them back). Answered gzip-compressed when asked.',
        querystring: bookingRangeQuerySchema,
        response: { 200: dataEnvelope(packedBookingCalendarSchema), 400: readErrors[400], 401: readErrors[401] },
      },
      compress: {},
    },
    async (request, reply) => sendCalendarAnswer(request, reply, await calendarAnswers.answer(request.query)),
  );

  app.get(
    '/bookings/:id',
    { schema: { tags, summary: 'One booking with its services.', params: bookingIdParamsSchema, response: { 200: bookingResponse, ...readErrors } } },
    async (request) => ({ data: await bookingRepository.get(app.db, request.params.id) }),
  );

  app.post(
    '/bookings',
    {
      schema: {
        tags,
        summary:
          'Book one or more services. 409 naming the clash when an employee is busy (unless `overrideOverlap` with a reason), outside their hours or the salon\u2019s, on a closing day, or does not perform the service.',
        body: bookingCreateSchema,
        response: { 201: bookingResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const booking = await bookingRepository.create(app.db, app.dialect, request.body, request.user.username, app.config.mail.now());
      app.outbox.nudge();
      return reply.status(201).send({ data: booking });
    },
  );

  app.put(
    '/bookings',
    {
      schema: {
        tags,
        summary: 'Change or reschedule a booking (send its `version`); the same checks as a new one. Quoted prices are kept.',
        body: bookingUpdateSchema,
        response: { 200: bookingResponse, ...writeErrors },
      },
    },
    async (request) => {
      const booking = await bookingRepository.update(app.db, app.dialect, request.body, app.config.mail.now());
      app.outbox.nudge();
      return { data: booking };
    },
  );

  app.post(
    '/bookings/:id/status',
    {
      schema: {
        tags,
        summary:
          'Move a booking along: pending → confirmed → arrived → completed; cancelled (with a reason) or no-show where allowed; arrived and no-show from the start time (docs/bookings-state-machine.md).',
        params: bookingIdParamsSchema,
        body: bookingStatusChangeSchema,
        response: { 200: bookingResponse, ...writeErrors },
      },
    },
    async (request) => {
      const booking = await bookingRepository.changeStatus(app.db, request.params.id, request.body, app.config.mail.now());
      app.outbox.nudge();
      return { data: booking };
    },
  );

  app.post(
    '/bookings/:id/status/undo',
    {
      schema: {
        tags,
        summary:
          'Take the last status change back to the status it came from, the same salon day (send the `version`). Back from cancelled or no-show only while the time is still free.',
        params: bookingIdParamsSchema,
        body: bookingStatusUndoSchema,
        response: { 200: bookingResponse, ...writeErrors },
      },
    },
    async (request) => {
      const booking = await bookingRepository.undoStatus(app.db, app.dialect, request.params.id, request.body, app.config.mail.now());
      app.outbox.nudge();
      return { data: booking };
    },
  );

  app.get(
    '/bookings/:id/messages',
    {
      schema: {
        tags,
        summary:
          'The e-mails this booking caused (confirmation, moved, cancelled, reminder), oldest first, each with its state: queued, sending, sent, failed (with the last error) or logged (no mail server configured).',
        params: bookingIdParamsSchema,
        response: { 200: dataEnvelope(z.array(bookingMessageRecordSchema)), ...readErrors },
      },
    },
    async (request) => {
      // 404 for a booking that does not exist, rather than an empty list.
      await bookingRepository.get(app.db, request.params.id);
      return { data: await listBookingMessages(app.db, request.params.id) };
    },
  );
};
