import type { Kysely } from 'kysely';
import { nowIso } from '../../db/columns';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Longer than anyone reads the Sessions list closely, short enough that "last seen" stays honest. */
const TOUCH_EVERY_MS = 60_000;
const USER_AGENT_MAX = 300;

/** A signed-in browser, recorded when its token is issued. */
export async function recordSession(db: Db, session: { tokenId: string; userId: number; expiresAt: string; userAgent: string }): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('userSessions')
    .values({ id: session.tokenId, userId: session.userId, userAgent: session.userAgent.slice(0, USER_AGENT_MAX), createdAt: now, lastSeenAt: now, expiresAt: session.expiresAt })
    .execute();
}

/** When each token last wrote its "last seen", so most requests cost no write at all. */
const lastTouched = new Map<string, number>();

/** Moves "last seen" forward at most once a minute per session (per instance). */
export async function touchSession(db: Db, tokenId: string, now = Date.now()): Promise<void> {
  const previous = lastTouched.get(tokenId);
  if (previous !== undefined && now - previous < TOUCH_EVERY_MS) return;
  if (lastTouched.size > 5000) lastTouched.clear();
  lastTouched.set(tokenId, now);
  await db.updateTable('userSessions').set({ lastSeenAt: new Date(now).toISOString() }).where('id', '=', tokenId).execute();
}

export interface SessionRow {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string;
}

/** A person's sessions that have not expired nor been signed out, newest first. */
export async function listOpenSessions(db: Db, userId: number): Promise<SessionRow[]> {
  return db
    .selectFrom('userSessions')
    .select(['id', 'createdAt', 'lastSeenAt', 'expiresAt', 'userAgent'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', nowIso())
    .where(({ not, exists, selectFrom, ref }) => not(exists(selectFrom('revokedTokens').select('jti').whereRef('jti', '=', ref('userSessions.id')))))
    .orderBy('lastSeenAt', 'desc')
    .execute();
}

/** Purges what can no longer be listed. */
export async function purgeExpiredSessions(db: Db, now = nowIso()): Promise<void> {
  await db.deleteFrom('userSessions').where('expiresAt', '<', now).execute();
}
