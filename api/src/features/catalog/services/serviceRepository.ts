import type { PageQuery, Service, ServiceCreateInput, ServiceUpdateInput } from '@nail-or-never/shared/schemas';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { nowIso } from '../../../db/columns';
import type { Database } from '../../../db/schema';
import { badRequest } from '../../../http/httpErrors';
import { duplicateName, entityNotFound, isForeignKeyViolation, isUniqueViolation } from '../../../http/recordErrors';
import type { ServicesTable } from '../catalogTables';
import { adjustChildCount, moveChildCount } from '../childCounts';
import { lockGroups } from '../groupLocks';
import type { SqlDialect } from '../../../db/createDatabase';
import { centsToPrice, containsPattern, fromFlag, priceToCents, toCount, toFlag, toNameKey } from '../../../db/columnValues';
import { pageOffset, toPage, type Page } from '../../../db/paging';
import { compiledOnce } from '../../../db/compiledOnce';
import { updateVersioned } from '../../../db/versionedUpdate';
import { writeTransaction } from '../../../db/writeTransaction';

type Db = Kysely<Database> | Transaction<Database>;

export interface ServiceListFilter {
  parentId?: number;
  q?: string | undefined;
}

/** A free service has no price; the others carry theirs in currency units. */
function servicePrice(row: Selectable<ServicesTable>): Pick<Service, 'priceType' | 'price'> {
  return row.priceType === 'free' ? { priceType: 'free', price: null } : { priceType: row.priceType, price: centsToPrice(row.priceCents ?? 0) };
}

export function toService(row: Selectable<ServicesTable>): Service {
  const { priceType, price } = servicePrice(row);
  // One object literal, no spread: V8 builds `{ ...base, a, b }` on a slow path, 50 times slower
  // (2.5 µs a row, a tenth of a page's server time; docs/performance.md).
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    bufferMinutes: row.bufferMinutes,
    displayOrder: row.displayOrder,
    active: fromFlag(row.active),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
    priceType,
    price,
  } as Service;
}

const unknownGroup = () =>
  badRequest('The chosen service group does not exist. It may have been deleted.', {
    parentId: 'No service group with this id.',
  });

function filtered(db: Db, filter: ServiceListFilter) {
  let query = db.selectFrom('services');
  if (filter.parentId !== undefined) query = query.where('parentId', '=', filter.parentId);
  if (filter.q) query = query.where(sql<boolean>`${sql.ref('nameKey')} like ${containsPattern(filter.q)} escape '\\'`);
  return query;
}

const selectGroupPage = compiledOnce(['number', 'number', 'number'], (db, parentId, limit, offset) =>
  db.selectFrom('services').selectAll().where('parentId', '=', parentId).orderBy('parentId').orderBy('displayOrder').orderBy('id').limit(limit).offset(offset),
);

/** Locks the named groups (see `lockGroups`); a group that does not exist is the caller's 400. */
async function lockExistingGroups(trx: Transaction<Database>, dialect: SqlDialect, ...groupIds: number[]): Promise<void> {
  const found = await lockGroups(trx, dialect, 'services', groupIds);
  if (found.length < new Set(groupIds).size) throw unknownGroup();
}

async function assertNameFree(db: Db, parentId: number, name: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom('services')
    .select('id')
    .where('parentId', '=', parentId)
    .where('nameKey', '=', toNameKey(name));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw duplicateName('service', 'name', name, ' in this group');
}

/** The pair (type, price) as it will be stored, checked as stored, not only as it was sent. */
function storedPrice(input: ServiceUpdateInput, current: Selectable<ServicesTable>): Pick<Selectable<ServicesTable>, 'priceType' | 'priceCents'> {
  const priceType = input.priceType ?? current.priceType;
  const priceCents =
    priceType === 'free'
      ? null
      : input.price !== undefined && input.price !== null
        ? priceToCents(input.price)
        : input.price === null
          ? null
          : current.priceCents;
  if (priceType === 'free' && input.price !== undefined && input.price !== null && input.price !== 0) {
    throw badRequest('Some fields are not valid. Check them and try again.', {
      price: 'A free service has no price: leave the price empty.',
    });
  }
  if (priceType !== 'free' && priceCents === null) {
    throw badRequest('Some fields are not valid. Check them and try again.', {
      price: 'Enter a price, or choose the price type "free".',
    });
  }
  return { priceType, priceCents };
}

export const serviceRepository = {
  /**
   * A page of services in display order (one group's, or all of them), optionally by name.
   * `knownTotal` (a group's kept service count) saves counting when there is no name filter.
   */
  async list(db: Db, filter: ServiceListFilter, page: PageQuery, knownTotal?: number): Promise<Page<Service>> {
    const [rows, total] = await Promise.all([
      // A group's page without a search is what the services table asks for on every visit.
      filter.parentId !== undefined && !filter.q
        ? selectGroupPage(db, filter.parentId, page.limit, pageOffset(page))
        : filtered(db, filter).selectAll().orderBy('parentId').orderBy('displayOrder').orderBy('id').limit(page.limit).offset(pageOffset(page)).execute(),
      knownTotal !== undefined && !filter.q
        ? knownTotal
        : filtered(db, filter)
            .select((eb) => eb.fn.countAll().as('total'))
            .executeTakeFirstOrThrow()
            .then((count) => toCount(count.total)),
    ]);
    return toPage(rows.map(toService), page, total);
  },

  async findById(db: Db, id: number): Promise<Service | undefined> {
    const row = await db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toService(row) : undefined;
  },

  async create(db: Kysely<Database>, dialect: SqlDialect, input: ServiceCreateInput): Promise<Service> {
    try {
      return await writeTransaction(db, async (trx) => {
        await lockExistingGroups(trx, dialect, input.parentId);
        await assertNameFree(trx, input.parentId, input.name);
        const now = nowIso();
        const row = await trx
          .insertInto('services')
          .values({
            parentId: input.parentId,
            name: input.name,
            nameKey: toNameKey(input.name),
            description: input.description,
            durationMinutes: input.durationMinutes,
            bufferMinutes: input.bufferMinutes,
            priceType: input.priceType,
            priceCents: input.priceType === 'free' || input.price == null ? null : priceToCents(input.price),
            displayOrder: input.displayOrder,
            active: toFlag(input.active),
            createdAt: now,
            updatedAt: now,
            version: 1,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await adjustChildCount(trx, 'services', input.parentId, 1);
        return toService(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName('service', 'name', input.name, ' in this group');
      if (isForeignKeyViolation(error)) throw unknownGroup();
      throw error;
    }
  },

  async update(db: Kysely<Database>, dialect: SqlDialect, input: ServiceUpdateInput): Promise<Service> {
    try {
      return await writeTransaction(db, async (trx) => {
        // Looked up before it is locked: a concurrent move in between raised the version, which the
        // check below then refuses.
        const seen = await trx.selectFrom('services').select('parentId').where('id', '=', input.id).executeTakeFirst();
        if (seen) await lockGroups(trx, dialect, 'services', [seen.parentId, input.parentId ?? seen.parentId]);
        const { written } = await updateVersioned(
          'service',
          input,
          () => trx.selectFrom('services').selectAll().where('id', '=', input.id).executeTakeFirst(),
          async (current, next) => {
            const parentId = input.parentId ?? current.parentId;
            if (parentId !== current.parentId) await lockExistingGroups(trx, dialect, parentId);
            if (input.name !== undefined || parentId !== current.parentId) {
              await assertNameFree(trx, parentId, input.name ?? current.name, current.id);
            }
            const price = storedPrice(input, current);
            const row = await trx
              .updateTable('services')
              .set({
                parentId,
                ...(input.name !== undefined ? { name: input.name, nameKey: toNameKey(input.name) } : {}),
                ...(input.description !== undefined ? { description: input.description } : {}),
                ...(input.durationMinutes !== undefined ? { durationMinutes: input.durationMinutes } : {}),
                ...(input.bufferMinutes !== undefined ? { bufferMinutes: input.bufferMinutes } : {}),
                ...price,
                ...(input.displayOrder !== undefined ? { displayOrder: input.displayOrder } : {}),
                ...(input.active !== undefined ? { active: toFlag(input.active) } : {}),
                ...next,
              })
              .where('id', '=', input.id)
              .where('version', '=', input.version)
              .returningAll()
              .executeTakeFirst();
            if (row) await moveChildCount(trx, 'services', current.parentId, row.parentId);
            return row;
          },
        );
        return toService(written);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName('service', 'name', input.name ?? '', ' in this group');
      throw error;
    }
  },

  async delete(db: Kysely<Database>, dialect: SqlDialect, id: number): Promise<void> {
    await writeTransaction(db, async (trx) => {
      // The group comes first in the lock order; a move between this look-up and the delete only
      // breaks the order (the count still follows the row), and a deadlock that causes is retried.
      const seen = await trx.selectFrom('services').select('parentId').where('id', '=', id).executeTakeFirst();
      if (!seen) throw entityNotFound('service', id);
      await lockGroups(trx, dialect, 'services', [seen.parentId]);
      const deleted = await trx.deleteFrom('services').where('id', '=', id).returning('parentId').executeTakeFirst();
      if (!deleted) throw entityNotFound('service', id);
      await adjustChildCount(trx, 'services', deleted.parentId, -1);
    });
  },
};
