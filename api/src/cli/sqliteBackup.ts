import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { ensurePrivateFile } from '../storage/privateFiles';
import { OperatorError } from './operatorError';

/**
 * A consistent copy of a live database through SQLite's online backup API: the servers may keep
 * reading and writing meanwhile (a plain file copy could catch a half-written page or miss the WAL).
 */
export async function backupSqlite(databaseFile: string, backupFile: string): Promise<void> {
  if (!existsSync(databaseFile)) throw new OperatorError(`There is no database at ${databaseFile} to back up (check DATA_DIR / SQLITE_FILE).`);
  const source = new SqliteDatabase(databaseFile, { readonly: true, fileMustExist: true });
  try {
    rmSync(backupFile, { force: true });
    // Password hashes and one-time-code secrets go in it: private before the first page is written.
    ensurePrivateFile(backupFile);
    await source.backup(backupFile);
  } finally {
    source.close();
  }
}

/** The user tables of a database file; empty when the file does not exist yet. */
export function sqliteTables(databaseFile: string): string[] {
  if (!existsSync(databaseFile)) return [];
  const database = new SqliteDatabase(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = database.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as Array<{ name: string }>;
    return rows.map((row) => row.name);
  } finally {
    database.close();
  }
}

/** Copies a backup into the database file; the caller has made sure the target may be replaced. */
export async function restoreSqlite(backupFile: string, databaseFile: string): Promise<void> {
  // A replaced database must not keep the old one's write-ahead log: SQLite would replay it.
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${databaseFile}${suffix}`, { force: true });
  // A new database may live in a folder that does not exist yet, as the server would create it.
  mkdirSync(path.dirname(databaseFile), { recursive: true, mode: 0o700 });
  const source = new SqliteDatabase(backupFile, { readonly: true, fileMustExist: true });
  try {
    ensurePrivateFile(databaseFile);
    await source.backup(databaseFile);
  } finally {
    source.close();
  }
}
