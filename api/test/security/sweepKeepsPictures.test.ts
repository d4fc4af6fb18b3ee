import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AboutPage, ImageRef } from '@nail-or-never/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { createDatabase } from '../../src/db/createDatabase';
import { pictureKeysIn } from '../../src/storage/pictureRegistry';
import { catalogClient, dataOf, fileOfUrl, makePhoto } from '../catalog/catalogTestKit';
import { multipartRoutes } from '../support/openApiRoutes';
import { PICTURE_UPLOADS } from '../support/pictureUploads';
import { columnName, registeredColumns, schemaColumns } from '../support/schemaColumns';
import { startTestApp, type TestApp } from '../support/testApp';

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const imagesFolder = (): string => path.join(t.dataDir, 'uploads', 'images');

/** A picture's two files written straight to the folder, as a crash or a failed delete leaves them; returns its key. */
function writeLooseFiles(): string {
  const id = randomUUID();
  for (const name of [`${id}.webp`, `${id}.thumb.webp`]) writeFileSync(path.join(imagesFolder(), name), 'x');
  return `images/${id}`;
}

const filesOf = (key: string): string[] => [`${key}.webp`, `${key}.thumb.webp`].map((name) => path.join(t.dataDir, 'uploads', name));

/** The columns, of every table, in which some row mentions a picture key (read with the database's own names). */
async function columnsMentioningPictures(db: FastifyInstance['db']): Promise<string[]> {
  const raw = db.withoutPlugins();
  const found: string[] = [];
  for (const column of await schemaColumns(db)) {
    // The history quotes records as they were, picture addresses included: a record of a past
    // state, never a reason to keep a picture nobody uses any more.
    if (!/text|char/i.test(column.dataType) || column.table === 'history') continue;
    const { rows } = await sql<{ value: string }>`select ${sql.ref(column.column)} as value from ${sql.table(column.table)} where ${sql.ref(column.column)} like ${'%images/%'}`.execute(raw);
    if (rows.some((row) => pictureKeysIn(row.value).length > 0)) found.push(columnName(column));
  }
  return found.sort();
}

describe('the orphan picture sweep on a restart', () => {
  it('exercises every picture route of the OpenAPI document', async () => {
    const routes = (await multipartRoutes(t)).map((route) => route.label);

    expect(Object.keys(PICTURE_UPLOADS).sort()).toEqual(routes);
  });

  it('keeps, however old, every picture a row points at, and removes only old files nothing names', async () => {
    const api = catalogClient(t);
    const photo = await makePhoto();
    const kept: Array<[string, ImageRef]> = [];
    for (const [route, upload] of Object.entries(PICTURE_UPLOADS)) kept.push([route, await upload(api, photo)]);

    // A picture only the about-us text names: a link to its address, kept as long as the link is.
    const linked = writeLooseFiles();
    const page = dataOf<AboutPage>(await api.get('/about-us'));
    const bodyHtml = `<p>See <a href="https://salon.example/uploads/${linked}.webp">our room</a>.</p>`;
    const saved = await api.putJson('/about-us', { title: page.title, bodyHtml, status: page.status, heroImageId: null, version: page.version });
    expect(saved.statusCode).toBe(200);

    const unreferenced = writeLooseFiles();
    // A write of a kept picture that never finished: no row or URL names a `.partial`, so it goes.
    const partials = kept.map(([, picture]) => `${fileOfUrl(t, picture.url)}.${randomUUID()}.partial`);
    for (const partial of partials) writeFileSync(partial, 'x');

    for (const name of readdirSync(imagesFolder())) utimesSync(path.join(imagesFolder(), name), TWO_HOURS_AGO, TWO_HOURS_AGO);
    await t.app.close();
    const restarted = await buildApp(t.app.config, createDatabase(t.app.config.database));
    try {
      // The sweep runs once the app is ready, before it answers.
      await restarted.ready();
      const files = [
        ...kept.flatMap(([route, picture]) => [[route, picture.url], [route, picture.thumbnailUrl]]),
        ['a link in the about-us text', `/uploads/${linked}.webp`],
        ['a link in the about-us text', `/uploads/${linked}.thumb.webp`],
      ];
      const answers = await Promise.all(files.map(async ([owner, url]) => [owner, url, (await restarted.inject({ method: 'GET', url })).statusCode]));

      expect(answers).toEqual(files.map(([owner, url]) => [owner, url, 200]));
      expect([...filesOf(unreferenced), ...partials].filter((file) => existsSync(file))).toEqual([]);
      // The columns the routes wrote keys into are exactly those the sweep reads: none missing, none stale.
      expect(await columnsMentioningPictures(restarted.db)).toEqual(registeredColumns().map(columnName).sort());
    } finally {
      await restarted.close();
    }
  });
});
