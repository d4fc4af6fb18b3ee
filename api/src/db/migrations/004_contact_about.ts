import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../columns';
import type { VersionedMigration } from './index';

/**
 * The salon's contact details and its about-us page: one row each (id 1), created here so a GET
 * never has to invent one, plus the about-us pictures. Lists (hours, closing dates, social links)
 * are JSON text: they are always read and written whole, with the record's version, and never
 * queried by their parts.
 */
export const contactAboutMigration: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect) {
    await db.schema
      .createTable('contact')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('business_name', 'text', (col) => col.notNull())
      .addColumn('street', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('city', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('postal_code', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('country', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('opening_hours', 'text', (col) => col.notNull())
      .addColumn('closures', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('social_links', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .addColumn('time_zone', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();

    await withIdColumn(db.schema.createTable('about_images'), dialect)
      .addColumn('image_key', 'text', (col) => col.notNull())
      .addColumn('image_width', 'integer', (col) => col.notNull())
      .addColumn('image_height', 'integer', (col) => col.notNull())
      .addColumn('alt_text', 'text', (col) => col.notNull())
      .addColumn('display_order', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();

    await db.schema
      .createTable('about_page')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('body_html', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft'))
      .addColumn('hero_image_id', 'integer', (col) => col.references('about_images.id').onDelete('set null'))
      .addColumn('published_at', 'text')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();

    const now = new Date().toISOString();
    const closedAllWeek = JSON.stringify({ monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] });
    await sql`insert into contact (id, business_name, opening_hours, time_zone, updated_at) values (1, ${'Nail Or Never'}, ${closedAllWeek}, ${'UTC'}, ${now})`.execute(db);
    await sql`insert into about_page (id, title, updated_at) values (1, ${'About us'}, ${now})`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('about_page').ifExists().execute();
    await db.schema.dropTable('about_images').ifExists().execute();
    await db.schema.dropTable('contact').ifExists().execute();
  },
};
