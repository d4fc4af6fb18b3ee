import {
  weeklyHoursSchema,
  type Employee,
  type EmployeeCreateInput,
  type EmployeeListQuery,
  type EmployeeUpdateInput,
} from '@nail-or-never/shared/schemas';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { nowIso } from '../../../db/columns';
import { updateVersioned, type VersionTarget } from '../../../db/versionedUpdate';
import type { Database } from '../../../db/schema';
import { badRequest, conflict } from '../../../http/httpErrors';
import type { FileStorage } from '../../../storage/fileStorage';
import { toImageRef } from '../../../storage/imageStore';
import { entityNotFound, isForeignKeyViolation, isUniqueViolation } from '../../../http/recordErrors';
import { imageChangeColumns, type ImageChange } from '../../../storage/imageChange';
import { containsPattern, fromFlag, toCount, toFlag, toNameKey } from '../../../db/columnValues';
import { pageOffset, toPage, type Page } from '../../../db/paging';
import type { EmployeesTable } from '../generalTables';
import { writeTransaction } from '../../../db/writeTransaction';

type Db = Kysely<Database> | Transaction<Database>;

function toEmployee(row: Selectable<EmployeesTable>, serviceIds: number[], storage: FileStorage): Employee {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    jobTitle: row.jobTitle,
    email: row.email,
    phone: row.phone,
    bio: row.bio,
    calendarColor: row.calendarColor,
    serviceIds,
    weeklyHours: weeklyHoursSchema.parse(JSON.parse(row.weeklyHours)),
    bookable: fromFlag(row.bookable),
    active: fromFlag(row.active),
    startDate: row.startDate,
    photo:
      row.imageKey !== null && row.imageWidth !== null && row.imageHeight !== null
        ? toImageRef(storage, row.imageKey, row.imageWidth, row.imageHeight)
        : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

const hasBookings = (count: number) =>
  conflict(
    `This employee has ${count === 1 ? 'a booking' : `${count} bookings`}, which must keep saying who did the work, so they cannot be deleted. Switch off "Active" instead: they leave the calendar and cannot be booked.`,
    { active: 'Deactivate instead of deleting.' },
  );

const duplicateEmail = (email: string) =>
  conflict(`Another employee already uses the email address ${email}. Each employee needs their own.`, {
    email: 'Another employee already uses this address.',
  });

/** Service ids of several employees at once, in one query, each list sorted. */
async function serviceIdsOf(db: Db, employeeIds: number[]): Promise<Map<number, number[]>> {
  const byEmployee = new Map<number, number[]>(employeeIds.map((id) => [id, []]));
  if (employeeIds.length === 0) return byEmployee;
  const rows = await db
    .selectFrom('employeeServices')
    .select(['employeeId', 'serviceId'])
    .where('employeeId', 'in', employeeIds)
    .orderBy('serviceId')
    .execute();
  for (const row of rows) byEmployee.get(row.employeeId)?.push(row.serviceId);
  return byEmployee;
}

/** Every chosen service must exist: name the missing ones instead of silently dropping them. */
async function assertServicesExist(db: Db, serviceIds: number[]): Promise<void> {
  if (serviceIds.length === 0) return;
  const found = await db.selectFrom('services').select('id').where('id', 'in', serviceIds).execute();
  const known = new Set(found.map((row) => row.id));
  const missing = serviceIds.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw badRequest(`Some chosen services no longer exist (id ${missing.join(', ')}). Reload the list and choose again.`, {
      serviceIds: 'Some chosen services no longer exist.',
    });
  }
}

async function replaceServices(trx: Transaction<Database>, employeeId: number, serviceIds: number[]): Promise<void> {
  await trx.deleteFrom('employeeServices').where('employeeId', '=', employeeId).execute();
  if (serviceIds.length > 0) {
    await trx.insertInto('employeeServices').values(serviceIds.map((serviceId) => ({ employeeId, serviceId }))).execute();
  }
}

function filtered(db: Db, query: Pick<EmployeeListQuery, 'q' | 'status'>) {
  let select = db.selectFrom('employees');
  if (query.status !== 'all') select = select.where('active', '=', query.status === 'active' ? 1 : 0);
  if (query.q) {
    const pattern = containsPattern(query.q);
    select = select.where((eb) =>
      eb.or([
        sql<boolean>`${sql.ref('nameKey')} like ${pattern} escape '\\'`,
        sql<boolean>`${sql.ref('emailKey')} like ${pattern} escape '\\'`,
        sql<boolean>`lower(${sql.ref('jobTitle')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return select;
}

const nameKeyOf = (firstName: string, lastName: string) => toNameKey(`${firstName} ${lastName}`);

async function withServices(db: Db, storage: FileStorage, row: Selectable<EmployeesTable>): Promise<Employee> {
  return toEmployee(row, (await serviceIdsOf(db, [row.id])).get(row.id) ?? [], storage);
}

export const employeeRepository = {
  /** A page of employees by last and first name; `q` matches name, job title or email. */
  async list(db: Db, storage: FileStorage, query: EmployeeListQuery): Promise<Page<Employee>> {
    const [rows, count] = await Promise.all([
      filtered(db, query).selectAll().orderBy('lastName').orderBy('firstName').orderBy('id').limit(query.limit).offset(pageOffset(query)).execute(),
      filtered(db, query)
        .select((eb) => eb.fn.countAll().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    const services = await serviceIdsOf(
      db,
      rows.map((row) => row.id),
    );
    return toPage(
      rows.map((row) => toEmployee(row, services.get(row.id) ?? [], storage)),
      query,
      toCount(count.total),
    );
  },

  async get(db: Db, storage: FileStorage, id: number): Promise<Employee> {
    const row = await db.selectFrom('employees').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw entityNotFound('employee', id);
    return withServices(db, storage, row);
  },

  async create(db: Kysely<Database>, storage: FileStorage, input: EmployeeCreateInput): Promise<Employee> {
    try {
      return await writeTransaction(db, async (trx) => {
        await assertServicesExist(trx, input.serviceIds);
        const now = nowIso();
        const row = await trx
          .insertInto('employees')
          .values({
            firstName: input.firstName,
            lastName: input.lastName,
            nameKey: nameKeyOf(input.firstName, input.lastName),
            jobTitle: input.jobTitle,
            email: input.email,
            emailKey: input.email.toLowerCase(),
            phone: input.phone,
            bio: input.bio,
            calendarColor: input.calendarColor,
            weeklyHours: JSON.stringify(input.weeklyHours),
            bookable: toFlag(input.bookable),
            active: toFlag(input.active),
            startDate: input.startDate,
            createdAt: now,
            updatedAt: now,
            version: 1,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await replaceServices(trx, row.id, input.serviceIds);
        return withServices(trx, storage, row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateEmail(input.email);
      throw error;
    }
  },

  async update(db: Kysely<Database>, storage: FileStorage, input: EmployeeUpdateInput): Promise<Employee> {
    try {
      return await writeTransaction(db, async (trx) => {
        const { written } = await updateVersioned(
          'employee',
          input,
          () => trx.selectFrom('employees').selectAll().where('id', '=', input.id).executeTakeFirst(),
          async (current, next) => {
            if (input.serviceIds) await assertServicesExist(trx, input.serviceIds);
            const firstName = input.firstName ?? current.firstName;
            const lastName = input.lastName ?? current.lastName;
            return trx
              .updateTable('employees')
              .set({
                firstName,
                lastName,
                nameKey: nameKeyOf(firstName, lastName),
                ...(input.jobTitle !== undefined ? { jobTitle: input.jobTitle } : {}),
                ...(input.email !== undefined ? { email: input.email, emailKey: input.email.toLowerCase() } : {}),
                ...(input.phone !== undefined ? { phone: input.phone } : {}),
                ...(input.bio !== undefined ? { bio: input.bio } : {}),
                ...(input.calendarColor !== undefined ? { calendarColor: input.calendarColor } : {}),
                ...(input.weeklyHours !== undefined ? { weeklyHours: JSON.stringify(input.weeklyHours) } : {}),
                ...(input.bookable !== undefined ? { bookable: toFlag(input.bookable) } : {}),
                ...(input.active !== undefined ? { active: toFlag(input.active) } : {}),
                ...(input.startDate !== undefined ? { startDate: input.startDate } : {}),
                ...next,
              })
              .where('id', '=', input.id)
              .where('version', '=', input.version)
              .returningAll()
              .executeTakeFirst();
          },
        );
        if (input.serviceIds) await replaceServices(trx, written.id, input.serviceIds);
        return withServices(trx, storage, written);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateEmail(input.email ?? '');
      throw error;
    }
  },

  /** Sets, replaces or removes the photo; returns the old file's key to delete after the commit. */
  async changePhoto(
    db: Kysely<Database>,
    storage: FileStorage,
    target: VersionTarget,
    change: ImageChange,
  ): Promise<{ employee: Employee; replacedImageKey: string | null }> {
    return writeTransaction(db, async (trx) => {
      const { current, written } = await updateVersioned(
        'employee',
        target,
        () => trx.selectFrom('employees').selectAll().where('id', '=', target.id).executeTakeFirst(),
        (_current, next) =>
          trx
            .updateTable('employees')
            .set({
              ...imageChangeColumns(change),
              ...next,
            })
            .where('id', '=', target.id)
            .where('version', '=', target.version)
            .returningAll()
            .executeTakeFirst(),
      );
      return { employee: await withServices(trx, storage, written), replacedImageKey: change.kind !== 'keep' ? current.imageKey : null };
    });
  },

  /**
   * Returns the photo key to delete after the commit. An employee who has bookings stays (their
   * bookings must keep saying who did the work): the answer says to deactivate them instead. The
   * foreign key from booking items is the last guard against a booking made in between.
   */
  async delete(db: Kysely<Database>, id: number): Promise<{ imageKey: string | null }> {
    try {
      return await writeTransaction(db, async (trx) => {
        const { total } = await trx
          .selectFrom('bookingItems')
          .select((eb) => eb.fn.count<number>('bookingId').distinct().as('total'))
          .where('employeeId', '=', id)
          .executeTakeFirstOrThrow();
        if (toCount(total) > 0) throw hasBookings(toCount(total));
        const deleted = await trx.deleteFrom('employees').where('id', '=', id).returning('imageKey').executeTakeFirst();
        if (!deleted) throw entityNotFound('employee', id);
        return { imageKey: deleted.imageKey };
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw hasBookings(1);
      throw error;
    }
  },
};
