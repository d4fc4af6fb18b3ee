import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createDatabase } from '../../src/db/createDatabase';
import { ensureFirstAdministrator } from '../../src/features/auth/firstAdministrator';
import { listUsers } from '../../src/features/auth/userRepository';
import { postJson } from '../support/authRequests';
import { releaseTogether } from '../support/releaseTogether';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { testConfig } from '../support/testApp';

/** An app on an empty database: no administrator yet, unlike `startTestApp`. */
describe('first administrator on an empty database', () => {
  let dataDir: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  let printed: string[];
  const print = (text: string) => void printed.push(text);

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'nail-api-first-admin-'));
    database = await createTestDatabase(dataDir);
    const config = testConfig(dataDir, { database: database.config });
    app = await buildApp(config, createDatabase(config.database));
    printed = [];
  });
  afterEach(async () => {
    await app.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates it from ADMIN_USERNAME / ADMIN_PASSWORD without printing the password', async () => {
    const outcome = await ensureFirstAdministrator(app, { ADMIN_USERNAME: ' owner ', ADMIN_PASSWORD: 'owner-password-1' }, print);
    expect(outcome).toEqual({ created: true, username: 'owner', generatedPassword: null });
    expect(printed.join('\n')).not.toContain('owner-password-1');
    expect((await postJson(app, '/users/login', { username: 'owner', password: 'owner-password-1' })).statusCode).toBe(200);
  });

  it('creates "admin" with a generated password printed once in a box, and does nothing the second time', async () => {
    const outcome = await ensureFirstAdministrator(app, {}, print);
    if (!outcome.created || !outcome.generatedPassword) throw new Error('expected a generated password');
    expect(outcome.username).toBe('admin');
    expect(printed).toHaveLength(1);
    const box = printed[0] ?? '';
    expect(box).toContain(`password: ${outcome.generatedPassword}`);
    expect(box).toContain('username: admin');
    expect(box).toMatch(/shown only once/);
    expect(box).toContain('/admin/login');
    expect((await postJson(app, '/users/login', { username: 'admin', password: outcome.generatedPassword })).statusCode).toBe(200);

    expect(await ensureFirstAdministrator(app, { ADMIN_USERNAME: 'other', ADMIN_PASSWORD: 'other-password-1' }, print)).toEqual({ created: false });
    expect(printed).toHaveLength(1);
    expect((await listUsers(app.db)).map((user) => user.username)).toEqual(['admin']);
  });

  it('refuses a too-short ADMIN_PASSWORD with a message naming the variables', async () => {
    await expect(ensureFirstAdministrator(app, { ADMIN_PASSWORD: 'short' }, print)).rejects.toThrow(
      'Cannot create the first administrator from ADMIN_USERNAME/ADMIN_PASSWORD: The password must have at least 8 characters.',
    );
    expect(await listUsers(app.db)).toEqual([]);
  });
});

describe('first administrator when two instances start together on one empty database', () => {
  let dataDir: string;
  let database: TestDatabase;
  let instances: [FastifyInstance, FastifyInstance];

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'nail-api-first-admin-race-'));
    database = await createTestDatabase(dataDir);
    const config = testConfig(dataDir, { database: database.config });
    instances = [await buildApp(config, createDatabase(config.database)), await buildApp(config, createDatabase(config.database))];
  });
  afterEach(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates exactly one, even when their ADMIN_USERNAME differ', async () => {
    // Different names: the unique username alone would let both in.
    const outcomes = await releaseTogether(
      instances.map((instance, index) => () => ensureFirstAdministrator(instance, { ADMIN_USERNAME: `owner${index}`, ADMIN_PASSWORD: 'owner-password-1' }, () => {})),
    );
    expect(outcomes.filter((outcome) => outcome.created)).toHaveLength(1);
    expect(await listUsers(instances[0].db)).toHaveLength(1);
  });
});
