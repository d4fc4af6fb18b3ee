import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { PICTURE_SOURCES, type PictureSource } from '../../src/storage/pictureRegistry';

/** A column of the migrated database, named as the database names it (snake_case). */
export interface SchemaColumn {
  table: string;
  column: string;
  dataType: string;
}

/** Every column of every table the migrations made, read from the database itself (SQLite or PostgreSQL). */
export async function schemaColumns(db: Kysely<Database>): Promise<SchemaColumn[]> {
  const tables = await db.introspection.getTables();
  return tables.flatMap((table) => table.columns.map((column) => ({ table: table.name, column: column.name, dataType: column.dataType })));
}

/** `aboutPage` -> `about_page`: what the CamelCasePlugin makes of a name. */
const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** `about_page.body_html`: a column as tests name it. */
export const columnName = (column: { table: string; column: string }): string => `${column.table}.${column.column}`;

/** The registry's sources, named as the database names them. */
export const registeredColumns = (): Array<{ table: string; column: string; holds: PictureSource['holds'] }> =>
  PICTURE_SOURCES.map((source) => ({ table: snakeCase(source.table), column: snakeCase(source.column), holds: source.holds }));
