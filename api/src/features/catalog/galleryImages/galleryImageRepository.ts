import type { GalleryImage, GalleryImageCreateInput, GalleryImageMoveInput, GalleryImageOrder, GalleryImageUpdateInput, PageQuery } from '@nail-or-never/shared/schemas';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { nowIso } from '../../../db/columns';
import type { SqlDialect } from '../../../db/createDatabase';
import type { Database } from '../../../db/schema';
import { badRequest } from '../../../http/httpErrors';
import type { FileStorage } from '../../../storage/fileStorage';
import { toImageRef, type StoredImage } from '../../../storage/imageStore';
import { entityNotFound, isForeignKeyViolation } from '../../../http/recordErrors';
import type { GalleryImagesTable } from '../catalogTables';
import { fromFlag, toFlag } from '../../../db/columnValues';
import { adjustChildCount, moveChildCount } from '../childCounts';
import { lockGroups } from '../groupLocks';
import { pageOffset, toPage, type Page } from '../../../db/paging';
import { updateVersioned } from '../../../db/versionedUpdate';
import { writeTransaction } from '../../../db/writeTransaction';

type Db = Kysely<Database> | Transaction<Database>;

/** Tags are stored comma-separated; the schema has already lower-cased them and refused commas. */
const toTagsColumn = (tags: readonly string[]): string => tags.join(',');
const fromTagsColumn = (column: string): string[] => (column === '' ? [] : column.split(','));

export function toGalleryImage(row: Selectable<GalleryImagesTable>, storage: FileStorage): GalleryImage {
  return {
    id: row.id,
    parentId: row.parentId,
    image: toImageRef(storage, row.imageKey, row.imageWidth, row.imageHeight),
    altText: row.altText,
    caption: row.caption,
    displayOrder: row.displayOrder,
    published: fromFlag(row.published),
    tags: fromTagsColumn(row.tags),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

const unknownGroup = () =>
  badRequest('The chosen gallery group does not exist. It may have been deleted.', {
    parentId: 'No gallery group with this id.',
  });

/** Locks the named groups (see `lockGroups`); a group that does not exist is the caller's 400. */
async function lockExistingGroups(trx: Transaction<Database>, dialect: SqlDialect, ...groupIds: number[]): Promise<void> {
  const found = await lockGroups(trx, dialect, 'galleryImages', groupIds);
  if (found.length < new Set(groupIds).size) throw unknownGroup();
}

export const galleryImageRepository = {
  /** One group's images in display order; an unknown group is a 404 so the page can say so. */
  async listPage(db: Db, storage: FileStorage, parentId: number, page: PageQuery): Promise<Page<GalleryImage>> {
    // The group's kept image count is the total: no counting query.
    const group = await db.selectFrom('galleryGroups').select('imageCount').where('id', '=', parentId).executeTakeFirst();
    if (!group) throw entityNotFound('gallery group', parentId);
    const rows = await db
      .selectFrom('galleryImages')
      .selectAll()
      .where('parentId', '=', parentId)
      .orderBy('displayOrder')
      .orderBy('id')
      .limit(page.limit)
      .offset(pageOffset(page))
      .execute();
    return toPage(
      rows.map((row) => toGalleryImage(row, storage)),
      page,
      group.imageCount,
    );
  },

  async create(db: Kysely<Database>, dialect: SqlDialect, storage: FileStorage, input: GalleryImageCreateInput, image: StoredImage) {
    try {
      return await writeTransaction(db, async (trx) => {
        await lockExistingGroups(trx, dialect, input.parentId);
        const now = nowIso();
        const row = await trx
          .insertInto('galleryImages')
          .values({
            parentId: input.parentId,
            imageKey: image.key,
            imageWidth: image.width,
            imageHeight: image.height,
            altText: input.altText,
            caption: input.caption,
            displayOrder: input.displayOrder,
            published: toFlag(input.published),
            tags: toTagsColumn(input.tags),
            createdAt: now,
            updatedAt: now,
            version: 1,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await adjustChildCount(trx, 'galleryImages', input.parentId, 1);
        return toGalleryImage(row, storage);
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unknownGroup();
      throw error;
    }
  },

  /** Returns the updated image and the replaced picture's key, to delete after the commit. */
  async update(db: Kysely<Database>, dialect: SqlDialect, storage: FileStorage, input: GalleryImageUpdateInput, image: StoredImage | null) {
    return writeTransaction(db, async (trx) => {
      // The image's group is looked up before it is locked. Should a concurrent edit move the image
      // in between, that edit raised its version, so the version check below refuses this one.
      const seen = await trx.selectFrom('galleryImages').select('parentId').where('id', '=', input.id).executeTakeFirst();
      if (seen) await lockGroups(trx, dialect, 'galleryImages', [seen.parentId, input.parentId ?? seen.parentId]);
      const { current, written } = await updateVersioned(
        'gallery image',
        input,
        () => trx.selectFrom('galleryImages').select(['id', 'version', 'parentId', 'imageKey']).where('id', '=', input.id).executeTakeFirst(),
        async (current, next) => {
          if (input.parentId !== undefined && input.parentId !== current.parentId) await lockExistingGroups(trx, dialect, input.parentId);
          const row = await trx
            .updateTable('galleryImages')
            .set({
              ...(input.parentId !== undefined ? { parentId: input.parentId } : {}),
              ...(image ? { imageKey: image.key, imageWidth: image.width, imageHeight: image.height } : {}),
              ...(input.altText !== undefined ? { altText: input.altText } : {}),
              ...(input.caption !== undefined ? { caption: input.caption } : {}),
              ...(input.displayOrder !== undefined ? { displayOrder: input.displayOrder } : {}),
              ...(input.published !== undefined ? { published: toFlag(input.published) } : {}),
              ...(input.tags !== undefined ? { tags: toTagsColumn(input.tags) } : {}),
              ...next,
            })
            .where('id', '=', input.id)
            .where('version', '=', input.version)
            .returningAll()
            .executeTakeFirst();
          if (row) await moveChildCount(trx, 'galleryImages', current.parentId, row.parentId);
          return row;
        },
      );
      return { image: toGalleryImage(written, storage), replacedImageKey: image ? current.imageKey : null };
    });
  },

  /** The image must belong to `parentId` (the path says so); returns its key to delete after commit. */
  async delete(db: Kysely<Database>, dialect: SqlDialect, parentId: number, id: number): Promise<{ imageKeys: string[] }> {
    return writeTransaction(db, async (trx) => {
      await lockGroups(trx, dialect, 'galleryImages', [parentId]);
      const row = await trx
        .selectFrom('galleryImages')
        .select('imageKey')
        .where('id', '=', id)
        .where('parentId', '=', parentId)
        .executeTakeFirst();
      if (!row) throw entityNotFound('gallery image', id);
      await trx.deleteFrom('galleryImages').where('id', '=', id).execute();
      await adjustChildCount(trx, 'galleryImages', parentId, -1);
      return { imageKeys: [row.imageKey] };
    });
  },

  /**
   * Puts one image at `position` of its group and renumbers the group 0, 1, 2…, so every page of
   * the grid agrees on one order. The group row is locked first (`lockGroups`): two moves at once are
   * applied one after the other, never interleaved into duplicate numbers. Only `displayOrder` changes, not the
   * images' versions: rearranging the grid is not an edit of a picture, and must not make a
   * caption someone is typing stale.
   */
  async move(db: Kysely<Database>, dialect: SqlDialect, input: GalleryImageMoveInput): Promise<GalleryImageOrder> {
    return writeTransaction(db, async (trx) => {
      const [group] = await lockGroups(trx, dialect, 'galleryImages', [input.parentId]);
      if (group === undefined) throw entityNotFound('gallery group', input.parentId);
      const rows = await trx
        .selectFrom('galleryImages')
        .select(['id', 'displayOrder'])
        .where('parentId', '=', input.parentId)
        .orderBy('displayOrder')
        .orderBy('id')
        .execute();
      const moved = rows.find((row) => row.id === input.id);
      if (!moved) throw entityNotFound('gallery image', input.id);
      const ordered = rows.filter((row) => row !== moved);
      const position = Math.min(input.position, ordered.length);
      ordered.splice(position, 0, moved);
      for (const [index, row] of ordered.entries()) {
        if (row.displayOrder !== index) {
          await trx.updateTable('galleryImages').set({ displayOrder: index }).where('id', '=', row.id).execute();
        }
      }
      return { id: input.id, position, imageCount: ordered.length };
    });
  },
};
