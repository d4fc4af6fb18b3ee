import {
  galleryGroupCreateSchema,
  galleryGroupIdParamsSchema,
  galleryGroupListQuerySchema,
  galleryGroupRecordSchema,
  galleryGroupUpdateSchema,
} from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../../http/httpErrors';
import { entityNotFound } from '../catalogErrors';
import { dataEnvelope, deletedResponseSchema, pageEnvelope, readErrors, uploadErrors, writeErrors } from '../catalogResponses';
import type { ImageChange } from '../imageChange';
import { deleteImagesAfterCommit, withStoredImage } from '../imageUploads';
import { readMultipartForm } from '../multipartForm';
import { optionalImageFileSchema } from '../uploadedFile';
import { galleryGroupRepository } from './galleryGroupRepository';

const tags = ['gallery groups'];
const groupResponse = dataEnvelope(galleryGroupRecordSchema);
const formKinds = { integers: ['id', 'version', 'displayOrder'], booleans: ['published', 'removeImage'] } as const;

/** The spec's `/gallery-parent` calls (§7): gallery groups, each with an optional cover picture. */
export const galleryGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gallery-parent',
    {
      schema: {
        tags,
        summary: 'Gallery groups in display order: `pagination=0` returns all of them (the menu), 1 a page with `meta`.',
        querystring: galleryGroupListQuerySchema,
        response: {
          200: z.union([pageEnvelope(galleryGroupRecordSchema), dataEnvelope(z.array(galleryGroupRecordSchema))]),
          400: readErrors[400],
          401: readErrors[401],
        },
      },
    },
    async (request) => {
      const { pagination, page, limit } = request.query;
      if (pagination === '0') return { data: await galleryGroupRepository.listAll(app.db, app.storage) };
      return galleryGroupRepository.listPage(app.db, app.storage, { page, limit });
    },
  );

  app.get(
    '/gallery-parent/:id',
    {
      schema: { tags, summary: 'One gallery group.', params: galleryGroupIdParamsSchema, response: { 200: groupResponse, ...readErrors } },
    },
    async (request) => {
      const group = await galleryGroupRepository.findById(app.db, app.storage, request.params.id);
      if (!group) throw entityNotFound('gallery group', request.params.id);
      return { data: group };
    },
  );

  app.post(
    '/gallery-parent',
    {
      preValidation: readMultipartForm(formKinds),
      schema: {
        tags,
        summary: 'Create a gallery group (multipart: fields plus an optional cover `image`).',
        consumes: ['multipart/form-data'],
        body: galleryGroupCreateSchema.extend({ image: optionalImageFileSchema }),
        response: { 201: groupResponse, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { image, ...fields } = request.body;
      const group = await withStoredImage(app, request.log, image, (stored) =>
        galleryGroupRepository.create(app.db, app.storage, fields, stored),
      );
      return reply.status(201).send({ data: group });
    },
  );

  app.put(
    '/gallery-parent',
    {
      preValidation: readMultipartForm(formKinds),
      schema: {
        tags,
        summary: 'Change a gallery group (multipart). Send the `version` you read; fields left out stay as they are.',
        consumes: ['multipart/form-data'],
        body: galleryGroupUpdateSchema.extend({ image: optionalImageFileSchema }),
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
        return galleryGroupRepository.update(app.db, app.storage, fields, change);
      });
      await deleteImagesAfterCommit(app, request.log, [replacedImageKey]);
      return { data: group };
    },
  );

  app.delete(
    '/gallery-parent/:id',
    {
      schema: {
        tags,
        summary: 'Delete a gallery group with all its images (rows first, files after the commit).',
        params: galleryGroupIdParamsSchema,
        response: { 200: deletedResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { imageKeys } = await galleryGroupRepository.delete(app.db, request.params.id);
      await deleteImagesAfterCommit(app, request.log, imageKeys);
      return { data: { id: request.params.id } };
    },
  );
};
