import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DatabaseConfig } from '../../src/config';

/** Which database the API tests run on: SQLite unless `TEST_DATABASE=postgres` (see `npm run test:pg -w api`). */
export const testDatabaseKind: 'sqlite' | 'postgres' = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

function serverUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) {
    throw new Error('TEST_DATABASE=postgres needs TEST_POSTGRES_URL; run the suite with `npm run test:pg -w api`, which starts a server.');
  }
  return url;
}

async function onServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database: a SQLite file in `dataDir`, or a new PostgreSQL database per call. */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  if (testDatabaseKind === 'sqlite') {
    return { config: { dialect: 'sqlite', file: path.join(dataDir, 'test.sqlite') }, drop: async () => {} };
  }
  // Random lowercase letters and digits only: safe to splice into CREATE/DROP DATABASE.
  const name = `test_${randomBytes(8).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    config: { dialect: 'postgres', url: url.toString() },
    drop: () => onServer(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

/** A prepared database that each test gets a copy of. */
export interface DatabaseTemplate {
  /** A new database holding what the template holds: a copied file, or `CREATE DATABASE … TEMPLATE`. */
  copy(dataDir: string): Promise<TestDatabase>;
  remove(): Promise<void>;
}

/**
 * Runs `prepare` once on a new database (it must close every connection it opened) and hands out
 * copies of the result. Copying a migrated database is a file copy; migrating one took most of an
 * API test's set-up, on PostgreSQL more than a second on this machine.
 */
export async function createDatabaseTemplate(prepare: (config: DatabaseConfig, dataDir: string) => Promise<void>): Promise<DatabaseTemplate> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nail-api-template-'));
  if (testDatabaseKind === 'sqlite') {
    const file = path.join(dataDir, 'template.sqlite');
    await prepare({ dialect: 'sqlite', file }, dataDir);
    return {
      copy: async (target) => {
        // A closed SQLite database is one file (its WAL is checkpointed into it on close).
        copyFileSync(file, path.join(target, 'test.sqlite'));
        return { config: { dialect: 'sqlite', file: path.join(target, 'test.sqlite') }, drop: async () => {} };
      },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const template = await createTestDatabase(dataDir);
  if (template.config.dialect !== 'postgres') throw new Error('A PostgreSQL template needs a PostgreSQL database.');
  const templateName = new URL(template.config.url).pathname.slice(1);
  await prepare(template.config, dataDir);
  return {
    copy: async () => {
      const name = `test_${randomBytes(8).toString('hex')}`;
      await onServer((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`));
      const url = new URL(serverUrl());
      url.pathname = `/${name}`;
      return {
        config: { dialect: 'postgres', url: url.toString() },
        drop: () => onServer(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
      };
    },
    remove: async () => {
      await template.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
