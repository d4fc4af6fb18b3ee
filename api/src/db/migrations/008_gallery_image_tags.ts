import type { Kysely } from 'kysely';
import type { VersionedMigration } from './index';

/**
 * Tags on gallery images ("french", "summer", "wedding"), so the salon's site can filter a gallery.
 * Kept as one comma-separated text column: a handful of short words per picture, always read and
 * written with the picture, never queried on their own, so a join table would buy nothing.
 */
export const galleryImageTagsMigration: VersionedMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('gallery_images')
      .addColumn('tags', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('gallery_images').dropColumn('tags').execute();
  },
};
