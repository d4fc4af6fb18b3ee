import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { createDatabase } from '../../src/db/createDatabase';
import { createTestDatabase, type TestDatabase } from './testDatabase';
import { testConfig } from './testApp';

export interface TwoInstances {
  a: FastifyInstance;
  b: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * Two apps on one fresh database, each with its own data folder (as on two machines) and without
 * JWT_SECRET unless `overrides` give one, started at the same moment (both migrate, both offer a
 * signing key); both ready. No administrator yet.
 */
export async function startTwoInstances(overrides: Partial<AppConfig> = {}): Promise<TwoInstances> {
  const dataDirs = [mkdtempSync(path.join(os.tmpdir(), 'nail-api-a-')), mkdtempSync(path.join(os.tmpdir(), 'nail-api-b-'))];
  const database = await createTestDatabase(dataDirs[0] ?? os.tmpdir());
  const started: FastifyInstance[] = [];
  const close = async (): Promise<void> => {
    await Promise.all(started.map((app) => app.close()));
    await database.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  const starts = await Promise.allSettled(
    dataDirs.map(async (dataDir) => {
      const config = testConfig(dataDir, { database: database.config, jwtSecret: { from: 'generated' }, ...overrides });
      const app = await buildApp(config, createDatabase(config.database));
      started.push(app);
      await app.ready();
    }),
  );
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  const [a, b] = started;
  if (!a || !b) throw new Error(`Two instances were expected, ${started.length} started`);
  return { a, b, database, close };
}
