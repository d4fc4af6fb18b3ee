import {
  aboutImageCreateSchema,
  aboutImageParamsSchema,
  aboutImageRecordSchema,
  aboutImageUpdateSchema,
  aboutPageRecordSchema,
  aboutPageUpdateSchema,
} from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, deletedResponseSchema, readErrors, uploadErrors, writeErrors } from '../../../http/responseSchemas';
import { deleteImagesAfterCommit, withRequiredStoredImage, withStoredImage } from '../../../storage/imageUploads';
import { formFieldKindsOf, readMultipartForm } from '../../../http/multipartForm';
import { optionalImageFileSchema, requiredImageFileSchema } from '../../../http/uploadedFile';
import { aboutRepository } from './aboutRepository';

const tags = ['about us'];
const pageResponse = dataEnvelope(aboutPageRecordSchema);
const imageResponse = dataEnvelope(aboutImageRecordSchema);
const createBody = aboutImageCreateSchema.extend({ image: requiredImageFileSchema });
const updateBody = aboutImageUpdateSchema.extend({ image: optionalImageFileSchema });

/** The about-us page: one record of title, sanitised rich text, status and hero, plus up to 8 pictures. */
export const aboutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/about-us',
    {
      schema: {
        tags,
        summary: 'The about-us page with its pictures in display order.',
        response: { 200: pageResponse, 401: readErrors[401] },
      },
    },
    async () => ({ data: await aboutRepository.read(app.db, app.storage) }),
  );

  app.put(
    '/about-us',
    {
      schema: {
        tags,
        summary:
          'Replace title, text, status and hero picture. `bodyHtml` is sanitised with an allow-list (no scripts, event handlers, styles or javascript: links survive).',
        body: aboutPageUpdateSchema,
        response: { 200: pageResponse, ...writeErrors },
      },
    },
    async (request) => ({ data: await aboutRepository.updatePage(app.db, app.storage, request.body) }),
  );

  app.post(
    '/about-us/images',
    {
      preValidation: readMultipartForm(formFieldKindsOf(createBody)),
      schema: {
        tags,
        summary: 'Add a picture (multipart: `altText`, optional `displayOrder`, the required `image`). At most 8.',
        consumes: ['multipart/form-data'],
        body: createBody,
        response: { 201: imageResponse, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { image, ...fields } = request.body;
      const created = await withRequiredStoredImage(app, request.log, image, (stored) => aboutRepository.addImage(app.db, app.dialect, app.storage, fields, stored));
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    '/about-us/images',
    {
      preValidation: readMultipartForm(formFieldKindsOf(updateBody)),
      schema: {
        tags,
        summary: 'Change a picture (multipart): its description, order, or the file itself. Send the `version` you read.',
        consumes: ['multipart/form-data'],
        body: updateBody,
        response: { 200: imageResponse, ...uploadErrors },
      },
    },
    async (request) => {
      const { image, ...fields } = request.body;
      const updated = await withStoredImage(app, request.log, image, (stored) => aboutRepository.updateImage(app.db, app.storage, fields, stored));
      await deleteImagesAfterCommit(app, request.log, [updated.replacedImageKey]);
      return { data: updated.image };
    },
  );

  app.delete(
    '/about-us/images/:id',
    {
      schema: {
        tags,
        summary: 'Remove a picture. If it was the main picture, the page has none and its version moves on.',
        params: aboutImageParamsSchema,
        response: { 200: deletedResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const { imageKey } = await aboutRepository.deleteImage(app.db, app.dialect, request.params.id);
      await deleteImagesAfterCommit(app, request.log, [imageKey]);
      return { data: { id: request.params.id } };
    },
  );
};
