import type { GalleryGroup, PageQuery, GalleryGroupCreateInput, GalleryGroupUpdateInput } from '@nail-or-never/shared/schemas';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { nowIso } from '../../../db/columns';
import type { Database } from '../../../db/schema';
import type { FileStorage } from '../../../storage/fileStorage';
import { toImageRef, type StoredImage } from '../../../storage/imageStore';
import { duplicateName, entityNotFound, isUniqueViolation, staleVersion } from '../catalogErrors';
import type { GalleryGroupsTable } from '../catalogTables';
import { fromFlag, toCount, toFlag, toNameKey } from '../catalogText';
import type { ImageChange } from '../imageChange';
import { pageOffset, toPage, type Page } from '../paging';

type Db = Kysely<Database> | Transaction<Database>;
type GalleryGroupRow = Selectable<GalleryGroupsTable>;

export type GalleryGroupUpdate = Omit<GalleryGroupUpdateInput, 'removeImage'>;

function selectGroups(db: Db) {
  return db.selectFrom('galleryGroups as g').selectAll('g');
}

export function toGalleryGroup(row: GalleryGroupRow, storage: FileStorage): GalleryGroup {
  return {
    id: row.id,
    theme: row.theme,
    description: row.description,
    image:
      row.imageKey && row.imageWidth !== null && row.imageHeight !== null
        ? toImageRef(storage, row.imageKey, row.imageWidth, row.imageHeight)
        : null,
    displayOrder: row.displayOrder,
    published: fromFlag(row.published),
    imageCount: row.imageCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

export const galleryGroupRepository = {
  /** Every group in display order: the sidebar menu. */
  async listAll(db: Db, storage: FileStorage): Promise<GalleryGroup[]> {
    const rows = await selectGroups(db).orderBy('g.displayOrder').orderBy('g.id').execute();
    return rows.map((row) => toGalleryGroup(row, storage));
  },

  async listPage(db: Db, storage: FileStorage, page: PageQuery): Promise<Page<GalleryGroup>> {
    const [rows, count] = await Promise.all([
      selectGroups(db).orderBy('g.displayOrder').orderBy('g.id').limit(page.limit).offset(pageOffset(page)).execute(),
      db.selectFrom('galleryGroups').select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    ]);
    return toPage(
      rows.map((row) => toGalleryGroup(row, storage)),
      page,
      toCount(count.total),
    );
  },

  async findById(db: Db, storage: FileStorage, id: number): Promise<GalleryGroup | undefined> {
    const row = await selectGroups(db).where('g.id', '=', id).executeTakeFirst();
    return row ? toGalleryGroup(row, storage) : undefined;
  },

  async exists(db: Db, id: number): Promise<boolean> {
    return (await db.selectFrom('galleryGroups').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  },

  async create(db: Kysely<Database>, storage: FileStorage, input: GalleryGroupCreateInput, image: StoredImage | null) {
    const now = nowIso();
    try {
      const { id } = await db
        .insertInto('galleryGroups')
        .values({
          theme: input.theme,
          themeKey: toNameKey(input.theme),
          description: input.description,
          displayOrder: input.displayOrder,
          published: toFlag(input.published),
          imageKey: image?.key ?? null,
          imageWidth: image?.width ?? null,
          imageHeight: image?.height ?? null,
          createdAt: now,
          updatedAt: now,
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await galleryGroupRepository.findById(db, storage, id);
      if (!created) throw entityNotFound('gallery group', id);
      return created;
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName('gallery group', 'theme', input.theme);
      throw error;
    }
  },

  /**
   * Applies the change only if nobody changed the group since `version` was read. Returns the
   * updated group and the image key the caller must delete once the transaction has committed.
   */
  async update(db: Kysely<Database>, storage: FileStorage, input: GalleryGroupUpdate, imageChange: ImageChange) {
    try {
      return await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('galleryGroups')
          .select(['id', 'version', 'imageKey'])
          .where('id', '=', input.id)
          .executeTakeFirst();
        if (!current) throw entityNotFound('gallery group', input.id);
        if (current.version !== input.version) throw staleVersion('gallery group');

        const image =
          imageChange.kind === 'replace'
            ? { imageKey: imageChange.image.key, imageWidth: imageChange.image.width, imageHeight: imageChange.image.height }
            : imageChange.kind === 'remove'
              ? { imageKey: null, imageWidth: null, imageHeight: null }
              : {};
        const result = await trx
          .updateTable('galleryGroups')
          .set({
            ...(input.theme !== undefined ? { theme: input.theme, themeKey: toNameKey(input.theme) } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.displayOrder !== undefined ? { displayOrder: input.displayOrder } : {}),
            ...(input.published !== undefined ? { published: toFlag(input.published) } : {}),
            ...image,
            updatedAt: nowIso(),
            version: input.version + 1,
          })
          .where('id', '=', input.id)
          .where('version', '=', input.version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw staleVersion('gallery group');

        const updated = await galleryGroupRepository.findById(trx, storage, input.id);
        if (!updated) throw entityNotFound('gallery group', input.id);
        const replacedImageKey = imageChange.kind !== 'keep' ? current.imageKey : null;
        return { group: updated, replacedImageKey };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName('gallery group', 'theme', input.theme ?? '');
      throw error;
    }
  },

  /**
   * Deletes the group and its images in one transaction. Returns the image keys to delete
   * after the commit (files cannot roll back, so they go only once the rows are surely gone).
   */
  async delete(db: Kysely<Database>, id: number): Promise<{ imageKeys: string[] }> {
    return db.transaction().execute(async (trx) => {
      const group = await trx.selectFrom('galleryGroups').select(['id', 'imageKey']).where('id', '=', id).executeTakeFirst();
      if (!group) throw entityNotFound('gallery group', id);
      const images = await trx.selectFrom('galleryImages').select('imageKey').where('parentId', '=', id).execute();
      // Explicit rather than relying on ON DELETE CASCADE alone: a database opened without
      // foreign-key enforcement must not keep orphan images.
      await trx.deleteFrom('galleryImages').where('parentId', '=', id).execute();
      await trx.deleteFrom('galleryGroups').where('id', '=', id).execute();
      return { imageKeys: [...(group.imageKey ? [group.imageKey] : []), ...images.map((image) => image.imageKey)] };
    });
  },
};
