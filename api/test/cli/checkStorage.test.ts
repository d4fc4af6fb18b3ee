import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ImageRef } from '@nail-or-never/shared/schemas';
import { checkStorage } from '../../src/cli/checkStorageCommand';
import { catalogClient, dataOf, keyOfUrl, makePhoto } from '../catalog/catalogTestKit';
import { startTestApp, testStorageKind, type TestApp } from '../support/testApp';

let t: TestApp;
let picture: ImageRef;

beforeAll(async () => {
  t = await startTestApp();
  const group = await catalogClient(t).postForm('/services-parent', { name: 'Hands' }, { content: await makePhoto() });
  picture = dataOf<{ image: ImageRef }>(group).image;
});

afterAll(async () => {
  await t.close();
});

/** The variables the server reads, pointing at this test app's database and picture storage. */
function serverEnvironment(): NodeJS.ProcessEnv {
  const { database, storage } = t.app.config;
  return {
    ...process.env,
    DATA_DIR: t.dataDir,
    ...(database.dialect === 'postgres' ? { DATABASE_URL: database.url } : { DATABASE_URL: '', SQLITE_FILE: database.file }),
    ...(storage.kind === 's3'
      ? {
          STORAGE_URL: `s3://${storage.bucket}/${storage.prefix}`,
          S3_ENDPOINT: storage.endpoint ?? '',
          S3_FORCE_PATH_STYLE: storage.forcePathStyle ? '1' : '0',
          AWS_REGION: storage.region,
          AWS_ACCESS_KEY_ID: storage.accessKeyId,
          AWS_SECRET_ACCESS_KEY: storage.secretAccessKey,
        }
      : { STORAGE_URL: '' }),
  };
}

describe(`check-storage (${testStorageKind} storage)`, () => {
  it('says all is well while every referenced picture is stored, then lists the missing file and exits with 1', async () => {
    const lines = { out: [] as string[], err: [] as string[] };
    const output = { out: (line: string) => lines.out.push(line), err: (line: string) => lines.err.push(line) };
    expect(await checkStorage(t.app.db, t.app.storage, 'the test storage', output)).toBe(0);
    expect(lines).toEqual({ out: ['Every picture the records use is in the test storage.'], err: [] });

    await t.app.storage.delete(keyOfUrl(picture.thumbnailUrl));
    lines.out.length = 0;

    expect(await checkStorage(t.app.db, t.app.storage, 'the test storage', output)).toBe(1);
    expect(lines).toEqual({ out: [], err: ['1 picture file(s) the records use are missing from the test storage:', `  ${keyOfUrl(picture.thumbnailUrl)}`] });
  });

  it('runs as a real command against the configured backend', async () => {
    const apiDir = path.resolve(__dirname, '..', '..');
    const tsx = path.resolve(apiDir, '..', 'node_modules', '.bin', 'tsx');
    const run = promisify(execFile)(tsx, ['src/cli.ts', 'check-storage'], { cwd: apiDir, env: serverEnvironment() });

    const failed = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );

    // The first test removed the thumbnail.
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining(`  ${keyOfUrl(picture.thumbnailUrl)}`) });
  }, 30_000);
});
