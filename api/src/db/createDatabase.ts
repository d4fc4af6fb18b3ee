import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import { ensurePrivateFile } from '../storage/privateFiles';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';

export type SqlDialect = DatabaseConfig['dialect'];

/** On PostgreSQL the pool too: the shared request limit's store queries it directly. */
export type DatabaseHandle = { db: Kysely<Database>; dialect: 'sqlite' } | { db: Kysely<Database>; dialect: 'postgres'; pool: Pool };

/** Connections one API process opens to PostgreSQL at most: also how many transactions can wait at once. */
export const POSTGRES_POOL_SIZE = 10;

export function createDatabase(config: DatabaseConfig): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (config.dialect === 'postgres') {
    const pool = new Pool({ connectionString: config.url, max: POSTGRES_POOL_SIZE });
    // An idle connection the server closes (restart, failover, DROP DATABASE ... FORCE in tests) is
    // reported as a pool 'error'; unheard, that event would crash the process. The pool replaces the
    // connection on next use, so noting it is enough.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }), dialect: 'postgres', pool };
  }
  mkdirSync(path.dirname(config.file), { recursive: true, mode: 0o700 });
  // Password hashes and one-time-code secrets live here; the WAL files inherit this file's mode.
  ensurePrivateFile(config.file);
  const sqlite = new SqliteDatabase(config.file);
  // WAL lets readers proceed while a write commits; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins }), dialect: 'sqlite' };
}
