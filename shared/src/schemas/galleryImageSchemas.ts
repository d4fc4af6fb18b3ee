import { z } from 'zod';
import { choiceIdSchema } from './choiceIds';
import { CATALOG_LIMITS, displayOrderSchema, flagSchema, idSchema, jsonIdSchema, optionalTextSchema, versionSchema } from './catalogFields';
import { limitSchema, pageSchema } from './paginationSchemas';

const altText = optionalTextSchema('alt text', CATALOG_LIMITS.altTextMax);
const caption = optionalTextSchema('caption', CATALOG_LIMITS.captionMax);
const published = flagSchema('Published');
const galleryGroupId = choiceIdSchema('Choose a gallery group.');

/** Tags on one picture: a few short words the salon's site can filter by. */
export const GALLERY_TAG_LIMITS = { maxTags: 10, tagMax: 30 } as const;

// Letters and digits of any script, with inner spaces, hyphens and apostrophes ("cat-eye", "o'hara").
// No comma: the multipart field separates tags with commas.
const TAG_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N} '-]*[\p{L}\p{N}])?$/u;

export const galleryTagSchema = z
  .string({ error: 'A tag must be text.' })
  .trim()
  .toLowerCase()
  .min(1, 'A tag cannot be empty.')
  .max(GALLERY_TAG_LIMITS.tagMax, `A tag must be at most ${GALLERY_TAG_LIMITS.tagMax} characters.`)
  .regex(TAG_PATTERN, 'A tag uses letters, digits, spaces, hyphens and apostrophes, and starts and ends with a letter or digit.');

/** The tags of one picture, each once, in the order given. */
export const galleryTagsSchema = z
  .array(galleryTagSchema, { error: 'Tags must be a list of words.' })
  .max(GALLERY_TAG_LIMITS.maxTags, `At most ${GALLERY_TAG_LIMITS.maxTags} tags per picture.`)
  .transform((tags) => [...new Set(tags)]);

/**
 * Tags as one comma-separated text ("french, summer"): how multipart carries them, and how the
 * image form lets people type them. Empty clears them.
 */
export const galleryTagsTextSchema = z.string({ error: 'Tags must be comma-separated text.' }).transform((text, context) => {
  const words = text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  const parsed = galleryTagsSchema.safeParse(words);
  if (parsed.success) return parsed.data;
  // One message on the field itself, naming the tag at fault: the form shows it under the input.
  const issue = parsed.error.issues[0];
  const index = issue?.path[0];
  const word = typeof index === 'number' ? words[index] : undefined;
  context.addIssue({ code: 'custom', message: word === undefined ? (issue?.message ?? 'Check the tags.') : `“${word}”: ${issue?.message ?? 'not a valid tag.'}` });
  return z.NEVER;
});

/** What the image form edits (the picture itself travels beside it as a file). */
export const galleryImageFormSchema = z.object({
  parentId: galleryGroupId,
  altText,
  caption,
  displayOrder: displayOrderSchema,
  published,
  tags: galleryTagsSchema,
});
export type GalleryImageFormValues = z.infer<typeof galleryImageFormSchema>;

/** The image dialog: the texts, the published flag and the tags typed as one comma-separated line. */
export const galleryImageEditFormSchema = z.object({ altText, caption, published, tags: galleryTagsTextSchema });
export type GalleryImageEditFormInput = z.input<typeof galleryImageEditFormSchema>;
export type GalleryImageEditFormValues = z.output<typeof galleryImageEditFormSchema>;

/** Text fields of `POST /gallery` (multipart; the file `image` is required). */
export const galleryImageCreateSchema = z.object({
  parentId: galleryGroupId,
  altText: altText.default(''),
  caption: caption.default(''),
  displayOrder: displayOrderSchema.default(0),
  published: published.default(true),
  tags: galleryTagsTextSchema.default([]),
});
export type GalleryImageCreateInput = z.infer<typeof galleryImageCreateSchema>;

/** Text fields of `PUT /gallery` (multipart; a new `image` file replaces the picture). */
export const galleryImageUpdateSchema = z.object({
  id: idSchema,
  version: versionSchema,
  parentId: galleryGroupId.optional(),
  altText: altText.optional(),
  caption: caption.optional(),
  displayOrder: displayOrderSchema.optional(),
  published: published.optional(),
  tags: galleryTagsTextSchema.optional(),
});
export type GalleryImageUpdateInput = z.infer<typeof galleryImageUpdateSchema>;

/** `DELETE /gallery/{parentId}/{id}`. */
export const galleryImageDeleteParamsSchema = z.object({ parentId: idSchema, id: idSchema });

/** `GET /gallery/list-gallery/{id}?page=&limit=`. */
export const galleryImageListParamsSchema = z.object({ id: idSchema });
export const galleryImageListQuerySchema = z.object({ page: pageSchema, limit: limitSchema });

/**
 * `PUT /gallery/order` (JSON): put image `id` at `position` (0 = first) of group `parentId`'s
 * display order; the server renumbers the group 0, 1, 2… so drag-and-drop on any page lands exactly.
 */
export const galleryImageMoveSchema = z.object({
  parentId: jsonIdSchema,
  id: jsonIdSchema,
  position: z
    .number({ error: 'The position must be a number.' })
    .int('The position must be a whole number.')
    .min(0, 'The position cannot be negative.')
    .max(CATALOG_LIMITS.displayOrderMax, `The position must be at most ${CATALOG_LIMITS.displayOrderMax}.`),
});
export type GalleryImageMoveInput = z.infer<typeof galleryImageMoveSchema>;

/** What `PUT /gallery/order` answers: the moved image's new place and the group's image count. */
export const galleryImageOrderSchema = z.object({ id: z.number().int(), position: z.number().int(), imageCount: z.number().int() });
export type GalleryImageOrder = z.infer<typeof galleryImageOrderSchema>;
