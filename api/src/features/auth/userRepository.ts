import { sql, type Kysely, type Selectable } from 'kysely';
import { compiledOnce } from '../../db/compiledOnce';
import { nowIso } from '../../db/columns';
import type { Database } from '../../db/schema';
import type { PendingStep, Role } from '@nail-or-never/shared/schemas';
import type { UsersTable } from './authTables';

/** An administrator as the code sees it (booleans as booleans). */
export interface User {
  id: number;
  username: string;
  passwordHash: string;
  otpSecret: string | null;
  otpEnabled: boolean;
  otpLastTimeStep: number | null;
  sessionsValidFrom: string;
  sessionVersion: number;
  createdAt: string;
  updatedAt: string;
  role: Role;
  name: string;
  mustChangePassword: boolean;
  active: boolean;
  otpRequired: boolean;
  otpPendingSecret: string | null;
  employeeId: number | null;
}

type Db = Kysely<Database>;

/** Raising the version in the same statement ends every session issued before it. */
const nextSessionVersion = sql<number>`session_version + 1`;

/** Stored as text; anything unexpected reads as the least powerful role, never as more. */
export function roleOf(text: string): Role {
  return text === 'owner' || text === 'manager' ? text : 'reception';
}

/** What must come first: a temporary password before anything, then codes the owner requires. */
export function pendingStepOf(user: { mustChangePassword: boolean; otpRequired: boolean; otpEnabled: boolean }): PendingStep | null {
  if (user.mustChangePassword) return 'changePassword';
  if (user.otpRequired && !user.otpEnabled) return 'enrolOtp';
  return null;
}

export function toUser(row: Selectable<UsersTable>): User {
  return {
    ...row,
    id: Number(row.id),
    sessionVersion: Number(row.sessionVersion),
    role: roleOf(row.role),
    mustChangePassword: Number(row.mustChangePassword) === 1,
    active: Number(row.active) === 1,
    otpRequired: Number(row.otpRequired) === 1,
    employeeId: row.employeeId === null ? null : Number(row.employeeId),
    otpEnabled: Number(row.otpEnabled) === 1,
    otpLastTimeStep: row.otpLastTimeStep === null ? null : Number(row.otpLastTimeStep),
  };
}

export async function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  return row && toUser(row);
}

/** What the token check needs of a token's administrator. */
export interface SessionHolder {
  id: number;
  username: string;
  name: string;
  role: Role;
  active: boolean;
  otpEnabled: boolean;
  otpRequired: boolean;
  mustChangePassword: boolean;
  sessionVersion: number;
  /** Whether this token was signed out (its id is in `revoked_tokens`). */
  tokenRevoked: boolean;
}

/** Read on every authenticated call: compiled once. */
const selectSessionHolder = compiledOnce(['number', 'string'], (db, userId, tokenId) =>
  db
    .selectFrom('users')
    .select((eb) => [
      'id',
      'username',
      'name',
      'role',
      'active',
      'otpEnabled',
      'otpRequired',
      'mustChangePassword',
      'sessionVersion',
      eb.exists(eb.selectFrom('revokedTokens').select('jti').where('jti', '=', tokenId)).as('tokenRevoked'),
    ])
    .where('id', '=', userId),
);

/**
 * The token check's one query: the administrator and whether the token was revoked, together.
 * Two queries per authenticated request were a third of a list call's server time.
 */
export async function findSessionHolder(db: Db, userId: number, tokenId: string): Promise<SessionHolder | undefined> {
  const [row] = await selectSessionHolder(db, userId, tokenId);
  if (!row) return undefined;
  return {
    id: Number(row.id),
    username: row.username,
    name: row.name,
    role: roleOf(row.role),
    active: Number(row.active) === 1,
    otpEnabled: Number(row.otpEnabled) === 1,
    otpRequired: Number(row.otpRequired) === 1,
    mustChangePassword: Number(row.mustChangePassword) === 1,
    sessionVersion: Number(row.sessionVersion),
    // SQLite answers 0/1, PostgreSQL true/false.
    tokenRevoked: row.tokenRevoked === true || Number(row.tokenRevoked) === 1,
  };
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listUsers(db: Db): Promise<User[]> {
  const rows = await db.selectFrom('users').selectAll().orderBy('username').execute();
  return rows.map(toUser);
}

export interface NewUserDetails {
  role?: Role;
  name?: string;
  mustChangePassword?: boolean;
  employeeId?: number | null;
}

export async function insertUser(db: Db, username: string, passwordHash: string, details: NewUserDetails = {}): Promise<User> {
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({
      username,
      passwordHash,
      otpSecret: null,
      otpEnabled: 0,
      otpLastTimeStep: null,
      sessionsValidFrom: now,
      createdAt: now,
      updatedAt: now,
      role: details.role ?? 'owner',
      name: details.name ?? username,
      mustChangePassword: details.mustChangePassword ? 1 : 0,
      employeeId: details.employeeId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toUser(row);
}

/**
 * A new password also ends every session signed in with the old one. `temporary` marks a password
 * someone else chose (a reset): it must be changed at the next sign-in.
 */
export async function updatePasswordHash(db: Db, id: number, passwordHash: string, temporary = false): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('users')
    .set({ passwordHash, mustChangePassword: temporary ? 1 : 0, sessionsValidFrom: now, sessionVersion: nextSessionVersion, updatedAt: now })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('userSessions').where('userId', '=', id).execute();
}

/** Ends every session of a person at once (deactivation, "sign out the others"): their tokens carry the old version. */
export async function endAllSessions(db: Db, id: number): Promise<void> {
  const now = nowIso();
  await db.updateTable('users').set({ sessionsValidFrom: now, sessionVersion: nextSessionVersion }).where('id', '=', id).execute();
  await db.deleteFrom('userSessions').where('userId', '=', id).execute();
}

/** Turns OTP on with a new secret (or off, with `null`); either way existing sessions end. */
export async function updateOtp(db: Db, id: number, otpSecret: string | null): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('users')
    .set({ otpSecret, otpPendingSecret: null, otpEnabled: otpSecret === null ? 0 : 1, otpLastTimeStep: null, sessionsValidFrom: now, sessionVersion: nextSessionVersion, updatedAt: now })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('userSessions').where('userId', '=', id).execute();
}

/**
 * Records a TOTP time step as used. The condition makes it atomic: of two requests racing with the
 * same code, only one updates the row, so a code works once even across API instances.
 */
export async function claimOtpTimeStep(db: Db, id: number, timeStep: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ otpLastTimeStep: timeStep })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('otpLastTimeStep', 'is', null), eb('otpLastTimeStep', '<', timeStep)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
