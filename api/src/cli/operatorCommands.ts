import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DatabaseConfig } from '../config';
import { createDatabase } from '../db/createDatabase';
import { UsageError, type CliOutput } from './adminCommands';
import { checkBackupTarget, checkRestoreSource } from './backupFiles';
import { migrate, printMigrationStatus } from './migrationCommands';
import { OperatorError } from './operatorError';
import { backupPostgres, postgresTables, restorePostgres } from './postgresBackup';
import { backupSqlite, restoreSqlite, sqliteTables } from './sqliteBackup';

export const OPERATOR_USAGE = `Database commands (the same DATA_DIR / DATABASE_URL as the server):
  migrate                                     Apply the pending migrations (every server start does this too)
  migrate status                              List the applied and the pending migrations
  backup <file> [--force]                     A consistent backup while the servers run (SQLite file, or pg_dump custom format); --force overwrites <file>
  restore <file> [--force]                    Load a backup into an empty database; --force replaces a database that has tables (stop the servers first)`;

export type OperatorCommand =
  | { command: 'migrate' }
  | { command: 'migrate-status' }
  | { command: 'backup'; file: string; force: boolean }
  | { command: 'restore'; file: string; force: boolean };

export const isOperatorCommand = (name: string | undefined): boolean => name === 'migrate' || name === 'backup' || name === 'restore';

/** `npm run cli -w api` runs in api/: a file name means the folder the operator typed it in (INIT_CWD). */
const typedPath = (file: string): string => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

export function parseOperatorCommand(argv: string[]): OperatorCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { force: { type: 'boolean', default: false } } });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [name, argument, ...extra] = parsed.positionals;
  const force = parsed.values.force;
  if (extra.length > 0) throw new UsageError(`Unexpected extra arguments: ${extra.join(' ')}`);
  if (name === 'migrate') {
    if (force) throw new UsageError('migrate takes no --force.');
    if (argument === undefined) return { command: 'migrate' };
    if (argument === 'status') return { command: 'migrate-status' };
    throw new UsageError(`Unknown migrate command "${argument}": use \`migrate\` or \`migrate status\`.`);
  }
  if (name === 'backup' || name === 'restore') {
    if (!argument) throw new UsageError(`${name} needs a file name, e.g. ${name} nail-or-never.backup`);
    return { command: name, file: typedPath(argument), force };
  }
  throw new UsageError(`Unknown command "${name ?? ''}".`);
}

/** Refuses to replace a database that already has tables, unless the operator said `--force`. */
async function checkRestoreTarget(database: DatabaseConfig, force: boolean): Promise<void> {
  const tables = database.dialect === 'sqlite' ? sqliteTables(database.file) : await postgresTables(database.url);
  if (tables.length === 0 || force) return;
  const where = database.dialect === 'sqlite' ? database.file : 'the database of DATABASE_URL';
  throw new OperatorError(`${where} is not empty (${tables.length} table(s), e.g. ${tables.slice(0, 3).join(', ')}): restore into a new, empty database, or add --force to replace it (stop the servers first).`);
}

export async function runOperatorCommand(database: DatabaseConfig, command: OperatorCommand, output: CliOutput): Promise<void> {
  switch (command.command) {
    case 'migrate':
    case 'migrate-status': {
      const { db, dialect } = createDatabase(database);
      try {
        if (command.command === 'migrate') await migrate(db, dialect, output);
        else await printMigrationStatus(db, dialect, output);
      } finally {
        await db.destroy();
      }
      return;
    }
    case 'backup':
      checkBackupTarget(command.file, command.force);
      if (database.dialect === 'sqlite') await backupSqlite(database.file, command.file);
      else await backupPostgres(database.url, command.file);
      output.out(`Backup written to ${command.file}. Keep it with a copy of the uploads (see docs/deployment.md).`);
      return;
    case 'restore':
      checkRestoreSource(command.file, database.dialect);
      await checkRestoreTarget(database, command.force);
      if (database.dialect === 'sqlite') await restoreSqlite(command.file, database.file);
      else await restorePostgres(command.file, database.url, command.force);
      output.out(`Restored ${command.file}. Starting a server applies any migrations the backup predates.`);
      return;
  }
}
