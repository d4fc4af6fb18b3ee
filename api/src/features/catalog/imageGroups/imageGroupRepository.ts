import type { PageQuery } from '@nail-or-never/shared/schemas';
import type { ColumnType, Kysely, Selectable, Transaction } from 'kysely';
import { nowIso } from '../../../db/columns';
import type { Database } from '../../../db/schema';
import type { FileStorage } from '../../../storage/fileStorage';
import type { ImageRef } from '@nail-or-never/shared/schemas';
import { toImageRef, type StoredImage } from '../../../storage/imageStore';
import { duplicateName, entityNotFound, isUniqueViolation } from '../../../http/recordErrors';
import type { GalleryGroupsTable, ServiceGroupsTable } from '../catalogTables';
import { toCount } from '../../../db/columnValues';
import type { ChildKind } from '../childCounts';
import { lockGroups } from '../groupLocks';
import type { SqlDialect } from '../../../db/createDatabase';
import { imageChangeColumns, imageColumns, type ImageChange } from '../../../storage/imageChange';
import { pageOffset, toPage, type Page } from '../../../db/paging';
import { updateVersioned, type VersionTarget } from '../../../db/versionedUpdate';
import { writeTransaction } from '../../../db/writeTransaction';

type Db = Kysely<Database> | Transaction<Database>;

/** The tables of groups that carry a picture and own children. */
interface ImageGroupTables {
  serviceGroups: ServiceGroupsTable;
  galleryGroups: GalleryGroupsTable;
}
type ImageGroupTable = keyof ImageGroupTables;

/**
 * The columns every image group has. The repository works on this common view of the group tables
 * (a group's own fields travel through `toColumns`), so one implementation serves them all.
 */
interface CommonGroupTable {
  id: ServiceGroupsTable['id'];
  /** Written through the definition's `toColumns`, read here for the order. */
  displayOrder: ColumnType<number, never, never>;
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}
type CommonGroupDb = Record<ImageGroupTable, CommonGroupTable> & Pick<Database, ChildKind>;

/** What makes one kind of image group: its table, its name field and how its fields map to columns. */
export interface ImageGroupDefinition<Table extends ImageGroupTable, Group, Fields extends object> {
  table: Table;
  entity: 'service group' | 'gallery group';
  /** The unique, human-chosen field ("name", "theme"), for the duplicate message. */
  nameField: 'name' | 'theme';
  child: ChildKind;
  /** Whether the children carry picture files of their own that must go with the group. */
  childrenHaveImages: boolean;
  toGroup(row: Selectable<ImageGroupTables[Table]>, storage: FileStorage): Group;
  /** The columns for the given fields; fields left out are left out (an update keeps them). */
  toColumns(fields: Partial<Fields>): Record<string, string | number>;
}

export type GroupUpdate<Fields> = VersionTarget & Partial<Fields>;

/** A group's picture as the API shows it, or `null` when it has none. */
export function groupImageRef(storage: FileStorage, row: Selectable<CommonGroupTable>): ImageRef | null {
  return row.imageKey && row.imageWidth !== null && row.imageHeight !== null
    ? toImageRef(storage, row.imageKey, row.imageWidth, row.imageHeight)
    : null;
}

export function createImageGroupRepository<Table extends ImageGroupTable, Group, Fields extends object>(
  definition: ImageGroupDefinition<Table, Group, Fields>,
) {
  const { entity, nameField } = definition;
  // Both group tables have the common view's columns; naming one of them keeps Kysely's types simple.
  const table = definition.table as 'serviceGroups';
  // The common view: every query below touches only the shared columns or the definition's own.
  const common = (db: Db) => db as unknown as Kysely<CommonGroupDb>;
  const toGroup = (row: Selectable<CommonGroupTable>, storage: FileStorage) =>
    definition.toGroup(row as unknown as Selectable<ImageGroupTables[Table]>, storage);
  const selectGroups = (db: Db) => common(db).selectFrom(table).selectAll();
  const nameOf = (fields: Partial<Fields>): string => {
    const value: unknown = (fields as Record<string, unknown>)[nameField];
    return typeof value === 'string' ? value : '';
  };
  const rethrowDuplicate = (error: unknown, fields: Partial<Fields>): never => {
    if (isUniqueViolation(error)) throw duplicateName(entity, nameField, nameOf(fields));
    throw error;
  };

  const repository = {
    /** Every group in display order: the sidebar menu. */
    async listAll(db: Db, storage: FileStorage): Promise<Group[]> {
      const rows = await selectGroups(db).orderBy('displayOrder').orderBy('id').execute();
      return rows.map((row) => toGroup(row, storage));
    },

    async listPage(db: Db, storage: FileStorage, page: PageQuery): Promise<Page<Group>> {
      const [rows, count] = await Promise.all([
        selectGroups(db).orderBy('displayOrder').orderBy('id').limit(page.limit).offset(pageOffset(page)).execute(),
        common(db)
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return toPage(
        rows.map((row) => toGroup(row, storage)),
        page,
        toCount(count.total),
      );
    },

    async findById(db: Db, storage: FileStorage, id: number): Promise<Group | undefined> {
      const row = await selectGroups(db).where('id', '=', id).executeTakeFirst();
      return row ? toGroup(row, storage) : undefined;
    },

    async create(db: Kysely<Database>, storage: FileStorage, fields: Fields, image: StoredImage | null): Promise<Group> {
      const now = nowIso();
      try {
        // In a write transaction like every other write, so its history row goes in with it.
        return await writeTransaction(db, async (trx) => {
          const { id } = await common(trx)
            .insertInto(table)
            .values({ ...definition.toColumns(fields), ...imageColumns(image), createdAt: now, updatedAt: now, version: 1 })
            .returning('id')
            .executeTakeFirstOrThrow();
          const created = await repository.findById(trx, storage, id);
          if (!created) throw entityNotFound(entity, id);
          return created;
        });
      } catch (error) {
        return rethrowDuplicate(error, fields);
      }
    },

    /**
     * Applies the change only if nobody changed the group since `version` was read. Returns the
     * updated group and the image key the caller must delete once the transaction has committed.
     */
    async update(db: Kysely<Database>, storage: FileStorage, input: GroupUpdate<Fields>, imageChange: ImageChange) {
      const { id, version, ...fields } = input;
      const fieldValues = fields as Partial<Fields>;
      try {
        return await writeTransaction(db, async (trx) => {
          const { current, written } = await updateVersioned(
            entity,
            { id, version },
            () => common(trx).selectFrom(table).select(['id', 'version', 'imageKey']).where('id', '=', id).executeTakeFirst(),
            (_current, next) =>
              common(trx)
                .updateTable(table)
                .set({
                  ...definition.toColumns(fieldValues),
                  ...imageChangeColumns(imageChange),
                  ...next,
                })
                .where('id', '=', id)
                .where('version', '=', version)
                .returningAll()
                .executeTakeFirst(),
          );
          return { group: toGroup(written, storage), replacedImageKey: imageChange.kind !== 'keep' ? current.imageKey : null };
        });
      } catch (error) {
        return rethrowDuplicate(error, fieldValues);
      }
    },

    /**
     * Deletes the group and its children in one transaction. Returns the image keys to delete
     * after the commit (files cannot roll back, so they go only once the rows are surely gone). The
     * group row is locked before its children, the order every child write keeps (`lockGroups`).
     */
    async delete(db: Kysely<Database>, dialect: SqlDialect, id: number): Promise<{ imageKeys: string[] }> {
      return writeTransaction(db, async (trx) => {
        await lockGroups(trx, dialect, definition.child, [id]);
        const group = await common(trx).selectFrom(table).select(['id', 'imageKey']).where('id', '=', id).executeTakeFirst();
        if (!group) throw entityNotFound(entity, id);
        const childImageKeys = definition.childrenHaveImages
          ? (await trx.selectFrom('galleryImages').select('imageKey').where('parentId', '=', id).execute()).map((row) => row.imageKey)
          : [];
        // Explicit rather than relying on ON DELETE CASCADE alone: a database opened without
        // foreign-key enforcement must not keep orphan children.
        await common(trx).deleteFrom(definition.child).where('parentId', '=', id).execute();
        await common(trx).deleteFrom(table).where('id', '=', id).execute();
        return { imageKeys: [...(group.imageKey ? [group.imageKey] : []), ...childImageKeys] };
      });
    },
  };
  return repository;
}

export type ImageGroupRepository<Group, Fields extends object> = ReturnType<
  typeof createImageGroupRepository<ImageGroupTable, Group, Fields>
>;
