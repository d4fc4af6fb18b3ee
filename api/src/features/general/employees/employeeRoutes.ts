import {
  employeeCreateSchema,
  employeeIdParamsSchema,
  employeeListQuerySchema,
  employeePhotoSchema,
  employeeRecordSchema,
  employeeUpdateSchema,
} from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, deletedResponseSchema, pageEnvelope, readErrors, uploadErrors, writeErrors } from '../../../http/responseSchemas';
import type { ImageChange } from '../../../storage/imageChange';
import { deleteImagesAfterCommit, withStoredImage } from '../../../storage/imageUploads';
import { formFieldKindsOf, readMultipartForm } from '../../../http/multipartForm';
import { optionalImageFileSchema } from '../../../http/uploadedFile';
import { employeeRepository } from './employeeRepository';

const tags = ['employees'];
const employeeResponse = dataEnvelope(employeeRecordSchema);
const photoBody = employeePhotoSchema.extend({ image: optionalImageFileSchema });

/**
 * The salon's staff. The record is JSON (it has lists: services, weekly hours); the photo has its
 * own multipart call, like the catalogue's pictures.
 */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/employees',
    {
      schema: {
        tags,
        summary: 'A page of employees by name; `q` matches name, job title or email; `status` is active, inactive or all.',
        querystring: employeeListQuerySchema,
        response: { 200: pageEnvelope(employeeRecordSchema), 400: readErrors[400], 401: readErrors[401] },
      },
    },
    async (request) => employeeRepository.list(app.db, app.storage, request.query),
  );

  app.get(
    '/employees/:id',
    {
      schema: { tags, summary: 'One employee.', params: employeeIdParamsSchema, response: { 200: employeeResponse, ...readErrors } },
    },
    async (request) => ({ data: await employeeRepository.get(app.db, app.storage, request.params.id) }),
  );

  app.post(
    '/employees',
    {
      schema: {
        tags,
        summary: 'Add an employee. The email must be unique; every service id must exist.',
        body: employeeCreateSchema,
        response: { 201: employeeResponse, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await employeeRepository.create(app.db, app.storage, request.body) }),
  );

  app.put(
    '/employees',
    {
      schema: {
        tags,
        summary: 'Change an employee. Send the `version` you read; fields left out stay as they are.',
        body: employeeUpdateSchema,
        response: { 200: employeeResponse, ...writeErrors },
      },
    },
    async (request) => ({ data: await employeeRepository.update(app.db, app.storage, request.body) }),
  );

  app.put(
    '/employees/photo',
    {
      preValidation: readMultipartForm(formFieldKindsOf(photoBody)),
      schema: {
        tags,
        summary: 'Set, replace (`image`) or remove (`removeImage=true`) an employee\u2019s photo (multipart, with `id` and `version`).',
        consumes: ['multipart/form-data'],
        body: photoBody,
        response: { 200: employeeResponse, ...uploadErrors },
      },
    },
    async (request) => {
      const { image, removeImage, ...target } = request.body;
      const { employee, replacedImageKey } = await withStoredImage(app, request.log, image, (stored) => {
        const change: ImageChange = stored ? { kind: 'replace', image: stored } : removeImage ? { kind: 'remove' } : { kind: 'keep' };
        return employeeRepository.changePhoto(app.db, app.storage, target, change);
      });
      await deleteImagesAfterCommit(app, request.log, [replacedImageKey]);
      return { data: employee };
    },
  );

  app.delete(
    '/employees/:id',
    {
      schema: {
        tags,
        summary: 'Delete an employee and their photo.',
        params: employeeIdParamsSchema,
        response: { 200: deletedResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const { imageKey } = await employeeRepository.delete(app.db, request.params.id);
      await deleteImagesAfterCommit(app, request.log, [imageKey]);
      return { data: { id: request.params.id } };
    },
  );
};
