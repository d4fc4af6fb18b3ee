import {
  serviceGroupCreateSchema,
  serviceGroupDetailQuerySchema,
  serviceGroupIdParamsSchema,
  serviceGroupRecordSchema,
  serviceGroupServicesQuerySchema,
  serviceGroupUpdateSchema,
  serviceRecordSchema,
} from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../../http/httpErrors';
import { entityNotFound } from '../catalogErrors';
import { dataEnvelope, deletedResponseSchema, pageEnvelope, readErrors, uploadErrors, writeErrors } from '../catalogResponses';
import type { ImageChange } from '../imageChange';
import { deleteImagesAfterCommit, withStoredImage } from '../imageUploads';
import { readMultipartForm } from '../multipartForm';
import { serviceRepository } from '../services/serviceRepository';
import { optionalImageFileSchema } from '../uploadedFile';
import { serviceGroupRepository } from './serviceGroupRepository';

const tags = ['service groups'];
const groupResponse = dataEnvelope(serviceGroupRecordSchema);
const formKinds = { integers: ['id', 'version', 'displayOrder'], booleans: ['active', 'removeImage'] } as const;

/** The spec's `/services-parent` calls (§7): service groups, and the services of one group. */
export const serviceGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services-parent/with-out-pagination',
    {
      schema: {
        tags,
        summary: 'All service groups in display order, unpaged (the sidebar menu).',
        response: { 200: dataEnvelope(z.array(serviceGroupRecordSchema)), 401: readErrors[401] },
      },
    },
    async () => ({ data: await serviceGroupRepository.listAll(app.db, app.storage) }),
  );

  app.get(
    '/services-parent/detail',
    {
      schema: {
        tags,
        summary: 'One service group.',
        querystring: serviceGroupDetailQuerySchema,
        response: { 200: groupResponse, ...readErrors },
      },
    },
    async (request) => {
      const group = await serviceGroupRepository.findById(app.db, app.storage, request.query.id);
      if (!group) throw entityNotFound('service group', request.query.id);
      return { data: group };
    },
  );

  app.get(
    '/services-parent/list-service',
    {
      schema: {
        tags,
        summary: 'A page of the services of one group, in display order; `q` filters by name.',
        querystring: serviceGroupServicesQuerySchema,
        response: { 200: pageEnvelope(serviceRecordSchema), ...readErrors },
      },
    },
    async (request) => {
      const { id, q, page, limit } = request.query;
      const serviceCount = await serviceGroupRepository.serviceCount(app.db, id);
      if (serviceCount === undefined) throw entityNotFound('service group', id);
      return serviceRepository.list(app.db, { parentId: id, q }, { page, limit }, serviceCount);
    },
  );

  app.post(
    '/services-parent',
    {
      preValidation: readMultipartForm(formKinds),
      schema: {
        tags,
        summary: 'Create a service group (multipart: fields plus an optional `image`).',
        consumes: ['multipart/form-data'],
        body: serviceGroupCreateSchema.extend({ image: optionalImageFileSchema }),
        response: { 201: groupResponse, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { image, ...fields } = request.body;
      const group = await withStoredImage(app, request.log, image, (stored) =>
        serviceGroupRepository.create(app.db, app.storage, fields, stored),
      );
      return reply.status(201).send({ data: group });
    },
  );

  app.put(
    '/services-parent',
    {
      preValidation: readMultipartForm(formKinds),
      schema: {
        tags,
        summary: 'Change a service group (multipart). Send the `version` you read; fields left out stay as they are.',
        consumes: ['multipart/form-data'],
        body: serviceGroupUpdateSchema.extend({ image: optionalImageFileSchema }),
        response: { 200: groupResponse, ...uploadErrors },
      },
    },
    async (request) => {
      const { image, removeImage, ...fields } = request.body;
      if (image && removeImage) {
        throw badRequest('Send a new picture or remove the picture, not both.', { image: 'Either replace or remove the picture.' });
      }
      const { group, replacedImageKey } = await withStoredImage(app, request.log, image, (stored) => {
        const change: ImageChange = stored ? { kind: 'replace', image: stored } : removeImage ? { kind: 'remove' } : { kind: 'keep' };
        return serviceGroupRepository.update(app.db, app.storage, fields, change);
      });
      await deleteImagesAfterCommit(app, request.log, [replacedImageKey]);
      return { data: group };
    },
  );

  app.delete(
    '/services-parent/:id',
    {
      schema: {
        tags,
        summary: 'Delete a service group with all its services.',
        params: serviceGroupIdParamsSchema,
        response: { 200: deletedResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { imageKeys } = await serviceGroupRepository.delete(app.db, request.params.id);
      await deleteImagesAfterCommit(app, request.log, imageKeys);
      return { data: { id: request.params.id } };
    },
  );
};
