import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/httpErrors';

/**
 * Failed sign-in counting, per username and per client address, in fixed windows. A person at one
 * address may mistype a few accounts, so the address allows more failures than one username does.
 */
export interface ThrottleRules {
  limit: number;
  windowMs: number;
}

export interface ThrottleSubject {
  username: string;
  address: string;
}

const ADDRESS_LIMIT_FACTOR = 4;

interface ThrottleKey {
  key: string;
  limit: number;
}

function keysFor(subject: ThrottleSubject, rules: ThrottleRules): ThrottleKey[] {
  return [
    // Lower-cased so "Admin" and "admin" share one counter even though sign-in is case-sensitive.
    { key: `user:${subject.username.toLowerCase()}`, limit: rules.limit },
    { key: `address:${subject.address}`, limit: rules.limit * ADDRESS_LIMIT_FACTOR },
  ];
}

function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many failed sign-in attempts. Try again in ${describeWait(retryAfterSeconds * 1000)}.`);
  }
}

/**
 * Reserves one attempt on both keys BEFORE any password or code is checked, and throws
 * `TooManyAttempts` when that attempt is over either limit. One upsert per key increments and
 * returns the count in a single statement, so N concurrent guesses take N distinct counts, exactly
 * like N sequential ones: at most `limit` of them ever reach the (slow) hash check. An expired window
 * restarts at 1. An attempt that succeeds is given back (`releaseAttempt`).
 */
export async function reserveAttempt(db: Kysely<Database>, subject: ThrottleSubject, rules: ThrottleRules, now = Date.now()): Promise<void> {
  const nowIso = new Date(now).toISOString();
  const windowEndsAt = new Date(now + rules.windowMs).toISOString();
  let lockedUntil = 0;
  for (const { key, limit } of keysFor(subject, rules)) {
    const row = await db
      .insertInto('loginFailures')
      .values({ key, failures: 1, windowEndsAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql<number>`case when login_failures.window_ends_at <= ${nowIso} then 1 else login_failures.failures + 1 end`,
          windowEndsAt: sql<string>`case when login_failures.window_ends_at <= ${nowIso} then ${windowEndsAt} else login_failures.window_ends_at end`,
        }),
      )
      .returning(['failures', 'windowEndsAt'])
      .executeTakeFirstOrThrow();
    if (Number(row.failures) > limit) lockedUntil = Math.max(lockedUntil, Date.parse(row.windowEndsAt));
  }
  if (lockedUntil > now) throw new TooManyAttempts(Math.ceil((lockedUntil - now) / 1000));
}

/** Gives back one reserved attempt on both keys: that attempt turned out not to be a failure. */
export async function releaseAttempt(db: Kysely<Database>, subject: ThrottleSubject, rules: ThrottleRules): Promise<void> {
  await db
    .updateTable('loginFailures')
    .set({ failures: sql<number>`login_failures.failures - 1` })
    .where(
      'key',
      'in',
      keysFor(subject, rules).map(({ key }) => key),
    )
    .where('failures', '>', 0)
    .execute();
}

/** A successful sign-in forgives the username's failures; the address counter keeps running. */
export async function clearFailures(db: Kysely<Database>, subject: ThrottleSubject, rules: ThrottleRules): Promise<void> {
  const [userKey] = keysFor(subject, rules);
  if (userKey) await db.deleteFrom('loginFailures').where('key', '=', userKey.key).execute();
}
