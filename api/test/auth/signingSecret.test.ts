import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createDatabase } from '../../src/db/createDatabase';
import { getMe } from '../support/authRequests';
import { startTestApp, type TestApp } from '../support/testApp';

/** Without JWT_SECRET the generated key must outlive a restart, or every administrator is signed out. */
describe('the generated signing key', () => {
  let t: TestApp;
  let restarted: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp({ jwtSecret: { from: 'generated' } });
    restarted = await buildApp(t.app.config, createDatabase(t.app.config.database));
  });
  afterAll(async () => {
    await restarted.close();
    await t.close();
  });

  it('is the same after a restart, so a token issued before it still works', async () => {
    expect((await getMe(restarted, t.authHeader)).statusCode).toBe(200);
  });

  it('is a file in the data folder on SQLite only: on PostgreSQL every instance reads it from the database', () => {
    expect(existsSync(path.join(t.dataDir, 'jwt-secret'))).toBe(t.app.dialect === 'sqlite');
  });
});
