import type { AboutImage, AboutImageCreateInput, AboutImageUpdateInput, AboutPage, AboutPageUpdateInput } from '@nail-or-never/shared/schemas';
import { ABOUT_LIMITS } from '@nail-or-never/shared/schemas';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { nowIso } from '../../../db/columns';
import { updateVersioned } from '../../../db/versionedUpdate';
import type { SqlDialect } from '../../../db/createDatabase';
import type { Database } from '../../../db/schema';
import { badRequest, conflict } from '../../../http/httpErrors';
import type { FileStorage } from '../../../storage/fileStorage';
import { toImageRef, type StoredImage } from '../../../storage/imageStore';
import { entityNotFound } from '../../../http/recordErrors';
import { toCount } from '../../../db/columnValues';
import { SINGLE_ROW_ID, type AboutImagesTable } from '../generalTables';
import { isBlankRichText, sanitizeRichText } from './richText';
import { writeTransaction } from '../../../db/writeTransaction';

type Db = Kysely<Database> | Transaction<Database>;

function toAboutImage(row: Selectable<AboutImagesTable>, storage: FileStorage): AboutImage {
  return {
    id: row.id,
    image: toImageRef(storage, row.imageKey, row.imageWidth, row.imageHeight),
    altText: row.altText,
    displayOrder: row.displayOrder,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

async function readPage(db: Db, storage: FileStorage): Promise<AboutPage> {
  const [page, images] = await Promise.all([
    db.selectFrom('aboutPage').selectAll().where('id', '=', SINGLE_ROW_ID).executeTakeFirstOrThrow(),
    db.selectFrom('aboutImages').selectAll().orderBy('displayOrder').orderBy('id').execute(),
  ]);
  return {
    title: page.title,
    bodyHtml: page.bodyHtml,
    status: page.status,
    heroImageId: page.heroImageId,
    publishedAt: page.publishedAt,
    images: images.map((row) => toAboutImage(row, storage)),
    updatedAt: page.updatedAt,
    version: page.version,
  };
}

/**
 * Serialises the picture calls that depend on the whole set (the limit of 8, hero clearing): a
 * row lock on PostgreSQL; SQLite already runs one write transaction at a time.
 */
async function lockPage(trx: Transaction<Database>, dialect: SqlDialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('aboutPage').select('id').where('id', '=', SINGLE_ROW_ID).forUpdate().execute();
}

/**
 * The hero picture is gone (the foreign key already emptied the column): the page changed under
 * anyone editing it, so its version moves on and their save becomes a 409, not a silent loss.
 */
async function markHeroRemoved(trx: Transaction<Database>): Promise<void> {
  await trx
    .updateTable('aboutPage')
    .set((eb) => ({ heroImageId: null, updatedAt: nowIso(), version: eb('version', '+', 1) }))
    .where('id', '=', SINGLE_ROW_ID)
    .execute();
}

async function assertOwnPicture(trx: Transaction<Database>, imageId: number): Promise<void> {
  const picture = await trx.selectFrom('aboutImages').select('id').where('id', '=', imageId).executeTakeFirst();
  if (!picture) {
    throw badRequest('The chosen main picture is not one of the page\u2019s pictures. It may have been removed.', {
      heroImageId: 'Choose one of the page\u2019s pictures.',
    });
  }
}

export const aboutRepository = {
  read: readPage,

  /** Title, text, status and hero together; the text is sanitised here, whatever the client sent. */
  async updatePage(db: Kysely<Database>, storage: FileStorage, input: AboutPageUpdateInput): Promise<AboutPage> {
    return writeTransaction(db, async (trx) => {
      await updateVersioned(
        'about-us page',
        { id: SINGLE_ROW_ID, version: input.version },
        () => trx.selectFrom('aboutPage').selectAll().where('id', '=', SINGLE_ROW_ID).executeTakeFirst(),
        async (current, next) => {
          if (input.heroImageId !== null) await assertOwnPicture(trx, input.heroImageId);
          const becomesPublished = input.status === 'published' && current.status !== 'published';
          return trx
            .updateTable('aboutPage')
            .set({
              title: input.title,
              bodyHtml: isBlankRichText(input.bodyHtml) ? '' : sanitizeRichText(input.bodyHtml),
              status: input.status,
              heroImageId: input.heroImageId,
              publishedAt: becomesPublished ? next.updatedAt : current.publishedAt,
              ...next,
            })
            .where('id', '=', SINGLE_ROW_ID)
            .where('version', '=', input.version)
            .returning('id')
            .executeTakeFirst();
        },
      );
      return readPage(trx, storage);
    });
  },

  async addImage(db: Kysely<Database>, dialect: SqlDialect, storage: FileStorage, input: AboutImageCreateInput, stored: StoredImage): Promise<AboutImage> {
    return writeTransaction(db, async (trx) => {
      await lockPage(trx, dialect);
      const { total } = await trx
        .selectFrom('aboutImages')
        .select((eb) => eb.fn.countAll().as('total'))
        .executeTakeFirstOrThrow();
      if (toCount(total) >= ABOUT_LIMITS.imagesMax) {
        throw conflict(`The page already has ${ABOUT_LIMITS.imagesMax} pictures, the most it can show. Remove one first.`, {
          image: `At most ${ABOUT_LIMITS.imagesMax} pictures.`,
        });
      }
      const now = nowIso();
      const row = await trx
        .insertInto('aboutImages')
        .values({
          imageKey: stored.key,
          imageWidth: stored.width,
          imageHeight: stored.height,
          altText: input.altText,
          displayOrder: input.displayOrder,
          createdAt: now,
          updatedAt: now,
          version: 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toAboutImage(row, storage);
    });
  },

  /** Returns the changed picture and, when its file was replaced, the old key to delete after commit. */
  async updateImage(
    db: Kysely<Database>,
    storage: FileStorage,
    input: AboutImageUpdateInput,
    stored: StoredImage | null,
  ): Promise<{ image: AboutImage; replacedImageKey: string | null }> {
    return writeTransaction(db, async (trx) => {
      const { current, written } = await updateVersioned(
        'about-us picture',
        input,
        () => trx.selectFrom('aboutImages').selectAll().where('id', '=', input.id).executeTakeFirst(),
        (_current, next) =>
          trx
            .updateTable('aboutImages')
            .set({
              ...(input.altText !== undefined ? { altText: input.altText } : {}),
              ...(input.displayOrder !== undefined ? { displayOrder: input.displayOrder } : {}),
              ...(stored ? { imageKey: stored.key, imageWidth: stored.width, imageHeight: stored.height } : {}),
              ...next,
            })
            .where('id', '=', input.id)
            .where('version', '=', input.version)
            .returningAll()
            .executeTakeFirst(),
      );
      return { image: toAboutImage(written, storage), replacedImageKey: stored ? current.imageKey : null };
    });
  },

  /** Removes a picture; if it was the hero, the page has none now and its version moves on. */
  async deleteImage(db: Kysely<Database>, dialect: SqlDialect, id: number): Promise<{ imageKey: string }> {
    return writeTransaction(db, async (trx) => {
      await lockPage(trx, dialect);
      const page = await trx.selectFrom('aboutPage').select('heroImageId').where('id', '=', SINGLE_ROW_ID).executeTakeFirstOrThrow();
      const deleted = await trx.deleteFrom('aboutImages').where('id', '=', id).returning('imageKey').executeTakeFirst();
      if (!deleted) throw entityNotFound('about-us picture', id);
      if (page.heroImageId === id) await markHeroRemoved(trx);
      return { imageKey: deleted.imageKey };
    });
  },
};
