import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../src/app';
import { createAdministrator } from '../../src/features/auth/administrators';
import { loadConfig } from '../../src/config';
import { testConfig } from '../support/testApp';

const modeOf = (file: string): number => statSync(file).mode & 0o777;

/** Always SQLite: these are the files the embedded database writes, whichever database the suite runs on. */
describe('private data files', () => {
  let dataDir: string;
  let app: App | undefined;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'nail-private-'));
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the data folder 0700 and the database, its WAL files, the key and uploads 0600', async () => {
    const folder = path.join(dataDir, 'data');
    const config = testConfig(folder, { database: { dialect: 'sqlite', file: path.join(folder, 'db.sqlite') }, uploadsDir: path.join(folder, 'uploads') });
    app = await buildApp({ ...config });
    await createAdministrator(app.db, 'someone', 'a long enough password');
    await app.storage.put('abc/picture.webp', Buffer.from('x'), 'image/webp');

    expect(modeOf(folder)).toBe(0o700);
    expect(modeOf(path.join(folder, 'uploads'))).toBe(0o700);
    expect(modeOf(path.join(folder, 'uploads', 'abc'))).toBe(0o700);
    for (const file of ['db.sqlite', 'db.sqlite-wal', 'db.sqlite-shm', 'uploads/abc/picture.webp']) {
      expect([file, modeOf(path.join(folder, file))]).toEqual([file, 0o600]);
    }
  });

  it('makes files of an older install private at start', async () => {
    chmodSync(dataDir, 0o755);
    const old = path.join(dataDir, 'left-over.sqlite');
    writeFileSync(old, '', { mode: 0o644 });
    chmodSync(old, 0o644);
    const config = testConfig(dataDir, { database: { dialect: 'sqlite', file: path.join(dataDir, 'db.sqlite') } });
    app = await buildApp(config);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(old)).toBe(0o600);
  });

  it('refuses a folder all users share (as /tmp) as the data folder, and never locks one up', async () => {
    chmodSync(dataDir, 0o1777);
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(`${dataDir} is a folder all users share: give the server a folder of its own inside it`);
    expect(statSync(dataDir).mode & 0o7777).toBe(0o1777);

    // A shared folder inside the data folder (someone pointed a scratch dir there) is left as it is.
    const own = path.join(dataDir, 'own');
    const scratch = path.join(own, 'scratch');
    const config = testConfig(own, { database: { dialect: 'sqlite', file: path.join(own, 'db.sqlite') } });
    mkdirSync(scratch);
    chmodSync(scratch, 0o1777);
    app = await buildApp(config);
    expect(modeOf(own)).toBe(0o700);
    expect(statSync(scratch).mode & 0o7777).toBe(0o1777);
  });
});
