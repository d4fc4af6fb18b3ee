import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { createDatabase } from '../../src/db/createDatabase';
import { catalogClient, dataOf, fileOfUrl, makePhoto } from '../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../support/testApp';

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);

/** The files an upload leaves when the process dies before its row commits. */
function writeCrashLeftovers(uploadsDir: string, age: Date | null): string[] {
  const folder = path.join(uploadsDir, 'images');
  mkdirSync(folder, { recursive: true });
  const key = randomUUID();
  const names = [`${key}.webp`, `${key}.thumb.webp`, `${key}.webp.${randomUUID()}.partial`];
  for (const name of names) {
    const file = path.join(folder, name);
    writeFileSync(file, 'x');
    if (age) utimesSync(file, age, age);
  }
  return names.map((name) => path.join(folder, name));
}

describe('the orphan picture sweep after a crash during uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('removes, on the next start, old files no row uses, and keeps used and recent ones', async () => {
    const api = catalogClient(t);
    const group = dataOf<{ image: { url: string; thumbnailUrl: string } }>(await api.postForm('/services-parent', { name: 'Hands' }, { content: await makePhoto() }));
    const used = [fileOfUrl(t, group.image.url), fileOfUrl(t, group.image.thumbnailUrl)];
    for (const file of used) utimesSync(file, TWO_HOURS_AGO, TWO_HOURS_AGO);
    const orphans = [...writeCrashLeftovers(t.app.config.uploadsDir, TWO_HOURS_AGO), ...writeCrashLeftovers(t.app.config.uploadsDir, TWO_HOURS_AGO)];
    const recent = writeCrashLeftovers(t.app.config.uploadsDir, null);

    // The restarted server: same data folder and database.
    const restarted = await buildApp(t.app.config, createDatabase(t.app.config.database));
    try {
      await restarted.ready();
    } finally {
      await restarted.close();
    }
    expect(orphans.filter((file) => existsSync(file))).toEqual([]);
    expect([...used, ...recent].filter((file) => !existsSync(file))).toEqual([]);
  });
});
