import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import { nowIso } from '../../db/columns';
import type { SqlDialect } from '../../db/createDatabase';
import type { Database } from '../../db/schema';

/** The row of `signing_keys` that holds the generated token-signing key. */
const JWT_KEY_NAME = 'jwt';

const newSecret = (): string => randomBytes(48).toString('base64url');

/**
 * The token-signing key must survive restarts (or every administrator is signed out) and be the same
 * on every instance (or a token from one is refused by the next). JWT_SECRET wins when set. Otherwise
 * on PostgreSQL the first instance to start stores a generated key and all read it back; on SQLite,
 * one machine, it is a file in the data folder.
 */
export async function loadSigningSecret(config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>, db: Kysely<Database>, dialect: SqlDialect): Promise<Uint8Array> {
  if (config.jwtSecret.from === 'environment') return config.jwtSecret.secret;
  const text = dialect === 'postgres' ? await sharedSecret(db) : fileSecret(config.dataDir);
  return new TextEncoder().encode(text);
}

/**
 * Instances starting together each offer a key; the primary key lets exactly one offer in and the
 * others do nothing, so reading afterwards gives every instance the winner's key.
 */
async function sharedSecret(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('signingKeys')
    .values({ name: JWT_KEY_NAME, secret: newSecret(), createdAt: nowIso() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('signingKeys').select('secret').where('name', '=', JWT_KEY_NAME).executeTakeFirstOrThrow();
  return row.secret;
}

function fileSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    // `wx` creates only when missing: of two processes on one folder, the second keeps the first's key.
    writeFileSync(file, newSecret(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
