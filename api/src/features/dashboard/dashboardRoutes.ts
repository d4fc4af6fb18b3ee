import { dashboardSummarySchema } from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readDashboardSummary } from './dashboardRepository';

const errorResponse = z.object({ message: z.string() });

/** `GET /dashboard/summary`: what the shell's dashboard shows first. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/summary',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Counts of the catalogue, the ten most recent changes (catalogue, bookings, gift cards, staff), newest first, and the set-up checklist.',
        response: { 200: z.object({ data: dashboardSummarySchema }), 401: errorResponse },
      },
    },
    async () => ({ data: await readDashboardSummary(app.db) }),
  );
};
