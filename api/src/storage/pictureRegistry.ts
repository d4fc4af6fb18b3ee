import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The columns of `table` that hold text (or nothing). */
type TextColumn<T extends keyof Database> = {
  [C in keyof Database[T] & string]: Database[T][C] extends string | null ? C : never;
}[keyof Database[T] & string];

/**
 * A column that can name a stored picture. `key`: the column holds a picture key itself
 * (`images/<uuid>`). `text`: free text (rich text, JSON) in which any mention of a key counts, such
 * as a link to the picture's address.
 */
export type PictureSource = {
  [T in keyof Database]: { table: T; column: TextColumn<T>; holds: 'key' | 'text' };
}[keyof Database];

/**
 * Every place a row can point at a picture file. The orphan sweep keeps whatever these name, so a
 * table that stores a picture and is missing here loses its files an hour after upload:
 * `test/storage/pictureRegistry.test.ts` fails when the migrated schema has a picture-like or
 * rich-text column this list does not name, and the sweep test fails when any route writes a key
 * into a column this list does not name.
 */
export const PICTURE_SOURCES: readonly PictureSource[] = [
  { table: 'serviceGroups', column: 'imageKey', holds: 'key' },
  { table: 'galleryGroups', column: 'imageKey', holds: 'key' },
  { table: 'galleryImages', column: 'imageKey', holds: 'key' },
  { table: 'aboutImages', column: 'imageKey', holds: 'key' },
  { table: 'employees', column: 'imageKey', holds: 'key' },
  // Quill's links may point at an uploaded picture's address (`/uploads/images/<uuid>.webp`).
  { table: 'aboutPage', column: 'bodyHtml', holds: 'text' },
];

/**
 * A picture key wherever it appears: alone, in a URL, in HTML or in JSON. As loose as the sweep's
 * own file pattern, so every file name the sweep could remove is recognised when a row mentions it.
 */
const KEY_MENTION = /images\/[0-9a-f-]{36}/g;

/** The picture keys `text` mentions (a key column's value is one of them). */
export const pictureKeysIn = (text: string): string[] => text.match(KEY_MENTION) ?? [];

function valuesOf(source: PictureSource) {
  const column = sql.ref(source.column);
  // Text columns are read only where a key could be, so long texts without one stay in the database.
  const holdsOne = source.holds === 'key' ? sql`${column} is not null` : sql`${column} like ${'%images/%'}`;
  return sql<{ value: string }>`select ${column} as value from ${sql.table(source.table)} where ${holdsOne}`;
}

/** The key of every picture some row points at, from every source of `PICTURE_SOURCES` at once. */
export async function referencedPictureKeys(db: Kysely<Database>): Promise<Set<string>> {
  // One statement, so all sources are read from one snapshot of the database.
  const { rows } = await sql<{ value: string }>`${sql.join(PICTURE_SOURCES.map(valuesOf), sql` union all `)}`.execute(db);
  return new Set(rows.flatMap((row) => pictureKeysIn(row.value)));
}
