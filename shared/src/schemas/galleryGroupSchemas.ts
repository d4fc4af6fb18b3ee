import { z } from 'zod';
import { descriptionSchema, displayOrderSchema, flagSchema, idSchema, nameSchema, versionSchema } from './catalogFields';
import { limitSchema, pageSchema } from './paginationSchemas';

const theme = nameSchema('theme');
const published = flagSchema('Published');
const removeImage = flagSchema('Remove image');

/** What the gallery group form edits (the cover image travels beside it as a file). */
export const galleryGroupFormSchema = z.object({
  theme,
  description: descriptionSchema,
  displayOrder: displayOrderSchema,
  published,
});
export type GalleryGroupFormValues = z.infer<typeof galleryGroupFormSchema>;

/** Text fields of `POST /gallery-parent` (multipart; the optional cover file is `image`). */
export const galleryGroupCreateSchema = z.object({
  theme,
  description: descriptionSchema.default(''),
  displayOrder: displayOrderSchema.default(0),
  published: published.default(true),
});
export type GalleryGroupCreateInput = z.infer<typeof galleryGroupCreateSchema>;

/** Text fields of `PUT /gallery-parent`: fields left out stay as they are. */
export const galleryGroupUpdateSchema = z.object({
  id: idSchema,
  version: versionSchema,
  theme: theme.optional(),
  description: descriptionSchema.optional(),
  displayOrder: displayOrderSchema.optional(),
  published: published.optional(),
  removeImage: removeImage.optional(),
});
export type GalleryGroupUpdateInput = z.infer<typeof galleryGroupUpdateSchema>;

export const galleryGroupIdParamsSchema = z.object({ id: idSchema });

/** `GET /gallery-parent?pagination=0|1&page=&limit=`: 0 returns every group unpaged (the menu). */
export const galleryGroupListQuerySchema = z.object({
  pagination: z.enum(['0', '1'], { error: 'pagination must be 0 or 1.' }).default('1'),
  page: pageSchema,
  limit: limitSchema,
});
