import type { Role } from '@nail-or-never/shared/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeTransaction } from '../../db/writeTransaction';
import { generatePassword, hashPassword, passwordProblem } from './passwords';
import { generateOtpSecret, otpauthUri } from './totp';
import { findUserByUsername, insertUser, listUsers, updateOtp, updatePasswordHash, type User } from './userRepository';

/**
 * Managing administrators: one module shared by the CLI, the first-start code and the tests, so the
 * rules (username shape, password length, hashing) live in one place.
 */

/** A refusal a person can act on; the CLI prints its message as is. */
export class AdministratorError extends Error {
  override name = 'AdministratorError';
}

const USERNAME_PATTERN = /^[\p{L}\p{N}._@-]{1,64}$/u;

export function usernameProblem(username: string): string | null {
  if (username.length === 0) return 'The username must not be empty.';
  if (username.length > 64) return 'The username must have at most 64 characters.';
  if (!USERNAME_PATTERN.test(username)) return 'The username may only contain letters, digits, ".", "_", "@" and "-".';
  return null;
}

export interface AdministratorSummary {
  id: number;
  username: string;
  role: Role;
  active: boolean;
  otpEnabled: boolean;
  createdAt: string;
}

export interface CreatedAdministrator {
  user: AdministratorSummary;
  /** Present when the password was generated: show it once, it is stored only as a hash. */
  generatedPassword: string | null;
}

export interface OtpEnrolment {
  username: string;
  secret: string;
  uri: string;
}

const summarise = (user: User): AdministratorSummary => ({ id: user.id, username: user.username, role: user.role, active: user.active, otpEnabled: user.otpEnabled, createdAt: user.createdAt });

async function requireUser(db: Kysely<Database>, username: string): Promise<User> {
  const user = await findUserByUsername(db, username.trim());
  if (!user) throw new AdministratorError(`There is no administrator called "${username.trim()}".`);
  return user;
}

function checkPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new AdministratorError(problem);
}

/** An owner unless `role` says otherwise: the first administrator must be able to do everything. */
export async function createAdministrator(db: Kysely<Database>, rawUsername: string, password?: string, role: Role = 'owner'): Promise<CreatedAdministrator> {
  const username = rawUsername.trim();
  const problem = usernameProblem(username);
  if (problem) throw new AdministratorError(problem);
  if (password !== undefined) checkPassword(password);
  if (await findUserByUsername(db, username)) throw new AdministratorError(`An administrator called "${username}" already exists.`);
  const chosen = password ?? generatePassword();
  const user = await insertUser(db, username, await hashPassword(chosen), { role });
  return { user: summarise(user), generatedPassword: password === undefined ? chosen : null };
}

/** Returns the generated password when none was given. */
export async function setAdministratorPassword(db: Kysely<Database>, username: string, password?: string): Promise<string | null> {
  const user = await requireUser(db, username);
  if (password !== undefined) checkPassword(password);
  const chosen = password ?? generatePassword();
  await updatePasswordHash(db, user.id, await hashPassword(chosen));
  return password === undefined ? chosen : null;
}

/** `replace` false refuses when OTP is already on, so an enabled authenticator is not broken by accident. */
export async function enrolOtp(db: Kysely<Database>, username: string, replace: boolean): Promise<OtpEnrolment> {
  const user = await requireUser(db, username);
  if (user.otpEnabled && !replace) {
    throw new AdministratorError(`One-time codes are already on for "${user.username}". Use reset-otp to issue a new secret.`);
  }
  const secret = generateOtpSecret();
  await updateOtp(db, user.id, secret);
  return { username: user.username, secret, uri: otpauthUri(secret, user.username) };
}

export async function disableOtp(db: Kysely<Database>, username: string): Promise<void> {
  const user = await requireUser(db, username);
  if (!user.otpEnabled) throw new AdministratorError(`One-time codes are already off for "${user.username}".`);
  await updateOtp(db, user.id, null);
}

export async function listAdministrators(db: Kysely<Database>): Promise<AdministratorSummary[]> {
  return (await listUsers(db)).map(summarise);
}

/** The command line's role change; like the Team page it never leaves the salon without an active owner. */
export async function setAdministratorRole(db: Kysely<Database>, username: string, role: Role): Promise<void> {
  const user = await requireUser(db, username);
  await writeTransaction(db, async (trx) => {
    await trx.updateTable('users').set({ role }).where('id', '=', user.id).execute();
    const owners = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('role', '=', 'owner')
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    if (Number(owners.count) < 1) throw new AdministratorError('The salon needs at least one active owner: make someone else an owner first.');
  });
}
