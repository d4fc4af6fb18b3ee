import type { Generated } from 'kysely';

/**
 * The catalogue's tables. Booleans are 0/1 and timestamps ISO-8601 strings (see `db/schema.ts`).
 * Names are unique case-insensitively through `nameKey`/`themeKey` (trimmed, lower-cased), which
 * also serves the name search the same way on SQLite and PostgreSQL.
 * An image is stored as a generated `imageKey` (see `storage/imageVariants.ts`) plus the size of
 * its display variant, so lists can reserve space before the picture loads.
 */
interface RecordColumns {
  id: Generated<number>;
  displayOrder: number;
  createdAt: string;
  updatedAt: string;
  /** Optimistic concurrency: every update must name the version it read and bumps it by one. */
  version: number;
}

interface ImageColumns {
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

export interface ServiceGroupsTable extends RecordColumns, ImageColumns {
  name: string;
  nameKey: string;
  description: string;
  active: number;
  /** Kept in step with `services` by the service repository; never bumps `version`. */
  serviceCount: Generated<number>;
}

export interface ServicesTable extends RecordColumns {
  parentId: number;
  name: string;
  nameKey: string;
  description: string;
  durationMinutes: number;
  /** Clean-up minutes the employee stays busy after the service (migration 016). */
  bufferMinutes: Generated<number>;
  priceType: 'fixed' | 'from' | 'free';
  /** Whole cents: decimal money never touches floating point storage. `null` when free. */
  priceCents: number | null;
  active: number;
}

export interface GalleryGroupsTable extends RecordColumns, ImageColumns {
  theme: string;
  themeKey: string;
  description: string;
  published: number;
  /** Kept in step with `galleryImages` by the image repository; never bumps `version`. */
  imageCount: Generated<number>;
}

export interface GalleryImagesTable extends RecordColumns {
  parentId: number;
  imageKey: string;
  imageWidth: number;
  imageHeight: number;
  altText: string;
  caption: string;
  /** Comma-separated, lower-case, each once (see `galleryImageTagsSchema`). */
  tags: Generated<string>;
  published: number;
}

export interface CatalogTables {
  serviceGroups: ServiceGroupsTable;
  services: ServicesTable;
  galleryGroups: GalleryGroupsTable;
  galleryImages: GalleryImagesTable;
}
