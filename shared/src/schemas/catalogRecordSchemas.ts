import { z } from 'zod';
import { SALON_CLOCKS } from './clockRules';

/**
 * Records as the API returns them. The API serialises its responses through these schemas (so no
 * internal column leaks) and the front end derives its types from them: one definition, two users.
 */

/** A stored picture: `thumbnailUrl` for lists, `url` for the display size (WebP, metadata stripped). */
export const imageRefSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

const recordMeta = {
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Increases by one on every change; send it back with a PUT. */
  version: z.number().int(),
};

export const serviceGroupRecordSchema = z.object({
  ...recordMeta,
  name: z.string(),
  description: z.string(),
  image: imageRefSchema.nullable(),
  displayOrder: z.number().int(),
  active: z.boolean(),
  serviceCount: z.number().int(),
});

const serviceBase = {
  ...recordMeta,
  parentId: z.number().int(),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  /** Clean-up minutes after the service; 0 for none. */
  bufferMinutes: z.number().int(),
  displayOrder: z.number().int(),
  active: z.boolean(),
};

export const serviceRecordSchema = z.discriminatedUnion('priceType', [
  z.object({ ...serviceBase, priceType: z.literal('free'), price: z.null() }),
  z.object({ ...serviceBase, priceType: z.enum(['fixed', 'from']), price: z.number() }),
]);

export const galleryGroupRecordSchema = z.object({
  ...recordMeta,
  theme: z.string(),
  description: z.string(),
  image: imageRefSchema.nullable(),
  displayOrder: z.number().int(),
  published: z.boolean(),
  imageCount: z.number().int(),
});

export const galleryImageRecordSchema = z.object({
  ...recordMeta,
  parentId: z.number().int(),
  image: imageRefSchema,
  altText: z.string(),
  caption: z.string(),
  displayOrder: z.number().int(),
  published: z.boolean(),
  tags: z.array(z.string()),
});

export const CATALOG_RECORD_KINDS = ['serviceGroup', 'service', 'galleryGroup', 'galleryImage'] as const;

/**
 * What "Recent changes" lists: the catalogue's records, the salon's bookings, gift cards and staff,
 * and (from the history, issue 26) clients, the contact details, the about page and the team.
 */
const RECENT_CHANGE_KINDS = [...CATALOG_RECORD_KINDS, 'booking', 'giftCard', 'employee', 'client', 'contact', 'about', 'aboutImage', 'teamMember'] as const;

export const dashboardSummarySchema = z.object({
  counts: z.object({
    serviceGroups: z.number().int(),
    services: z.number().int(),
    galleryGroups: z.number().int(),
    galleryImages: z.number().int(),
  }),
  /** The ten most recently changed records of any kind, newest first. */
  recentChanges: z.array(
    z.object({
      kind: z.enum(RECENT_CHANGE_KINDS),
      id: z.number().int(),
      title: z.string(),
      /** The group holding a service or a gallery image. */
      groupId: z.number().int().optional(),
      /** A booking's day in the salon's time zone (YYYY-MM-DD), so its link opens that day. */
      day: z.string().optional(),
      updatedAt: z.string(),
    }),
  ),
  /** The salon's clock, so the dashboard writes these times on it without loading the contact record. */
  clock: z.enum(SALON_CLOCKS),
  /**
   * How far a new salon is from taking its first booking: each step done or not. The dashboard shows
   * its checklist until every step is done.
   */
  setup: z.object({
    /** The time zone saved on the contact page (a fresh install says UTC). */
    timeZone: z.string(),
    /** The contact details were saved at least once: the time zone is the owner's choice. */
    contactSaved: z.boolean(),
    /** At least one weekday has opening hours. */
    openingHours: z.boolean(),
    /** At least one active service. */
    service: z.boolean(),
    /** At least one active, bookable employee with working hours who performs an active service. */
    bookableEmployee: z.boolean(),
  }),
});
export const pageMetaSchema = z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() });

export type ImageRef = z.infer<typeof imageRefSchema>;
export type ServiceGroup = z.infer<typeof serviceGroupRecordSchema>;
/** `price` is a decimal number for `fixed` and `from` prices, `null` for a free service. */
export type Service = z.infer<typeof serviceRecordSchema>;
export type GalleryGroup = z.infer<typeof galleryGroupRecordSchema>;
export type GalleryImage = z.infer<typeof galleryImageRecordSchema>;
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
export type CatalogRecordKind = (typeof CATALOG_RECORD_KINDS)[number];
export type RecentChangeKind = (typeof RECENT_CHANGE_KINDS)[number];
export type PageMetaRecord = z.infer<typeof pageMetaSchema>;
