import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Enough for every distinct query the API sends (a few hundred); the oldest goes past that. */
const MAX_STATEMENTS = 500;

/**
 * The database as Kysely's SQLite driver sees it, with prepared statements kept by SQL text. The
 * driver prepares a statement for every query, and preparing (parsing and planning the SQL) was a
 * fifth of an authenticated list call's server time (docs/performance.md). better-sqlite3 runs a
 * statement synchronously to its end, so one statement serves every request; the API never streams
 * (`iterate`), the one use that could leave a statement busy.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last: the Map's order is the eviction order.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
