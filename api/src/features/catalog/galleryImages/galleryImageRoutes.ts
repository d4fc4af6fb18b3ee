import {
  galleryImageCreateSchema,
  galleryImageDeleteParamsSchema,
  galleryImageListParamsSchema,
  galleryImageListQuerySchema,
  galleryImageMoveSchema,
  galleryImageOrderSchema,
  galleryImageRecordSchema,
  galleryImageUpdateSchema,
} from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, deletedResponseSchema, pageEnvelope, readErrors, uploadErrors } from '../../../http/responseSchemas';
import { deleteImagesAfterCommit, withRequiredStoredImage, withStoredImage } from '../../../storage/imageUploads';
import { formFieldKindsOf, readMultipartForm } from '../../../http/multipartForm';
import { optionalImageFileSchema, requiredImageFileSchema } from '../../../http/uploadedFile';
import { galleryImageRepository } from './galleryImageRepository';

const tags = ['gallery images'];
const imageResponse = dataEnvelope(galleryImageRecordSchema);
const createBody = galleryImageCreateSchema.extend({ image: requiredImageFileSchema });
const updateBody = galleryImageUpdateSchema.extend({ image: optionalImageFileSchema });

/** The spec's `/gallery` calls (§7): the pictures of one gallery group. */
export const galleryImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gallery/list-gallery/:id',
    {
      schema: {
        tags,
        summary: 'A page of the images of gallery group `id`, in display order.',
        params: galleryImageListParamsSchema,
        querystring: galleryImageListQuerySchema,
        response: { 200: pageEnvelope(galleryImageRecordSchema), ...readErrors },
      },
    },
    async (request) => galleryImageRepository.listPage(app.db, app.storage, request.params.id, request.query),
  );

  app.post(
    '/gallery',
    {
      preValidation: readMultipartForm(formFieldKindsOf(createBody)),
      schema: {
        tags,
        summary: 'Add an image to a gallery group (multipart: `parentId`, fields and the required `image`).',
        consumes: ['multipart/form-data'],
        body: createBody,
        response: { 201: imageResponse, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { image, ...fields } = request.body;
      const created = await withRequiredStoredImage(app, request.log, image, (stored) => galleryImageRepository.create(app.db, app.dialect, app.storage, fields, stored));
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    '/gallery',
    {
      preValidation: readMultipartForm(formFieldKindsOf(updateBody)),
      schema: {
        tags,
        summary: 'Change an image (multipart). A new `image` file replaces the picture; fields left out stay as they are.',
        consumes: ['multipart/form-data'],
        body: updateBody,
        response: { 200: imageResponse, ...uploadErrors },
      },
    },
    async (request) => {
      const { image, ...fields } = request.body;
      const updated = await withStoredImage(app, request.log, image, (stored) =>
        galleryImageRepository.update(app.db, app.dialect, app.storage, fields, stored),
      );
      await deleteImagesAfterCommit(app, request.log, [updated.replacedImageKey]);
      return { data: updated.image };
    },
  );

  app.delete(
    '/gallery/:parentId/:id',
    {
      schema: {
        tags,
        summary: 'Delete image `id` of gallery group `parentId`.',
        params: galleryImageDeleteParamsSchema,
        response: { 200: deletedResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const { imageKeys } = await galleryImageRepository.delete(app.db, app.dialect, request.params.parentId, request.params.id);
      await deleteImagesAfterCommit(app, request.log, imageKeys);
      return { data: { id: request.params.id } };
    },
  );

  app.put(
    '/gallery/order',
    {
      schema: {
        tags,
        summary: 'Move image `id` to `position` (0 = first) of group `parentId`; the group is renumbered 0, 1, 2…',
        body: galleryImageMoveSchema,
        response: { 200: dataEnvelope(galleryImageOrderSchema), ...readErrors },
      },
    },
    async (request) => ({ data: await galleryImageRepository.move(app.db, app.dialect, request.body) }),
  );
};
