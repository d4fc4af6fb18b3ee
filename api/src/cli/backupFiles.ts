import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { OperatorError } from './operatorError';

export type BackupKind = 'sqlite' | 'postgres';

/** How each kind of backup file begins: a SQLite database file, or pg_dump's custom format. */
const SIGNATURES: Record<BackupKind, string> = {
  sqlite: 'SQLite format 3\0',
  postgres: 'PGDMP',
};

const DESCRIPTIONS: Record<BackupKind, string> = {
  sqlite: 'a SQLite backup',
  postgres: 'a PostgreSQL backup (pg_dump custom format)',
};

function kindOf(file: string): BackupKind | 'unknown' {
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const text = head.toString('latin1');
  if (text.startsWith(SIGNATURES.sqlite)) return 'sqlite';
  if (text.startsWith(SIGNATURES.postgres)) return 'postgres';
  return 'unknown';
}

/** A backup must not silently replace another file: an operator who means it says `--force`. */
export function checkBackupTarget(file: string, force: boolean): void {
  if (existsSync(file) && !force) throw new OperatorError(`${file} exists already; choose another name, or add --force to overwrite it.`);
}

/** Refuses a restore from a missing file, or from a file this database cannot read, before anything is touched. */
export function checkRestoreSource(file: string, wanted: BackupKind): void {
  if (!existsSync(file) || !statSync(file).isFile()) throw new OperatorError(`There is no backup file at ${file}.`);
  const found = kindOf(file);
  if (found === 'unknown') throw new OperatorError(`${file} is not a backup made by this command (neither a SQLite file nor a pg_dump custom-format file).`);
  if (found !== wanted) throw new OperatorError(`${file} is ${DESCRIPTIONS[found]}, but the configured database is ${wanted === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: restore it with the matching DATABASE_URL setting.`);
}
