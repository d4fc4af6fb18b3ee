import { rmSync } from 'node:fs';
import { Client } from 'pg';
import { ensurePrivateFile } from '../storage/privateFiles';
import { runTool, toolConnection } from './postgresTools';

/**
 * pg_dump's custom format: compressed, one consistent snapshot while the servers keep running, and
 * restorable table by table. No owners or privileges: the restoring role may be another one.
 */
export async function backupPostgres(databaseUrl: string, backupFile: string): Promise<void> {
  const { dbname, env } = toolConnection(databaseUrl);
  rmSync(backupFile, { force: true });
  // Password hashes and one-time-code secrets go in it: private before pg_dump writes a byte.
  ensurePrivateFile(backupFile);
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${backupFile}`, `--dbname=${dbname}`], env);
}

/** The tables of the database's own schemas (PostgreSQL's catalogues aside). */
export async function postgresTables(databaseUrl: string): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ name: string }>(
      "select table_schema || '.' || table_name as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') order by 1",
    );
    return result.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/**
 * Loads a backup in one transaction: it either all arrives or nothing changes. `replace` first drops
 * what the backup is about to create (the caller checked that the operator asked for it).
 */
export async function restorePostgres(backupFile: string, databaseUrl: string, replace: boolean): Promise<void> {
  const { dbname, env } = toolConnection(databaseUrl);
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`];
  if (replace) args.push('--clean', '--if-exists');
  await runTool('pg_restore', [...args, backupFile], env);
}
