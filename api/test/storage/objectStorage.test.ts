import type { GalleryGroup, GalleryImage } from '@nail-or-never/shared/schemas';
import sharp from 'sharp';
import { createS3Storage } from '../../src/storage/s3Storage';
import { catalogClient, dataOf, errorOf, keyOfUrl, makePhoto, pageOf, type CatalogClient } from '../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let api: CatalogClient;
let galleryId: number;

beforeAll(async () => {
  t = await startTestApp({}, { storage: 's3' });
  api = catalogClient(t);
  galleryId = dataOf<GalleryGroup>(await api.postForm('/gallery-parent', { theme: 'In the bucket' })).id;
});

afterAll(async () => {
  await t.close();
});

const s3 = () => {
  if (!t.s3) throw new Error('this suite needs the S3 backend');
  return t.s3;
};

describe('pictures in an S3 bucket', () => {
  it('stores both sizes as objects under the prefix, none in the local folder, and serves the stored bytes with the usual headers', async () => {
    const { image } = dataOf<GalleryImage>(await api.postForm('/gallery', { parentId: galleryId }, { content: await makePhoto({ width: 900, height: 600 }) }));

    expect(s3().storedKeys()).toEqual([keyOfUrl(image.url), keyOfUrl(image.thumbnailUrl)].sort());
    // storedKeys() also fails when anything was written to the local uploads folder.
    expect(t.storedKeys()).toHaveLength(2);
    for (const url of [image.url, image.thumbnailUrl]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
      expect(served.rawPayload.equals(s3().storedBytes(keyOfUrl(url)) ?? Buffer.alloc(0))).toBe(true);
    }
    // The object holds the picture itself, not the SDK's chunked upload framing around it.
    const display = await sharp(s3().storedBytes(keyOfUrl(image.url)) ?? Buffer.alloc(0)).metadata();
    const thumbnail = await sharp(s3().storedBytes(keyOfUrl(image.thumbnailUrl)) ?? Buffer.alloc(0)).metadata();
    expect([display.format, display.width, display.height]).toEqual(['webp', 900, 600]);
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['webp', 480, 320]);
  });

  it('removes the objects once the deletion is committed', async () => {
    const { id, image } = dataOf<GalleryImage>(await api.postForm('/gallery', { parentId: galleryId }, { content: await makePhoto() }));
    const keys = [keyOfUrl(image.url), keyOfUrl(image.thumbnailUrl)];
    expect(keys.filter((key) => s3().storedBytes(key) === null)).toEqual([]);

    expect((await api.delete(`/gallery/${galleryId}/${id}`)).statusCode).toBe(200);

    expect(keys.filter((key) => s3().storedBytes(key) !== null)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it('serves only the names the API writes: 404 for other keys in the bucket, traversal and unknown pictures', async () => {
    await t.app.storage.put('images/notes.webp', Buffer.from('not ours'), 'image/webp');
    for (const url of ['/uploads/images/notes.webp', '/uploads/images/00000000-0000-0000-0000-000000000000.webp', '/uploads/../test.sqlite', '/uploads/images/%2e%2e/x.webp']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });
});

describe('an S3 bucket that does not answer', () => {
  it('refuses an upload and a picture with 503 in plain words, and changes nothing', async () => {
    const down = await startTestApp({}, { storage: 's3' });
    try {
      const client = catalogClient(down);
      const group = dataOf<GalleryGroup>(await client.postForm('/gallery-parent', { theme: 'Outage' }, { content: await makePhoto() }));
      await down.s3?.stop();

      const picture = await down.app.inject({ method: 'GET', url: group.image?.thumbnailUrl ?? '' });
      expect([picture.statusCode, picture.json()]).toEqual([503, { message: 'The picture storage does not answer. Try again in a moment.' }]);

      const response = await client.postForm('/gallery', { parentId: group.id }, { content: await makePhoto() });

      expect([response.statusCode, errorOf(response)]).toEqual([
        503,
        { message: 'The picture could not be saved: the picture storage does not answer. Nothing was changed; try again in a moment.' },
      ]);
      expect(pageOf<GalleryImage>(await client.get(`/gallery/list-gallery/${group.id}`)).meta.total).toBe(0);
    } finally {
      await down.close();
    }
  });
});

describe('S3 failures an operator can act on', () => {
  it('names the bucket, what was being done and which setting to check', async () => {
    const wrongSecret = createS3Storage({ ...s3().settings, secretAccessKey: 'not-the-secret' }, '/uploads');
    const wrongBucket = createS3Storage({ ...s3().settings, bucket: 'no-such-bucket' }, '/uploads');
    try {
      await expect(wrongSecret.exists('images/picture.webp')).rejects.toThrow(
        'S3 bucket "nail-pictures", looking up images/picture.webp: access denied: check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and what that key may do',
      );
      await expect(wrongBucket.put('images/picture.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
        'S3 bucket "no-such-bucket", storing images/picture.webp: no such bucket: check STORAGE_URL (and AWS_REGION / S3_ENDPOINT)',
      );
    } finally {
      await wrongSecret.close();
      await wrongBucket.close();
    }
  });
});
