import fastifyMultipart from '@fastify/multipart';
import {
  galleryGroupCreateSchema,
  galleryGroupIdParamsSchema,
  galleryGroupRecordSchema,
  galleryGroupUpdateSchema,
  serviceGroupCreateSchema,
  serviceGroupIdParamsSchema,
  serviceGroupRecordSchema,
  serviceGroupUpdateSchema,
} from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { named } from '../../http/pluginNames';
import { galleryGroupRepository } from './galleryGroups/galleryGroupRepository';
import { galleryGroupRoutes } from './galleryGroups/galleryGroupRoutes';
import { galleryImageRoutes } from './galleryImages/galleryImageRoutes';
import { imageGroupWriteRoutes } from './imageGroups/imageGroupRoutes';
import { serviceGroupRepository } from './serviceGroups/serviceGroupRepository';
import { serviceGroupRoutes } from './serviceGroups/serviceGroupRoutes';
import { serviceRoutes } from './services/serviceRoutes';

/** Create, change and delete of the groups that carry a picture: one implementation, one line each. */
const serviceGroupWrites = imageGroupWriteRoutes({
  path: '/services-parent',
  tags: ['service groups'],
  entity: 'service group',
  children: 'services',
  repository: serviceGroupRepository,
  schemas: { record: serviceGroupRecordSchema, create: serviceGroupCreateSchema, update: serviceGroupUpdateSchema, idParams: serviceGroupIdParamsSchema },
});
const galleryGroupWrites = imageGroupWriteRoutes({
  path: '/gallery-parent',
  tags: ['gallery groups'],
  entity: 'gallery group',
  children: 'images',
  repository: galleryGroupRepository,
  schemas: { record: galleryGroupRecordSchema, create: galleryGroupCreateSchema, update: galleryGroupUpdateSchema, idParams: galleryGroupIdParamsSchema },
});

/**
 * The catalogue (spec §7): service groups and services, gallery groups and images. Registered in
 * the protected scope, so every route needs a token. Multipart parsing is registered here, for the
 * catalogue's forms only; each form route reads its parts itself (see `multipartForm.ts`).
 */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart);
  await app.register(named(serviceGroupRoutes));
  await app.register(named(serviceGroupWrites, 'serviceGroupWrites'));
  await app.register(named(serviceRoutes));
  await app.register(named(galleryGroupRoutes));
  await app.register(named(galleryGroupWrites, 'galleryGroupWrites'));
  await app.register(named(galleryImageRoutes));
};
