import type { CreateTableBuilder, Kysely } from 'kysely';
import { withIdColumn } from '../columns';
import type { VersionedMigration } from './index';

function withRecordColumns<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('display_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1));
}

function withOptionalImageColumns<T extends string>(table: CreateTableBuilder<T, never>) {
  return table.addColumn('image_key', 'text').addColumn('image_width', 'integer').addColumn('image_height', 'integer');
}

/**
 * Service groups and their services, gallery groups and their images. Children go with their
 * group (ON DELETE CASCADE) so a group delete is one statement inside one transaction.
 * The indexes follow the list calls: each lists one group's children in display order, the menu
 * lists groups in display order, and the dashboard reads the newest changes. A group keeps the
 * count of its children (`service_count`, `image_count`), kept in step by the repositories in the
 * same transaction as the child change: the menu then reads 50 rows instead of counting 10 000.
 */
export const catalogMigration: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect) {
    await withRecordColumns(
      withOptionalImageColumns(
        withIdColumn(db.schema.createTable('service_groups'), dialect)
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('name_key', 'text', (col) => col.notNull().unique())
          .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('service_count', 'integer', (col) => col.notNull().defaultTo(0)),
      ),
    ).execute();

    await withRecordColumns(
      withIdColumn(db.schema.createTable('services'), dialect)
        .addColumn('parent_id', 'integer', (col) => col.notNull().references('service_groups.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('name_key', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('duration_minutes', 'integer', (col) => col.notNull())
        .addColumn('price_type', 'text', (col) => col.notNull())
        .addColumn('price_cents', 'integer')
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addUniqueConstraint('services_parent_name_unique', ['parent_id', 'name_key']),
    ).execute();

    await withRecordColumns(
      withOptionalImageColumns(
        withIdColumn(db.schema.createTable('gallery_groups'), dialect)
          .addColumn('theme', 'text', (col) => col.notNull())
          .addColumn('theme_key', 'text', (col) => col.notNull().unique())
          .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('published', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('image_count', 'integer', (col) => col.notNull().defaultTo(0)),
      ),
    ).execute();

    await withRecordColumns(
      withIdColumn(db.schema.createTable('gallery_images'), dialect)
        .addColumn('parent_id', 'integer', (col) => col.notNull().references('gallery_groups.id').onDelete('cascade'))
        .addColumn('image_key', 'text', (col) => col.notNull())
        .addColumn('image_width', 'integer', (col) => col.notNull())
        .addColumn('image_height', 'integer', (col) => col.notNull())
        .addColumn('alt_text', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('caption', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('published', 'integer', (col) => col.notNull().defaultTo(1)),
    ).execute();

    await db.schema.createIndex('service_groups_order').on('service_groups').columns(['display_order', 'id']).execute();
    await db.schema.createIndex('services_parent_order').on('services').columns(['parent_id', 'display_order', 'id']).execute();
    await db.schema.createIndex('gallery_groups_order').on('gallery_groups').columns(['display_order', 'id']).execute();
    await db.schema
      .createIndex('gallery_images_parent_order')
      .on('gallery_images')
      .columns(['parent_id', 'display_order', 'id'])
      .execute();
    for (const table of ['service_groups', 'services', 'gallery_groups', 'gallery_images']) {
      await db.schema.createIndex(`${table}_updated_at`).on(table).column('updated_at').execute();
    }
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('gallery_images').ifExists().execute();
    await db.schema.dropTable('gallery_groups').ifExists().execute();
    await db.schema.dropTable('services').ifExists().execute();
    await db.schema.dropTable('service_groups').ifExists().execute();
  },
};
