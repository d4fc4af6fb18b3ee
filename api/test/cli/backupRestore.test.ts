import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { runOperatorCommand } from '../../src/cli/operatorCommands';
import type { DatabaseConfig } from '../../src/config';
import { createDatabase } from '../../src/db/createDatabase';
import { migrateToLatest } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { seedEveryTable } from '../support/seedEveryTable';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../support/testDatabase';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const TSX_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const CLI_ENTRY = path.join(REPO_ROOT, 'api', 'src', 'cli.ts');

interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** The real command an operator types, as its own process, pointed at one database. */
function runCli(database: DatabaseConfig, dataDir: string, ...args: string[]): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    ...(database.dialect === 'postgres' ? { DATABASE_URL: database.url } : { SQLITE_FILE: database.file }),
  };
  return new Promise((resolve) => {
    execFile(TSX_BIN, [CLI_ENTRY, ...args], { cwd: REPO_ROOT, env }, (error, out, err) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, out, err });
    });
  });
}

/** Every table (the migration bookkeeping included) and its rows, in an order independent of storage. */
async function everyRow(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const contents: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
    contents[table.name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return contents;
}

/** The same command in this process: fast, for the refusals (the exit codes are proven above by the real one). */
async function refusal(database: DatabaseConfig, command: 'backup' | 'restore', file: string): Promise<string> {
  const printed: string[] = [];
  try {
    await runOperatorCommand(database, { command, file, force: false }, { out: (line) => printed.push(line), err: (line) => printed.push(line) });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error(`${command} ${file} was not refused: ${printed.join(' ')}`);
}

async function withDatabase<T>(config: DatabaseConfig, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db } = createDatabase(config);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

describe(`backup and restore commands (${testDatabaseKind})`, () => {
  let folder: string;
  let source: TestDatabase;
  let target: TestDatabase;
  let seeded: Record<string, string[]>;
  const backupFile = (): string => path.join(folder, 'nail.backup');

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'nail-backup-'));
    source = await createTestDatabase(path.join(folder, 'source'));
    target = await createTestDatabase(path.join(folder, 'target'));
    seeded = await withDatabase(source.config, async (db) => {
      await migrateToLatest(db, source.config.dialect);
      await seedEveryTable(db);
      return everyRow(db);
    });
  }, 60_000);

  afterAll(async () => {
    await source.drop();
    await target.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('the seed fills every table, so the round trip below covers them all', () => {
    const empty = Object.entries(seeded).filter(([, rows]) => rows.length === 0).map(([table]) => table);
    expect(empty).toEqual([]);
    expect(Object.keys(seeded).length).toBeGreaterThanOrEqual(18);
  });

  it('backs up, restores into a fresh database, and every table has the same rows', async () => {
    const backup = await runCli(source.config, folder, 'backup', backupFile());
    expect(backup).toMatchObject({ code: 0, err: '' });
    expect(backup.out).toContain(`Backup written to ${backupFile()}`);

    const restore = await runCli(target.config, folder, 'restore', backupFile());
    expect(restore).toMatchObject({ code: 0, err: '' });
    expect(await withDatabase(target.config, everyRow)).toEqual(seeded);
  }, 60_000);

  it('refuses to restore over a database that has tables, and --force replaces it with the backup', async () => {
    await withDatabase(target.config, (db) => db.insertInto('revokedTokens').values({ jti: 'only-in-target', expiresAt: 'x', revokedAt: 'x' }).execute());
    const refused = await runCli(target.config, folder, 'restore', backupFile());
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/is not empty \(\d+ table\(s\), e\.g\. .*\): restore into a new, empty database, or add --force/);
    expect((await withDatabase(target.config, everyRow)).revoked_tokens).toHaveLength(2);

    const forced = await runCli(target.config, folder, 'restore', backupFile(), '--force');
    expect(forced).toMatchObject({ code: 0, err: '' });
    expect(await withDatabase(target.config, everyRow)).toEqual(seeded);
  }, 60_000);

  it('refuses to overwrite an existing backup file unless --force', async () => {
    expect(await refusal(source.config, 'backup', backupFile())).toBe(`${backupFile()} exists already; choose another name, or add --force to overwrite it.`);
    await runOperatorCommand(source.config, { command: 'backup', file: backupFile(), force: true }, { out: () => undefined, err: () => undefined });
  }, 60_000);

  it('refuses a missing file, a file that is no backup, and a backup of the other database kind, in plain words', async () => {
    const fresh = await createTestDatabase(path.join(folder, 'fresh'));
    try {
      const missing = path.join(folder, 'nope.backup');
      expect(await refusal(fresh.config, 'restore', missing)).toBe(`There is no backup file at ${missing}.`);

      const notes = path.join(folder, 'notes.txt');
      writeFileSync(notes, 'not a backup');
      expect(await refusal(fresh.config, 'restore', notes)).toBe(`${notes} is not a backup made by this command (neither a SQLite file nor a pg_dump custom-format file).`);

      const otherKind = path.join(folder, 'other-kind.backup');
      writeFileSync(otherKind, testDatabaseKind === 'sqlite' ? 'PGDMP\u0001\u000e\u0000' : 'SQLite format 3\u0000');
      expect(await refusal(fresh.config, 'restore', otherKind)).toContain('restore it with the matching DATABASE_URL setting');
      // None of the refusals left anything behind in the database.
      expect(await withDatabase(fresh.config, (db) => db.introspection.getTables({ withInternalKyselyTables: true }))).toEqual([]);
    } finally {
      await fresh.drop();
    }
  }, 60_000);
});
