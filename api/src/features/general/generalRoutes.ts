import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { named } from '../../http/pluginNames';
import { aboutRoutes } from './about/aboutRoutes';
import { bookingRoutes } from './bookings/bookingRoutes';
import { seriesRoutes } from './bookings/series/seriesRoutes';
import { clientRoutes } from './clients/clientRoutes';
import { businessSummaryRoutes } from './businessSummary/businessSummaryRoutes';
import { contactRoutes } from './contact/contactRoutes';
import { employeeRoutes } from './employees/employeeRoutes';
import { giftCardRoutes } from './giftCards/giftCardRoutes';
import { timeOffRoutes } from './timeOff/timeOffRoutes';

/**
 * The general section's calls (the spec leaves them open; they follow §7's style). Registered in
 * the protected scope, so every route needs a token. Multipart parsing is for the picture forms.
 */
export const generalRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart);
  await app.register(named(contactRoutes));
  await app.register(named(aboutRoutes));
  await app.register(named(employeeRoutes));
  await app.register(named(giftCardRoutes));
  await app.register(named(clientRoutes));
  await app.register(named(bookingRoutes));
  await app.register(named(timeOffRoutes));
  await app.register(named(seriesRoutes));
  await app.register(named(businessSummaryRoutes));
};
