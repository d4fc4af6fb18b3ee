import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
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
  await app.register(contactRoutes);
  await app.register(aboutRoutes);
  await app.register(employeeRoutes);
  await app.register(giftCardRoutes);
  await app.register(clientRoutes);
  await app.register(bookingRoutes);
  await app.register(timeOffRoutes);
  await app.register(seriesRoutes);
  await app.register(businessSummaryRoutes);
};
