import { randomUUID } from 'node:crypto';
import type { ImageRef } from '@nail-or-never/shared/schemas';
import { ORPHAN_MIN_AGE_MS, sweepOrphanImages } from '../../src/storage/orphanImageSweep';
import { catalogClient, dataOf, keyOfUrl, makePhoto } from '../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../support/testApp';

// Listing objects and HEAD on the bucket need s3rver's signature check off (see S3ServerOptions).
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({}, { storage: 's3', lenientSignatures: true });
});

afterAll(async () => {
  await t.close();
});

/** A picture's two objects written straight to the bucket, as a crash or a failed delete leaves them; returns their keys. */
async function putLooseObjects(): Promise<string[]> {
  const keys = [`images/${randomUUID()}.webp`, `images/${randomUUID()}.thumb.webp`];
  for (const key of keys) await t.app.storage.put(key, Buffer.from('x'), 'image/webp');
  return keys;
}

describe('the unused-picture sweep on an S3 bucket', () => {
  it('removes only unreferenced objects older than an hour, never a referenced one, and leaves names it does not know', async () => {
    const group = dataOf<{ image: ImageRef }>(await catalogClient(t).postForm('/services-parent', { name: 'Hands' }, { content: await makePhoto() }));
    const used = [keyOfUrl(group.image.url), keyOfUrl(group.image.thumbnailUrl)];
    const orphans = await putLooseObjects();
    const foreign = 'images/holiday-menu.webp';
    await t.app.storage.put(foreign, Buffer.from('x'), 'image/webp');
    const storedBefore = t.storedKeys();

    // Just written: too young to be judged, whatever references them.
    expect(await sweepOrphanImages(t.app.db, t.app.storage)).toEqual([]);
    expect(t.storedKeys()).toEqual(storedBefore);

    const removed = await sweepOrphanImages(t.app.db, t.app.storage, Date.now() + ORPHAN_MIN_AGE_MS + 60_000);

    expect(removed.sort()).toEqual([...orphans].sort());
    expect(t.storedKeys()).toEqual([...used, foreign].sort());
  });
});

describe('/ready with an S3 bucket', () => {
  it('is ready while the bucket answers, and names the bucket once it does not', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);

    const elsewhere = await startTestApp({}, { storage: 's3', lenientSignatures: true });
    try {
      await elsewhere.s3?.stop();
      const ready = await elsewhere.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { message: 'Not ready: the S3 bucket "nail-pictures" does not answer.' }]);
    } finally {
      await elsewhere.close();
    }
  });
});
