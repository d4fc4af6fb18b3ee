import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GalleryGroup, GalleryImage } from '@nail-or-never/shared/schemas';
import { catalogClient, dataOf, errorOf, storedFiles, type CatalogClient } from '../catalog/catalogTestKit';
import { FIXTURE_TILE, buildHeif, type HeifPicture } from '../support/heifBuilder';
import { startTestApp, type TestApp } from '../support/testApp';

const TOO_MANY_PIXELS = { message: 'The image has too many pixels.', errors: { image: 'The picture is larger than 100 megapixels.' } };
/** 144 MP: over the 100 MP limit, as in the reported attack. */
const HUGE = { width: 12_000, height: 12_000 };

const tile = (item: number, size = FIXTURE_TILE): HeifPicture => ({ item, type: 'hvc1', ...size, hidden: true });

describe('the pixel limit of HEIF files that hold several pictures', () => {
  let t: TestApp;
  let api: CatalogClient;
  let galleryId: number;
  let before: string[];

  beforeAll(async () => {
    t = await startTestApp();
    api = catalogClient(t);
    galleryId = dataOf<GalleryGroup>(await api.postForm('/gallery-parent', { theme: 'HEIF limits' })).id;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    before = storedFiles(t);
  });

  const upload = (content: Buffer) => api.postForm('/gallery', { parentId: galleryId }, { content, filename: 'IMG_0001.HEIC', type: 'image/heic' });

  async function expectRefusedAsTooLarge(file: Buffer): Promise<void> {
    const response = await upload(file);
    expect({ status: response.statusCode, body: errorOf(response) }).toEqual({ status: 400, body: TOO_MANY_PIXELS });
    expect(storedFiles(t)).toEqual(before);
  }

  it('refuses a file whose first picture is huge even though its primary picture is small', async () => {
    // The reported file: under 1 KB, a 144 MP picture listed before a 120×64 primary.
    const file = buildHeif(2, [
      { item: 1, type: 'hvc1', ...HUGE },
      { item: 2, type: 'hvc1', ...FIXTURE_TILE },
    ]);
    expect(file.length).toBeLessThan(1024);

    await expectRefusedAsTooLarge(file);
  });

  it('refuses a file whose primary picture is huge behind a small first picture', async () => {
    await expectRefusedAsTooLarge(
      buildHeif(2, [
        { item: 1, type: 'hvc1', ...FIXTURE_TILE },
        { item: 2, type: 'hvc1', ...HUGE },
      ]),
    );
  });

  it('refuses a grid whose output is over the limit while its own size box claims 120×64', async () => {
    const quarter = { width: HUGE.width / 2, height: HUGE.height / 2 };
    await expectRefusedAsTooLarge(
      buildHeif(5, [
        tile(1, quarter),
        tile(2, quarter),
        tile(3, quarter),
        tile(4, quarter),
        { item: 5, type: 'grid', ...FIXTURE_TILE, output: HUGE, columns: 2, rows: 2, tiles: [1, 2, 3, 4] },
      ]),
    );
  });

  it('refuses, as unreadable, a HEIF whose grid layout reaches past the box that holds it', async () => {
    const fixture = readFileSync(path.join(__dirname, '..', 'fixtures', 'landscape-exif-gps.heic'));
    const damaged = Buffer.from(fixture);
    // The fixture's iloc lists the grid (item 2) second: its extent length, 8 bytes of idat, becomes 9.
    const gridLengthAt = fixture.indexOf('iloc', 0, 'latin1') - 4 + 16 + 20 + 16;
    expect(damaged.readUInt32BE(gridLengthAt)).toBe(8);
    damaged.writeUInt32BE(9, gridLengthAt);

    const response = await upload(damaged);

    expect(response.statusCode).toBe(415);
    expect(errorOf(response).message).toBe('This file is not a picture we can read. Upload a JPEG, PNG, WebP, AVIF or HEIC image.');
    expect(storedFiles(t)).toEqual(before);
  });

  it('stores the primary picture, not the first one listed', async () => {
    // A plain 120×64 picture first, then the primary: a grid over another copy cut to 120×60.
    const file = buildHeif(3, [
      { item: 1, type: 'hvc1', ...FIXTURE_TILE },
      tile(2),
      { item: 3, type: 'grid', width: 120, height: 60, output: { width: 120, height: 60 }, columns: 1, rows: 1, tiles: [2] },
    ]);

    const response = await upload(file);

    expect(response.statusCode).toBe(201);
    expect(dataOf<GalleryImage>(response).image).toMatchObject({ width: 120, height: 60 });
  });
});
