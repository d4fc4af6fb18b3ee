import { z } from 'zod';
import { CATALOG_LIMITS, displayOrderSchema, flagSchema, idSchema, optionalTextSchema, versionSchema } from './catalogFields';
import { limitSchema, pageSchema } from './paginationSchemas';

const altText = optionalTextSchema('alt text', CATALOG_LIMITS.altTextMax);
const caption = optionalTextSchema('caption', CATALOG_LIMITS.captionMax);
const published = flagSchema('Published');

/** What the image form edits (the picture itself travels beside it as a file). */
export const galleryImageFormSchema = z.object({
  parentId: idSchema,
  altText,
  caption,
  displayOrder: displayOrderSchema,
  published,
});
export type GalleryImageFormValues = z.infer<typeof galleryImageFormSchema>;

/** Text fields of `POST /gallery` (multipart; the file `image` is required). */
export const galleryImageCreateSchema = z.object({
  parentId: idSchema,
  altText: altText.default(''),
  caption: caption.default(''),
  displayOrder: displayOrderSchema.default(0),
  published: published.default(true),
});
export type GalleryImageCreateInput = z.infer<typeof galleryImageCreateSchema>;

/** Text fields of `PUT /gallery` (multipart; a new `image` file replaces the picture). */
export const galleryImageUpdateSchema = z.object({
  id: idSchema,
  version: versionSchema,
  parentId: idSchema.optional(),
  altText: altText.optional(),
  caption: caption.optional(),
  displayOrder: displayOrderSchema.optional(),
  published: published.optional(),
});
export type GalleryImageUpdateInput = z.infer<typeof galleryImageUpdateSchema>;

/** `DELETE /gallery/{parentId}/{id}`. */
export const galleryImageDeleteParamsSchema = z.object({ parentId: idSchema, id: idSchema });

/** `GET /gallery/list-gallery/{id}?page=&limit=`. */
export const galleryImageListParamsSchema = z.object({ id: idSchema });
export const galleryImageListQuerySchema = z.object({ page: pageSchema, limit: limitSchema });
