import type { Kysely } from 'kysely';
import { nowIso } from '../../db/columns';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function revokeToken(db: Db, tokenId: string, expiresAt: string): Promise<void> {
  await db
    .insertInto('revokedTokens')
    .values({ jti: tokenId, expiresAt, revokedAt: nowIso() })
    // Signing out twice with the same token is not an error.
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

/** An expired token is refused for its expiry, so its revocation record is no longer needed. */
export async function purgeExpiredAuthRecords(db: Db, now = nowIso()): Promise<void> {
  await db.deleteFrom('revokedTokens').where('expiresAt', '<', now).execute();
  await db.deleteFrom('loginFailures').where('windowEndsAt', '<', now).execute();
  await db.deleteFrom('userSessions').where('expiresAt', '<', now).execute();
}
