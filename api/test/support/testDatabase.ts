import { randomBytes } from 'node:crypto';
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
