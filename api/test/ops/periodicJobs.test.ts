import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../support/testApp';
import { until } from '../support/until';

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);

/** The housekeeping must keep running on a server that stays up for weeks, not only at its start. */
describe('periodic housekeeping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ periodicWork: { orphanSweepEveryMs: 100, expiredRowPurgeEveryMs: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('removes an unused old picture file that appears after the start', async () => {
    const folder = path.join(t.app.config.uploadsDir, 'images');
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, `${randomUUID()}.webp`);
    writeFileSync(file, 'x');
    utimesSync(file, TWO_HOURS_AGO, TWO_HOURS_AGO);
    await until(() => !existsSync(file), 'a later sweep to remove the file');
  });

  it('purges revocations and failed sign-in windows that expire after the start', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    await t.app.db.insertInto('revokedTokens').values({ jti: randomUUID(), expiresAt: past, revokedAt: past }).execute();
    await t.app.db.insertInto('loginFailures').values({ key: `user:${randomUUID()}`, failures: 3, windowEndsAt: past }).execute();
    const leftOver = async (): Promise<number> =>
      (await t.app.db.selectFrom('revokedTokens').select('jti').where('expiresAt', '<=', past).execute()).length +
      (await t.app.db.selectFrom('loginFailures').select('key').where('windowEndsAt', '<=', past).execute()).length;
    await until(async () => (await leftOver()) === 0, 'a later purge to delete the expired rows');
  });
});
