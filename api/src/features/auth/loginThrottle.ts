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

/** Throws `TooManyAttempts` while either counter is at its limit, before any password is checked. */
export async function assertNotLocked(db: Kysely<Database>, subject: ThrottleSubject, rules: ThrottleRules, now = Date.now()): Promise<void> {
  const keys = keysFor(subject, rules);
  const rows = await db
    .selectFrom('loginFailures')
    .selectAll()
    .where(
      'key',
      'in',
      keys.map((k) => k.key),
    )
    .where('windowEndsAt', '>', new Date(now).toISOString())
    .execute();
  let lockedUntil = 0;
  for (const row of rows) {
    const limit = keys.find((k) => k.key === row.key)?.limit ?? rules.limit;
    if (Number(row.failures) >= limit) lockedUntil = Math.max(lockedUntil, Date.parse(row.windowEndsAt));
  }
  if (lockedUntil > now) throw new TooManyAttempts(Math.ceil((lockedUntil - now) / 1000));
}

/**
 * Counts one failure on both keys. A single upsert per key keeps the count right when several API
 * instances record failures at once; an expired window restarts at 1.
 */
export async function recordFailure(db: Kysely<Database>, subject: ThrottleSubject, rules: ThrottleRules, now = Date.now()): Promise<void> {
  const nowIso = new Date(now).toISOString();
  const windowEndsAt = new Date(now + rules.windowMs).toISOString();
  for (const { key } of keysFor(subject, rules)) {
    await db
      .insertInto('loginFailures')
      .values({ key, failures: 1, windowEndsAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql<number>`case when login_failures.window_ends_at <= ${nowIso} then 1 else login_failures.failures + 1 end`,
          windowEndsAt: sql<string>`case when login_failures.window_ends_at <= ${nowIso} then ${windowEndsAt} else login_failures.window_ends_at end`,
        }),
      )
      .execute();
  }
}

/** A successful sign-in forgives the username's failures; the address counter keeps running. */
export async function clearFailures(db: Kysely<Database>, subject: ThrottleSubject, rules: ThrottleRules): Promise<void> {
  const [userKey] = keysFor(subject, rules);
  if (userKey) await db.deleteFrom('loginFailures').where('key', '=', userKey.key).execute();
}
