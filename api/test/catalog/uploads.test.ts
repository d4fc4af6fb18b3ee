import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GalleryGroup, GalleryImage, ServiceGroup } from '@nail-or-never/shared/schemas';
import sharp from 'sharp';
import { withHeifRotation } from '../support/heifRotation';
import { startTestApp, type TestApp } from '../support/testApp';
import { catalogClient, dataOf, errorOf, makePhoto, storedBytesOf, storedFiles, type CatalogClient } from './catalogTestKit';

let testApp: TestApp;
let api: CatalogClient;
let galleryId: number;

beforeAll(async () => {
  testApp = await startTestApp();
  api = catalogClient(testApp);
  galleryId = dataOf<GalleryGroup>(await api.postForm('/gallery-parent', { theme: 'Uploads' })).id;
});

afterAll(async () => {
  await testApp.close();
});

const upload = (content: Buffer, filename = 'photo.jpg', type = 'image/jpeg') =>
  api.postForm('/gallery', { parentId: galleryId }, { content, filename, type });

const isWebp = (file: Buffer) => file.subarray(0, 4).toString('latin1') === 'RIFF' && file.subarray(8, 12).toString('latin1') === 'WEBP';

describe('upload checks: refused by content, nothing stored', () => {
  let before: string[];

  beforeEach(() => {
    before = storedFiles(testApp);
  });

  afterEach(() => {
    expect(storedFiles(testApp)).toEqual(before);
  });

  it('refuses a text file renamed to .jpg (and sent as image/jpeg) with 415', async () => {
    const response = await upload(Buffer.from('Just some notes, not a picture.\n'), 'notes.jpg');

    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toEqual({
      message: 'This file is not a picture we can read. Upload a JPEG, PNG, WebP, AVIF or HEIC image.',
      errors: { image: 'Choose a JPEG, PNG, WebP, AVIF or HEIC image.' },
    });
  });

  it('refuses a truncated JPEG with 415', async () => {
    const photo = await makePhoto({ width: 400, height: 300 });

    const response = await upload(photo.subarray(0, Math.floor(photo.length / 2)));

    expect(response.statusCode).toBe(415);
    expect(errorOf(response).message).toBe('The picture is damaged or incomplete. Upload the original file again.');
  });

  it('refuses HTML behind a JPEG header', async () => {
    const polyglot = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]);

    expect((await upload(polyglot, 'page.jpg')).statusCode).toBe(415);
  });

  it('refuses an SVG and a GIF, which decode but are not accepted types', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).gif().toBuffer();

    expect((await upload(svg, 'logo.svg', 'image/svg+xml')).statusCode).toBe(415);
    expect((await upload(gif, 'anim.gif', 'image/gif')).statusCode).toBe(415);
  });

  it('refuses a file over 10 MB with 413 and a clear message', async () => {
    const oversized = Buffer.concat([await makePhoto(), Buffer.alloc(10 * 1024 * 1024)]);

    const response = await upload(oversized);

    expect(response.statusCode).toBe(413);
    expect(errorOf(response).message).toBe('The picture is larger than 10 MB. Choose a smaller one or export it at a lower quality.');
  });

  it('refuses a zero-byte file with 400', async () => {
    const response = await upload(Buffer.alloc(0), 'empty.jpg');

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ message: 'The image file is empty.', errors: { image: 'The chosen file is empty. Choose another picture.' } });
  });

  it('refuses a file under another field name', async () => {
    const photo = await makePhoto();

    const wrongField = await api.postForm('/gallery', { parentId: galleryId }, { content: photo, field: 'picture' });
    expect(wrongField.statusCode).toBe(400);
    expect(errorOf(wrongField).errors).toEqual({ picture: 'Send the picture as "image".' });
  });
});

describe('upload checks: accepted pictures are re-encoded', () => {
  it('accepts JPEG, PNG, WebP and AVIF, whatever name and type the client gives', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
      const response = await upload(await makePhoto({ format }), 'whatever.bin', 'application/octet-stream');
      expect({ format, status: response.statusCode }).toEqual({ format, status: 201 });
    }
  });

  it('neutralises a polyglot: a valid JPEG with a script appended is stored as clean WebP only', async () => {
    const polyglot = Buffer.concat([await makePhoto(), Buffer.from('<script>alert("stored xss")</script>')]);

    const response = await upload(polyglot);

    expect(response.statusCode).toBe(201);
    const { image } = dataOf<GalleryImage>(response);
    for (const url of [image.url, image.thumbnailUrl]) {
      const stored = storedBytesOf(testApp, url);
      expect(isWebp(stored)).toBe(true);
      expect(stored.includes(Buffer.from('<script>'))).toBe(false);
    }
  });

  it('strips EXIF with GPS and applies the orientation before dropping it', async () => {
    const sideways = await makePhoto({ width: 64, height: 48, orientation: 6, withGps: true });
    expect((await sharp(sideways).metadata()).exif).toBeDefined();

    const { image } = dataOf<GalleryImage>(await upload(sideways));

    expect(image).toMatchObject({ width: 48, height: 64 });
    for (const url of [image.url, image.thumbnailUrl]) {
      const metadata = await sharp(storedBytesOf(testApp, url)).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.height).toBeGreaterThan(metadata.width ?? 0);
    }
  });

  it('makes a 480 px thumbnail and a 1600 px display size from a large photo, never enlarging a small one', async () => {
    const { image } = dataOf<GalleryImage>(await upload(await makePhoto({ width: 3000, height: 2000 })));

    expect(image).toMatchObject({ width: 1600, height: 1067 });
    const thumbnail = await sharp(storedBytesOf(testApp, image.thumbnailUrl)).metadata();
    expect({ width: thumbnail.width, height: thumbnail.height }).toEqual({ width: 480, height: 320 });

    const small = dataOf<GalleryImage>(await upload(await makePhoto({ width: 40, height: 30 })));
    expect(small.image).toMatchObject({ width: 40, height: 30 });
  });

  it('treats the empty, nameless file part a browser form sends with no file chosen as "no picture"', async () => {
    const boundary = '----browserform';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      '',
      'No picture',
      `--${boundary}`,
      'Content-Disposition: form-data; name="image"; filename=""',
      'Content-Type: application/octet-stream',
      '',
      '',
      `--${boundary}--`,
      '',
    ].join('\r\n');

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/services-parent',
      headers: { ...testApp.authHeader, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });

    expect(response.statusCode).toBe(201);
    expect(dataOf<ServiceGroup>(response).image).toBeNull();
  });

  it('treats an empty text part named "image" (how FormData sends an empty nameless blob) as "no picture"', async () => {
    const response = await api.postForm('/services-parent', { name: 'Still no picture' }, { content: Buffer.alloc(0), filename: '' });

    expect(response.statusCode).toBe(201);
    expect(dataOf<ServiceGroup>(response).image).toBeNull();
  });

  it('leaves no file behind when the database refuses the record (duplicate name)', async () => {
    await api.postForm('/services-parent', { name: 'Taken' });
    const before = storedFiles(testApp);

    const response = await api.postForm('/services-parent', { name: 'taken' }, { content: await makePhoto() });

    expect(response.statusCode).toBe(409);
    expect(storedFiles(testApp)).toEqual(before);
  });
});

describe('HEIC photos from a phone', () => {
  // 120×60, left half red and right half blue, with EXIF (orientation 6, GPS, camera make) but no
  // rotation box: made from a JPEG by Debian's heif-enc (x265).
  const landscape = readFileSync(path.join(__dirname, '..', 'fixtures', 'landscape-exif-gps.heic'));

  /** The colour at a point of a stored WebP, as 'red' or 'blue'. */
  async function colourAt(file: Buffer, x: number, y: number): Promise<'red' | 'blue'> {
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return (data[at] ?? 0) > (data[at + 2] ?? 0) ? 'red' : 'blue';
  }

  it('accepts a HEIC photo sent as an unknown type and stores clean WebP without its EXIF or GPS', async () => {
    expect((await sharp(landscape).metadata()).exif?.includes(Buffer.from('TestPhone'))).toBe(true);

    const response = await upload(landscape, 'IMG_0001.HEIC', 'application/octet-stream');

    expect(response.statusCode).toBe(201);
    const { image } = dataOf<GalleryImage>(response);
    expect(image).toMatchObject({ width: 120, height: 60 });
    for (const url of [image.url, image.thumbnailUrl]) {
      const stored = storedBytesOf(testApp, url);
      expect(isWebp(stored)).toBe(true);
      expect(stored.includes(Buffer.from('TestPhone'))).toBe(false);
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
    }
  });

  it('turns the picture as its rotation box says, and does not apply the EXIF orientation a second time', async () => {
    const portrait = withHeifRotation(landscape, 3); // 270° anticlockwise: the red left half ends on top

    const { image } = dataOf<GalleryImage>(await upload(portrait, 'IMG_0002.HEIC', 'image/heic'));

    expect(image).toMatchObject({ width: 60, height: 120 });
    const display = storedBytesOf(testApp, image.url);
    expect(await colourAt(display, 30, 10)).toBe('red');
    expect(await colourAt(display, 30, 110)).toBe('blue');
  });

  it('refuses a truncated HEIC with 415 and stores nothing', async () => {
    const before = storedFiles(testApp);

    const response = await upload(landscape.subarray(0, Math.floor(landscape.length * 0.8)), 'IMG_0003.HEIC', 'image/heic');

    expect(response.statusCode).toBe(415);
    expect(errorOf(response).errors).toHaveProperty('image');
    expect(storedFiles(testApp)).toEqual(before);
  });
});

describe('serving uploads', () => {
  it('serves stored pictures without a token, cached for a year, with nosniff', async () => {
    const { image } = dataOf<GalleryImage>(await upload(await makePhoto()));

    const response = await testApp.app.inject({ method: 'GET', url: image.thumbnailUrl });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(isWebp(response.rawPayload)).toBe(true);
    expect(response.rawPayload.equals(storedBytesOf(testApp, image.thumbnailUrl))).toBe(true);
    const display = await testApp.app.inject({ method: 'GET', url: image.url });
    expect(display.rawPayload.equals(storedBytesOf(testApp, image.url))).toBe(true);
  });

  it('answers 404 for unknown files, paths outside the folder and non-WebP names', async () => {
    for (const url of ['/uploads/images/nope.webp', '/uploads/images/00000000-0000-0000-0000-000000000000.webp', '/uploads/../test.sqlite', '/uploads/%2e%2e/test.sqlite', '/uploads/images/x.webp.partial']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
