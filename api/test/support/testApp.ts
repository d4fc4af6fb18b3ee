import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { createDatabase } from '../../src/db/createDatabase';
import { createAdministrator } from '../../src/features/auth/administrators';
import { createTestDatabase } from './testDatabase';

export interface TestApp {
  app: FastifyInstance;
  /** A valid session token of the test administrator. */
  token: string;
  /** `{ authorization: 'JWT <token>' }`, ready for `app.inject({ headers })`. */
  authHeader: { authorization: string };
  dataDir: string;
  close(): Promise<void>;
}

/** The administrator every test app starts with. */
export const TEST_ADMIN = { username: 'admin', password: 'correct horse battery staple' } as const;

/** The configuration a test app uses: temp folders, silent logs, no static site; `overrides` win. */
export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789', LOG_LEVEL: 'silent' });
  return { ...base, staticSite: null, ...overrides };
}

/**
 * A fully built API on a fresh database (SQLite in a temp folder, or PostgreSQL when
 * TEST_DATABASE=postgres), with one administrator signed in through the real login route.
 * Use `app.inject`; call `close()` in afterAll/afterEach.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nail-api-test-'));
  const database = await createTestDatabase(dataDir);
  const removeAll = async (): Promise<void> => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  let app: FastifyInstance | undefined;
  try {
    const config = testConfig(dataDir, { database: database.config, ...overrides });
    app = await buildApp(config, createDatabase(config.database));
    await createAdministrator(app.db, TEST_ADMIN.username, TEST_ADMIN.password);
    const response = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: TEST_ADMIN });
    const body: unknown = response.json();
    const token = readToken(body);
    if (response.statusCode !== 200 || !token) throw new Error(`Test sign-in failed (${response.statusCode}): ${response.body}`);
    const started = app;
    return {
      app: started,
      token,
      authHeader: { authorization: `JWT ${token}` },
      dataDir,
      close: async () => {
        await started.close();
        await removeAll();
      },
    };
  } catch (error) {
    await app?.close();
    await removeAll();
    throw error;
  }
}

function readToken(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const data = body.data;
  if (typeof data !== 'object' || data === null || !('token' in data)) return undefined;
  return typeof data.token === 'string' ? data.token : undefined;
}

/** Listens on a free port for tests that need real HTTP; returns the base URL (no trailing slash). */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}
