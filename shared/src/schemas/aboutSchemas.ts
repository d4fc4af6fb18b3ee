import { z } from 'zod';
import { displayOrderSchema, idSchema, jsonIdSchema, jsonVersionSchema, optionalTextSchema, versionSchema } from './catalogFields';
import { imageRefSchema } from './catalogRecordSchemas';
import { safeTextSchema } from './safeText';

export const ABOUT_LIMITS = {
  titleMin: 2,
  titleMax: 120,
  /** Characters of HTML as sent; a long page of text is about 20 000. */
  bodyHtmlMax: 100_000,
  imagesMax: 8,
  altTextMax: 250,
} as const;

export const ABOUT_STATUSES = ['draft', 'published'] as const;
export type AboutStatus = (typeof ABOUT_STATUSES)[number];

const aboutStatusSchema = z.enum(ABOUT_STATUSES, { error: 'Choose draft or published.' });

/** What the about-us form edits; the pictures have their own calls. */
export const aboutPageFormSchema = z.object({
  title: safeTextSchema('title', 'line', 'Enter a title.')
    .min(ABOUT_LIMITS.titleMin, `The title must be at least ${ABOUT_LIMITS.titleMin} characters.`)
    .max(ABOUT_LIMITS.titleMax, `The title must be at most ${ABOUT_LIMITS.titleMax} characters.`),
  /** Rich text from the editor. The server keeps only allowed tags and attributes (see docs). */
  bodyHtml: safeTextSchema('text', 'multiLine', 'The text must be text.').max(
    ABOUT_LIMITS.bodyHtmlMax,
    `The text is too long: at most ${ABOUT_LIMITS.bodyHtmlMax.toLocaleString('en')} characters of formatted text.`,
  ),
  status: aboutStatusSchema,
  /** One of the page's pictures, shown large at the top; `null` for none. */
  heroImageId: jsonIdSchema.nullable(),
});
export type AboutPageFormValues = z.infer<typeof aboutPageFormSchema>;

/** `PUT /about-us` (JSON). */
export const aboutPageUpdateSchema = aboutPageFormSchema.extend({ version: jsonVersionSchema });
export type AboutPageUpdateInput = z.infer<typeof aboutPageUpdateSchema>;

/** Required: every picture on a public page needs a description for people who cannot see it. */
const altTextSchema = optionalTextSchema('description', ABOUT_LIMITS.altTextMax).min(1, 'Describe the picture for people who cannot see it.');

/** Text fields of `POST /about-us/images` (multipart; the file `image` is required). */
export const aboutImageCreateSchema = z.object({
  altText: altTextSchema,
  displayOrder: displayOrderSchema.default(0),
});
export type AboutImageCreateInput = z.infer<typeof aboutImageCreateSchema>;

/** Text fields of `PUT /about-us/images` (multipart; a new `image` file replaces the picture). */
export const aboutImageUpdateSchema = z.object({
  id: idSchema,
  version: versionSchema,
  altText: altTextSchema.optional(),
  displayOrder: displayOrderSchema.optional(),
});
export type AboutImageUpdateInput = z.infer<typeof aboutImageUpdateSchema>;

export const aboutImageParamsSchema = z.object({ id: idSchema });

export const aboutImageRecordSchema = z.object({
  id: z.number().int(),
  image: imageRefSchema,
  altText: z.string(),
  displayOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type AboutImage = z.infer<typeof aboutImageRecordSchema>;

export const aboutPageRecordSchema = z.object({
  title: z.string(),
  bodyHtml: z.string(),
  status: aboutStatusSchema,
  heroImageId: z.number().int().nullable(),
  /** When it was last switched to published; `null` while it never was. */
  publishedAt: z.string().nullable(),
  images: z.array(aboutImageRecordSchema),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type AboutPage = z.infer<typeof aboutPageRecordSchema>;
