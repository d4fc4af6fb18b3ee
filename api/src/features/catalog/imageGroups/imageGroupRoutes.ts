import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from '../../../http/httpErrors';
import { dataEnvelope, deletedResponseSchema, uploadErrors, writeErrors } from '../../../http/responseSchemas';
import type { ImageChange } from '../../../storage/imageChange';
import { deleteImagesAfterCommit, withStoredImage } from '../../../storage/imageUploads';
import { formFieldKindsOf, readMultipartForm } from '../../../http/multipartForm';
import type { RecordEntity } from '../../../http/recordErrors';
import { optionalImageFileSchema, type UploadedFile } from '../../../http/uploadedFile';
import type { GroupUpdate, ImageGroupRepository } from './imageGroupRepository';

/** The multipart body: the group's text fields plus the optional picture. */
type WithImage<Fields> = Fields & { image?: UploadedFile | undefined };

/** What the write routes of one kind of image group need to know. */
export interface ImageGroupRoutesDefinition<Group, Fields extends object> {
  /** The collection path, e.g. `/services-parent`. */
  path: string;
  tags: string[];
  entity: RecordEntity;
  /** What a group holds, for the delete summary: "services", "images". */
  children: string;
  repository: ImageGroupRepository<Group, Fields>;
  schemas: {
    record: z.ZodType<Group>;
    create: z.ZodObject & z.ZodType<Fields>;
    update: z.ZodObject & z.ZodType<GroupUpdate<Fields> & { removeImage?: boolean | undefined }>;
    idParams: z.ZodType<{ id: number }>;
  };
}

/**
 * Create (POST, multipart), change (PUT, multipart, optimistic version) and delete: the same for
 * every group that carries a picture. Each group's own read routes stay beside its definition.
 */
export function imageGroupWriteRoutes<Group, Fields extends object>(
  definition: ImageGroupRoutesDefinition<Group, Fields>,
): FastifyPluginAsyncZod {
  const { path, tags, entity, repository, schemas } = definition;
  const groupResponse = dataEnvelope(schemas.record);
  const createBody = schemas.create.extend({ image: optionalImageFileSchema });
  const updateBody = schemas.update.extend({ image: optionalImageFileSchema });
  const summaries = {
    create: `Create a ${entity} (multipart: fields plus an optional picture \`image\`).`,
    update: `Change a ${entity} (multipart). Send the \`version\` you read; fields left out stay as they are.`,
    delete: `Delete a ${entity} with all its ${definition.children} (rows first, files after the commit).`,
  };
  return async (app) => {
    app.post(
      path,
      {
        preValidation: readMultipartForm(formFieldKindsOf(createBody)),
        schema: { tags, summary: summaries.create, consumes: ['multipart/form-data'], body: createBody, response: { 201: groupResponse, ...uploadErrors } },
      },
      async (request, reply) => {
        // The provider cannot resolve a generic schema's type: the body is what `createBody` parsed.
        const { image, ...fields } = request.body as WithImage<Fields>;
        const group = await withStoredImage(app, request.log, image, (stored) =>
          repository.create(app.db, app.storage, fields as Fields, stored),
        );
        return reply.status(201).send({ data: group });
      },
    );

    app.put(
      path,
      {
        preValidation: readMultipartForm(formFieldKindsOf(updateBody)),
        schema: { tags, summary: summaries.update, consumes: ['multipart/form-data'], body: updateBody, response: { 200: groupResponse, ...uploadErrors } },
      },
      async (request) => {
        const { image, removeImage, ...fields } = request.body as WithImage<GroupUpdate<Fields> & { removeImage?: boolean | undefined }>;
        if (image && removeImage) {
          throw badRequest('Send a new picture or remove the picture, not both.', { image: 'Either replace or remove the picture.' });
        }
        const { group, replacedImageKey } = await withStoredImage(app, request.log, image, (stored) => {
          const change: ImageChange = stored ? { kind: 'replace', image: stored } : removeImage ? { kind: 'remove' } : { kind: 'keep' };
          return repository.update(app.db, app.storage, fields as GroupUpdate<Fields>, change);
        });
        await deleteImagesAfterCommit(app, request.log, [replacedImageKey]);
        return { data: group };
      },
    );

    app.delete(
      `${path}/:id`,
      {
        schema: { tags, summary: summaries.delete, params: schemas.idParams, response: { 200: deletedResponseSchema, ...writeErrors } },
      },
      async (request) => {
        const { imageKeys } = await repository.delete(app.db, app.dialect, request.params.id);
        await deleteImagesAfterCommit(app, request.log, imageKeys);
        return { data: { id: request.params.id } };
      },
    );
  };
}
