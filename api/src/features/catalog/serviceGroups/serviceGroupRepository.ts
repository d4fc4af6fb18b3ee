import type { ServiceGroup, ServiceGroupCreateInput, ServiceGroupUpdateInput } from '@nail-or-never/shared/schemas';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { nowIso } from '../../../db/columns';
import type { Database } from '../../../db/schema';
import type { FileStorage } from '../../../storage/fileStorage';
import { toImageRef, type StoredImage } from '../../../storage/imageStore';
import { duplicateName, entityNotFound, isUniqueViolation, staleVersion } from '../catalogErrors';
import type { ServiceGroupsTable } from '../catalogTables';
import { fromFlag, toFlag, toNameKey } from '../catalogText';
import type { ImageChange } from '../imageChange';

type Db = Kysely<Database> | Transaction<Database>;
type ServiceGroupRow = Selectable<ServiceGroupsTable>;

export type ServiceGroupUpdate = Omit<ServiceGroupUpdateInput, 'removeImage'>;

function selectGroups(db: Db) {
  return db.selectFrom('serviceGroups as g').selectAll('g');
}

export function toServiceGroup(row: ServiceGroupRow, storage: FileStorage): ServiceGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image:
      row.imageKey && row.imageWidth !== null && row.imageHeight !== null
        ? toImageRef(storage, row.imageKey, row.imageWidth, row.imageHeight)
        : null,
    displayOrder: row.displayOrder,
    active: fromFlag(row.active),
    serviceCount: row.serviceCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

export const serviceGroupRepository = {
  /** Every group in display order: the sidebar menu. */
  async listAll(db: Db, storage: FileStorage): Promise<ServiceGroup[]> {
    const rows = await selectGroups(db).orderBy('g.displayOrder').orderBy('g.id').execute();
    return rows.map((row) => toServiceGroup(row, storage));
  },

  async findById(db: Db, storage: FileStorage, id: number): Promise<ServiceGroup | undefined> {
    const row = await selectGroups(db).where('g.id', '=', id).executeTakeFirst();
    return row ? toServiceGroup(row, storage) : undefined;
  },

  /** How many services the group has, or `undefined` when there is no such group. */
  async serviceCount(db: Db, id: number): Promise<number | undefined> {
    const row = await db.selectFrom('serviceGroups').select('serviceCount').where('id', '=', id).executeTakeFirst();
    return row?.serviceCount;
  },

  async create(db: Kysely<Database>, storage: FileStorage, input: ServiceGroupCreateInput, image: StoredImage | null) {
    const now = nowIso();
    try {
      const { id } = await db
        .insertInto('serviceGroups')
        .values({
          name: input.name,
          nameKey: toNameKey(input.name),
          description: input.description,
          displayOrder: input.displayOrder,
          active: toFlag(input.active),
          imageKey: image?.key ?? null,
          imageWidth: image?.width ?? null,
          imageHeight: image?.height ?? null,
          createdAt: now,
          updatedAt: now,
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await serviceGroupRepository.findById(db, storage, id);
      if (!created) throw entityNotFound('service group', id);
      return created;
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName('service group', 'name', input.name);
      throw error;
    }
  },

  /**
   * Applies the change only if nobody changed the group since `version` was read. Returns the
   * updated group and the image key the caller must delete once the transaction has committed.
   */
  async update(db: Kysely<Database>, storage: FileStorage, input: ServiceGroupUpdate, imageChange: ImageChange) {
    try {
      return await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('serviceGroups')
          .select(['id', 'version', 'imageKey'])
          .where('id', '=', input.id)
          .executeTakeFirst();
        if (!current) throw entityNotFound('service group', input.id);
        if (current.version !== input.version) throw staleVersion('service group');

        const image =
          imageChange.kind === 'replace'
            ? { imageKey: imageChange.image.key, imageWidth: imageChange.image.width, imageHeight: imageChange.image.height }
            : imageChange.kind === 'remove'
              ? { imageKey: null, imageWidth: null, imageHeight: null }
              : {};
        const result = await trx
          .updateTable('serviceGroups')
          .set({
            ...(input.name !== undefined ? { name: input.name, nameKey: toNameKey(input.name) } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.displayOrder !== undefined ? { displayOrder: input.displayOrder } : {}),
            ...(input.active !== undefined ? { active: toFlag(input.active) } : {}),
            ...image,
            updatedAt: nowIso(),
            version: input.version + 1,
          })
          .where('id', '=', input.id)
          .where('version', '=', input.version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw staleVersion('service group');

        const updated = await serviceGroupRepository.findById(trx, storage, input.id);
        if (!updated) throw entityNotFound('service group', input.id);
        const replacedImageKey = imageChange.kind !== 'keep' ? current.imageKey : null;
        return { group: updated, replacedImageKey };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName('service group', 'name', input.name ?? '');
      throw error;
    }
  },

  /**
   * Deletes the group and its services in one transaction. Returns the image keys to delete
   * after the commit (files cannot roll back, so they go only once the rows are surely gone).
   */
  async delete(db: Kysely<Database>, id: number): Promise<{ imageKeys: string[] }> {
    return db.transaction().execute(async (trx) => {
      const group = await trx.selectFrom('serviceGroups').select(['id', 'imageKey']).where('id', '=', id).executeTakeFirst();
      if (!group) throw entityNotFound('service group', id);
      // Explicit rather than relying on ON DELETE CASCADE alone: a database opened without
      // foreign-key enforcement must not keep orphan services.
      await trx.deleteFrom('services').where('parentId', '=', id).execute();
      await trx.deleteFrom('serviceGroups').where('id', '=', id).execute();
      return { imageKeys: group.imageKey ? [group.imageKey] : [] };
    });
  },
};
