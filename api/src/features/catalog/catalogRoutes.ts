import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { galleryGroupRoutes } from './galleryGroups/galleryGroupRoutes';
import { galleryImageRoutes } from './galleryImages/galleryImageRoutes';
import { serviceGroupRoutes } from './serviceGroups/serviceGroupRoutes';
import { serviceRoutes } from './services/serviceRoutes';

/**
 * The catalogue (spec §7): service groups and services, gallery groups and images. Registered in
 * the protected scope, so every route needs a token. Multipart parsing is registered here, for the
 * catalogue's forms only; each form route reads its parts itself (see `multipartForm.ts`).
 */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart);
  await app.register(serviceGroupRoutes);
  await app.register(serviceRoutes);
  await app.register(galleryGroupRoutes);
  await app.register(galleryImageRoutes);
};
