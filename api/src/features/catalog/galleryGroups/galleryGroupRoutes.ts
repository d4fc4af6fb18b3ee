import {
  galleryGroupIdParamsSchema,
  galleryGroupListQuerySchema,
  galleryGroupRecordSchema,
} from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityNotFound } from '../../../http/recordErrors';
import { dataEnvelope, pageEnvelope, readErrors } from '../../../http/responseSchemas';
import { galleryGroupRepository } from './galleryGroupRepository';

const tags = ['gallery groups'];
const groupResponse = dataEnvelope(galleryGroupRecordSchema);

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

};
