import { TEAM_MESSAGES, type Role, type TeamMember } from '@nail-or-never/shared/schemas';
import type { Kysely, Transaction } from 'kysely';
import { lockForTransaction } from '../../../db/advisoryLocks';
import { nowIso } from '../../../db/columns';
import type { SqlDialect } from '../../../db/createDatabase';
import type { Database } from '../../../db/schema';
import { writeTransaction } from '../../../db/writeTransaction';
import { conflict, HttpError } from '../../../http/httpErrors';
import { toUser, type User } from '../userRepository';

type Db = Kysely<Database>;

export function toMember(user: User, lastSeenAt: string | null): TeamMember {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    role: user.role,
    active: user.active,
    otpEnabled: user.otpEnabled,
    otpRequired: user.otpRequired,
    mustChangePassword: user.mustChangePassword,
    employeeId: user.employeeId,
    lastSeenAt,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** What the history may keep of a person: never the hash, the secrets or the session version. */
export function memberFields(user: User): Record<string, unknown> {
  return { username: user.username, name: user.name, role: user.role, active: user.active, otpRequired: user.otpRequired, otpEnabled: user.otpEnabled, employeeId: user.employeeId };
}

async function lastSeen(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('userSessions').select((eb) => eb.fn.max('lastSeenAt').as('at')).where('userId', '=', userId).executeTakeFirst();
  return row?.at ?? null;
}

export async function listMembers(db: Db): Promise<TeamMember[]> {
  const rows = await db.selectFrom('users').selectAll().orderBy('name').orderBy('id').execute();
  const seen = await db.selectFrom('userSessions').select((eb) => ['userId', eb.fn.max('lastSeenAt').as('at')]).groupBy('userId').execute();
  const seenBy = new Map(seen.map((row) => [Number(row.userId), row.at]));
  return rows.map((row) => toMember(toUser(row), seenBy.get(Number(row.id)) ?? null));
}

export async function findMember(db: Db, id: number): Promise<User> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, TEAM_MESSAGES.personMissing);
  return toUser(row);
}

export async function memberOf(db: Db, id: number): Promise<TeamMember> {
  return toMember(await findMember(db, id), await lastSeen(db, id));
}

/**
 * Runs a change that could leave the salon without an active owner: under one lock (PostgreSQL), so
 * two owners demoting each other at the same moment cannot both succeed; SQLite serialises writers.
 * `change` runs first, then the count: if no active owner is left the transaction rolls back (409).
 */
export async function keepingAnOwner<T>(db: Db, dialect: SqlDialect, change: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return writeTransaction(db, async (trx) => {
    await lockForTransaction(trx, dialect, 'teamOwners');
    const result = await change(trx);
    const row = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('role', '=', 'owner')
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    if (Number(row.count) < 1) throw conflict(TEAM_MESSAGES.lastOwner);
    return result;
  });
}

export async function setRole(trx: Transaction<Database>, id: number, role: Role): Promise<void> {
  await trx.updateTable('users').set({ role, updatedAt: nowIso() }).where('id', '=', id).execute();
}

export async function setActive(trx: Transaction<Database>, id: number, active: boolean): Promise<void> {
  await trx.updateTable('users').set({ active: active ? 1 : 0, updatedAt: nowIso() }).where('id', '=', id).execute();
}
