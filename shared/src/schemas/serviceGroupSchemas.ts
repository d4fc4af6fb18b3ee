import { z } from 'zod';
import { descriptionSchema, displayOrderSchema, flagSchema, idSchema, nameSchema, versionSchema } from './catalogFields';
import { limitSchema, pageSchema, searchSchema } from './paginationSchemas';

const groupName = nameSchema('name');
const active = flagSchema('Active');
const removeImage = flagSchema('Remove image');

/** What the service group form edits (the image travels beside it as a file). */
export const serviceGroupFormSchema = z.object({
  name: groupName,
  description: descriptionSchema,
  displayOrder: displayOrderSchema,
  active,
});
export type ServiceGroupFormValues = z.infer<typeof serviceGroupFormSchema>;

/** Text fields of `POST /services-parent` (multipart; the optional file is `image`). */
export const serviceGroupCreateSchema = z.object({
  name: groupName,
  description: descriptionSchema.default(''),
  displayOrder: displayOrderSchema.default(0),
  active: active.default(true),
});
export type ServiceGroupCreateInput = z.infer<typeof serviceGroupCreateSchema>;

/** Text fields of `PUT /services-parent`: fields left out stay as they are. */
export const serviceGroupUpdateSchema = z.object({
  id: idSchema,
  version: versionSchema,
  name: groupName.optional(),
  description: descriptionSchema.optional(),
  displayOrder: displayOrderSchema.optional(),
  active: active.optional(),
  removeImage: removeImage.optional(),
});
export type ServiceGroupUpdateInput = z.infer<typeof serviceGroupUpdateSchema>;

export const serviceGroupIdParamsSchema = z.object({ id: idSchema });
export const serviceGroupDetailQuerySchema = z.object({ id: idSchema });

/** `GET /services-parent/list-service?id=&page=&limit=&q=`. */
export const serviceGroupServicesQuerySchema = z.object({
  id: idSchema,
  page: pageSchema,
  limit: limitSchema,
  q: searchSchema,
});
