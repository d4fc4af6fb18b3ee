import { businessSummarySchema } from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, readErrors } from '../../../http/responseSchemas';
import { readBusinessSummary } from './businessSummaryRepository';

/** One call for the dashboard's business figures (the catalogue's are `/dashboard/summary`). */
export const businessSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/business',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Today\u2019s bookings by status, the next appointments, this week\u2019s expected revenue, no-shows this month and the outstanding gift-card balance.',
        response: { 200: dataEnvelope(businessSummarySchema), 401: readErrors[401] },
      },
    },
    async () => ({ data: await readBusinessSummary(app.db) }),
  );
};
