import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { createDatabase } from '../../src/db/createDatabase';
import { createAdministrator } from '../../src/features/auth/administrators';
import { startS3Server, type TestS3Server } from './s3Server';
import { createDatabaseTemplate, type DatabaseTemplate } from './testDatabase';

/** Which backend keeps the test apps' pictures: the local folder unless `TEST_STORAGE=s3` (the S3 step of `npm test`). */
export const testStorageKind: 'local' | 's3' = process.env.TEST_STORAGE === 's3' ? 's3' : 'local';

export interface TestAppOptions {
  /** Overrides TEST_STORAGE, for suites about one backend. */
  storage?: 'local' | 's3';
  /** See `S3ServerOptions`: only for suites that list or probe the bucket. */
  lenientSignatures?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  /** A valid session token of the test administrator. */
  token: string;
  /** `{ authorization: 'JWT <token>' }`, ready for `app.inject({ headers })`. */
  authHeader: { authorization: string };
  dataDir: string;
  /** The in-process S3 server holding the pictures, or null when they are in the local folder. */
  s3: TestS3Server | null;
  /** Every stored file's key, read straight from the backend (never through the API's own storage code). */
  storedKeys(): string[];
  /** The bytes stored under `key`, read the same way; null when absent. */
  storedBytes(key: string): Buffer | null;
  close(): Promise<void>;
}

/** The administrator every test app starts with. */
export const TEST_ADMIN = { username: 'admin', password: 'correct horse battery staple' } as const;

/** The configuration a test app uses: temp folders, silent logs, no static site; `overrides` win. */
export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789', LOG_LEVEL: 'silent' });
  return { ...base, staticSite: null, ...overrides };
}

/** This test file's migrated database with the test administrator, made by its first test app. */
let template: Promise<DatabaseTemplate> | null = null;

function migratedTemplate(): Promise<DatabaseTemplate> {
  template ??= createDatabaseTemplate(async (config, dataDir) => {
    const app = await buildApp(testConfig(dataDir, { database: config, storage: { kind: 'local' } }), createDatabase(config));
    try {
      await createAdministrator(app.db, TEST_ADMIN.username, TEST_ADMIN.password);
    } finally {
      await app.close();
    }
  });
  return template;
}

/** Removes this file's template database (jestSetup.ts calls it after the file's tests). */
export async function removeTestAppTemplate(): Promise<void> {
  const made = template;
  template = null;
  await (await made)?.remove();
}

/**
 * A fully built API on a fresh database (SQLite in a temp folder, or PostgreSQL when
 * TEST_DATABASE=postgres) — a copy of the file's migrated template — with one administrator signed
 * in through the real login route. Use `app.inject`; call `close()` in afterAll/afterEach.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nail-api-test-'));
  const database = await (await migratedTemplate()).copy(dataDir);
  let s3: TestS3Server | null = null;
  const removeAll = async (): Promise<void> => {
    await s3?.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  let app: FastifyInstance | undefined;
  try {
    if ((options.storage ?? testStorageKind) === 's3') s3 = await startS3Server({ lenientSignatures: options.lenientSignatures ?? false });
    const storage = s3 ? s3.settings : ({ kind: 'local' } as const);
    const config = testConfig(dataDir, { database: database.config, storage, ...overrides });
    app = await buildApp(config, createDatabase(config.database));
    const response = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: TEST_ADMIN });
    const body: unknown = response.json();
    const token = readToken(body);
    if (response.statusCode !== 200 || !token) throw new Error(`Test sign-in failed (${response.statusCode}): ${response.body}`);
    const started = app;
    const uploadsDir = config.uploadsDir;
    const bucket = s3;
    return {
      app: started,
      token,
      authHeader: { authorization: `JWT ${token}` },
      dataDir,
      s3: bucket,
      storedKeys: () => {
        const local = filesUnder(uploadsDir);
        if (!bucket) return local;
        // With a bucket configured, nothing may land in the local folder.
        if (local.length > 0) throw new Error(`Pictures written to the local folder although S3 is configured: ${local.join(', ')}`);
        return bucket.storedKeys();
      },
      storedBytes: (key) => (bucket ? bucket.storedBytes(key) : readLocal(uploadsDir, key)),
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

/** Every file under `root`, as `/`-separated keys relative to it. */
function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  } catch {
    return [];
  }
}

function readLocal(root: string, key: string): Buffer | null {
  try {
    return readFileSync(path.join(root, ...key.split('/')));
  } catch {
    return null;
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

/**
 * The app's clock (`config.mail.now`: e-mails, and which bookings are past or have started), held
 * by the test: `clock.overrides` goes to `startTestApp`, `clock.set` moves it. Suites whose
 * bookings sit on fixed dates set it before them, so "now" never depends on the day the tests run.
 */
export interface TestClock {
  overrides: Partial<AppConfig>;
  set(iso: string): void;
  now(): number;
}

export function testClock(startIso: string): TestClock {
  let now = Date.parse(startIso);
  // The mail settings a test app has, read from a throw-away folder (the data folder may not be a shared one such as /tmp).
  const folder = mkdtempSync(path.join(os.tmpdir(), 'nail-clock-'));
  const mail = testConfig(folder).mail;
  rmSync(folder, { recursive: true, force: true });
  return {
    overrides: { mail: { ...mail, now: () => now } },
    set: (iso) => {
      now = Date.parse(iso);
    },
    now: () => now,
  };
}
