import {
  OPERATION_ROLES,
  historyEntrySchema,
  historyListQuerySchema,
  historyRecordParamsSchema,
  type HistoryEntry,
  type HistoryResource,
  type Role,
} from '@nail-or-never/shared/schemas';
import type { Selectable } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOffset, toPage } from '../../../db/paging';
import { dataEnvelope, errorResponseSchema, pageEnvelope } from '../../../http/responseSchemas';
import type { HistoryTable } from '../authTables';
import { forbidden } from '../permissionGuard';

const tags = ['history'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** A record's history is for whoever may read the record: the operation that reads it decides. */
const READ_OPERATION: Record<HistoryResource, keyof typeof OPERATION_ROLES> = {
  serviceGroup: 'getServicesParentDetail',
  service: 'getServices',
  galleryGroup: 'getGalleryParentById',
  galleryImage: 'getGalleryListGalleryById',
  contact: 'getContact',
  about: 'getAboutUs',
  aboutImage: 'getAboutUs',
  employee: 'getEmployeesById',
  giftCard: 'getGiftCardsById',
  booking: 'getBookingsById',
  bookingSeries: 'getBookingsSeriesByIdVisits',
  client: 'getClientsById',
  teamMember: 'getTeam',
  timeOff: 'getTimeOff',
};

const parsed = (text: string | null): Record<string, unknown> | null => (text === null ? null : (JSON.parse(text) as Record<string, unknown>));

function toEntry(row: Selectable<HistoryTable>): HistoryEntry {
  return {
    id: Number(row.id),
    at: row.at,
    userId: row.userId === null ? null : Number(row.userId),
    userName: row.userName,
    section: row.section as HistoryEntry['section'],
    resource: row.resource as HistoryEntry['resource'],
    recordId: row.recordId,
    action: row.action as HistoryEntry['action'],
    summary: row.summary,
    before: parsed(row.before),
    after: parsed(row.after),
  };
}

/** The Activity page (owner) and each record's History tab. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/history',
    { schema: { summary: 'Every recorded change, newest first, filtered by person, section and time.', tags, querystring: historyListQuerySchema, response: { 200: pageEnvelope(historyEntrySchema), ...errors } } },
    async (request) => {
      const { person, section, from, to } = request.query;
      let query = app.db.selectFrom('history');
      if (person !== undefined) query = query.where('userId', '=', person);
      if (section !== undefined) query = query.where('section', '=', section);
      // Stored as UTC ISO text (`toISOString`): normalised the same way, text order is time order.
      if (from !== undefined) query = query.where('at', '>=', new Date(from).toISOString());
      if (to !== undefined) query = query.where('at', '<', new Date(to).toISOString());
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(request.query.limit).offset(pageOffset(request.query)).execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return toPage(rows.map(toEntry), request.query, Number(total.count));
    },
  );

  app.get(
    '/history/:resource/:id',
    { schema: { summary: 'One record\'s changes, newest first (its History tab); for roles that may read the record.', tags, params: historyRecordParamsSchema, response: { 200: dataEnvelope(z.array(historyEntrySchema)), ...errors } } },
    async (request) => {
      const { resource, id } = request.params;
      const roles: readonly Role[] = OPERATION_ROLES[READ_OPERATION[resource]];
      if (!roles.includes(request.user.role)) throw forbidden();
      const rows = await app.db.selectFrom('history').selectAll().where('resource', '=', resource).where('recordId', '=', String(id)).orderBy('id', 'desc').limit(200).execute();
      return { data: rows.map(toEntry) };
    },
  );
};
