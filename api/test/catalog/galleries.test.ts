import type { GalleryGroup, GalleryImage } from '@nail-or-never/shared/schemas';
import { startTestApp, type TestApp } from '../support/testApp';
import { catalogClient, dataOf, errorOf, makePhoto, pageOf, storedFiles, type CatalogClient } from './catalogTestKit';

let testApp: TestApp;
let api: CatalogClient;
let photo: Buffer;

beforeAll(async () => {
  photo = await makePhoto({ width: 120, height: 90 });
});

beforeEach(async () => {
  testApp = await startTestApp();
  api = catalogClient(testApp);
});

afterEach(async () => {
  await testApp.close();
});

const createGallery = async (fields: Record<string, string | number | boolean>, withCover = false) => {
  const response = await api.postForm('/gallery-parent', fields, withCover ? { content: photo } : undefined);
  expect(response.statusCode).toBe(201);
  return dataOf<GalleryGroup>(response);
};

const addImage = async (parentId: number, fields: Record<string, string | number | boolean> = {}) => {
  const response = await api.postForm('/gallery', { parentId, ...fields }, { content: photo });
  expect(response.statusCode).toBe(201);
  return dataOf<GalleryImage>(response);
};

describe('gallery groups', () => {
  it('creates a group with a cover picture and returns thumbnail and display URLs', async () => {
    const group = await createGallery({ theme: 'Summer', description: 'Bright colours', published: 'false' }, true);

    expect(group).toMatchObject({ theme: 'Summer', description: 'Bright colours', published: false, imageCount: 0, version: 1 });
    expect(group.image).toEqual({
      url: expect.stringMatching(/^\/uploads\/images\/[0-9a-f-]{36}\.webp$/),
      thumbnailUrl: expect.stringMatching(/^\/uploads\/images\/[0-9a-f-]{36}\.thumb\.webp$/),
      width: 120,
      height: 90,
    });
  });

  it('lists all groups with pagination=0 (the menu) and pages with pagination=1 (the default)', async () => {
    for (const [theme, displayOrder] of [['Winter', 3], ['Summer', 1], ['Spring', 2]] as const) {
      await createGallery({ theme, displayOrder });
    }

    const all = await api.get('/gallery-parent?pagination=0');
    expect(all.statusCode).toBe(200);
    expect(all.json()).not.toHaveProperty('meta');
    expect(dataOf<GalleryGroup[]>(all).map((group) => group.theme)).toEqual(['Summer', 'Spring', 'Winter']);

    const paged = pageOf<GalleryGroup>(await api.get('/gallery-parent?pagination=1&page=2&limit=2'));
    expect(paged).toMatchObject({ meta: { page: 2, limit: 2, total: 3 } });
    expect(paged.data.map((group) => group.theme)).toEqual(['Winter']);

    expect(pageOf<GalleryGroup>(await api.get('/gallery-parent')).meta).toEqual({ page: 1, limit: 20, total: 3 });
    expect(pageOf<GalleryGroup>(await api.get('/gallery-parent?page=9')).data).toEqual([]);
    const bad = await api.get('/gallery-parent?pagination=2');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors).toEqual({ pagination: 'pagination must be 0 or 1.' });
  });

  it('returns one group with its image count, 404 for an unknown one', async () => {
    const group = await createGallery({ theme: 'Summer' });
    await addImage(group.id);

    expect(dataOf<GalleryGroup>(await api.get(`/gallery-parent/${group.id}`))).toMatchObject({ theme: 'Summer', imageCount: 1 });
    expect((await api.get('/gallery-parent/77')).statusCode).toBe(404);
  });

  it('validates the theme and refuses a duplicate with 409', async () => {
    await createGallery({ theme: 'Summer' });

    const missing = await api.postForm('/gallery-parent', { description: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors).toEqual({ theme: 'Enter a theme.' });

    const duplicate = await api.postForm('/gallery-parent', { theme: 'SUMMER' });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).errors).toEqual({ theme: 'Another gallery group already has this theme.' });
  });

  it('replaces the cover (old files go), removes it, and refuses doing both at once', async () => {
    const group = await createGallery({ theme: 'Summer' }, true);
    const firstFiles = storedFiles(testApp);
    expect(firstFiles).toHaveLength(2);

    const replaced = dataOf<GalleryGroup>(await api.putForm('/gallery-parent', { id: group.id, version: 1 }, { content: photo }));
    expect(replaced.image?.url).not.toBe(group.image?.url);
    expect(storedFiles(testApp)).toHaveLength(2);
    expect(storedFiles(testApp)).not.toEqual(firstFiles);

    const both = await api.putForm('/gallery-parent', { id: group.id, version: 2, removeImage: true }, { content: photo });
    expect(both.statusCode).toBe(400);
    expect(storedFiles(testApp)).toHaveLength(2);

    const removed = dataOf<GalleryGroup>(await api.putForm('/gallery-parent', { id: group.id, version: 2, removeImage: true }));
    expect(removed.image).toBeNull();
    expect(storedFiles(testApp)).toEqual([]);
  });

  it('answers 409 to a stale version and leaves no file of the refused upload', async () => {
    const group = await createGallery({ theme: 'Summer' });
    await api.putForm('/gallery-parent', { id: group.id, version: 1, theme: 'Summer 2026' });

    const stale = await api.putForm('/gallery-parent', { id: group.id, version: 1, theme: 'Old' }, { content: photo });

    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).errors).toEqual({ version: 'Out of date: reload and try again.' });
    expect(storedFiles(testApp)).toEqual([]);
  });

  it('deletes a group with all its images, rows and files', async () => {
    const group = await createGallery({ theme: 'Summer' }, true);
    const other = await createGallery({ theme: 'Winter' });
    await addImage(group.id);
    await addImage(group.id);
    const kept = await addImage(other.id);
    expect(storedFiles(testApp)).toHaveLength(8);

    const response = await api.delete(`/gallery-parent/${group.id}`);

    expect(response.statusCode).toBe(200);
    expect(storedFiles(testApp)).toEqual([kept.image.url, kept.image.thumbnailUrl].map((url) => url.replace('/uploads/', '')).sort());
    expect((await api.get(`/gallery/list-gallery/${group.id}`)).statusCode).toBe(404);
    expect(pageOf<GalleryImage>(await api.get(`/gallery/list-gallery/${other.id}`)).meta.total).toBe(1);
    expect((await api.delete(`/gallery-parent/${group.id}`)).statusCode).toBe(404);
  });
});

describe('gallery images', () => {
  let groupId: number;

  beforeEach(async () => {
    groupId = (await createGallery({ theme: 'Summer' })).id;
  });

  it('adds an image with alt text and caption; the picture is required', async () => {
    const image = await addImage(groupId, { altText: 'Red gel nails', caption: 'Our summer look', displayOrder: 4 });
    expect(image).toMatchObject({ parentId: groupId, altText: 'Red gel nails', caption: 'Our summer look', displayOrder: 4, published: true, version: 1 });
    expect(image.image).toMatchObject({ width: 120, height: 90 });

    const withoutFile = await api.postForm('/gallery', { parentId: groupId });
    expect(withoutFile.statusCode).toBe(400);
    expect(errorOf(withoutFile).errors).toEqual({ image: 'Choose a picture to upload.' });
  });

  it('refuses an image for an unknown group and leaves no file behind', async () => {
    const response = await api.postForm('/gallery', { parentId: 999 }, { content: photo });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual({ parentId: 'No gallery group with this id.' });
    expect(storedFiles(testApp)).toEqual([]);
  });

  it('validates alt text and caption lengths', async () => {
    const response = await api.postForm('/gallery', { parentId: groupId, altText: 'a'.repeat(251), caption: 'c'.repeat(501) }, { content: photo });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual({
      altText: 'The alt text must be at most 250 characters.',
      caption: 'The caption must be at most 500 characters.',
    });
    expect(storedFiles(testApp)).toEqual([]);
  });

  it('pages the images of a group in display order, capping the limit', async () => {
    for (let index = 0; index < 5; index += 1) await addImage(groupId, { displayOrder: 5 - index, caption: `Look ${5 - index}` });

    const page = pageOf<GalleryImage>(await api.get(`/gallery/list-gallery/${groupId}?page=1&limit=3`));
    expect(page.meta).toEqual({ page: 1, limit: 3, total: 5 });
    expect(page.data.map((image) => image.caption)).toEqual(['Look 1', 'Look 2', 'Look 3']);
    expect(pageOf<GalleryImage>(await api.get(`/gallery/list-gallery/${groupId}?limit=101`)).meta.limit).toBe(100);
    expect(pageOf<GalleryImage>(await api.get(`/gallery/list-gallery/${groupId}?page=3&limit=3`)).data).toEqual([]);
    expect((await api.get(`/gallery/list-gallery/${groupId}?limit=-1`)).statusCode).toBe(400);
  });

  it('updates fields, replaces the picture (deleting the old files) and moves between groups', async () => {
    const image = await addImage(groupId);
    const oldFiles = storedFiles(testApp);
    const winter = await createGallery({ theme: 'Winter' });

    const replaced = await api.putForm('/gallery', { id: image.id, version: 1, caption: 'New look', parentId: winter.id }, { content: photo });

    expect(replaced.statusCode).toBe(200);
    expect(dataOf<GalleryImage>(replaced)).toMatchObject({ caption: 'New look', parentId: winter.id, version: 2 });
    expect(storedFiles(testApp)).toHaveLength(2);
    expect(storedFiles(testApp).some((file) => oldFiles.includes(file))).toBe(false);

    const stale = await api.putForm('/gallery', { id: image.id, version: 1, caption: 'Older' });
    expect(stale.statusCode).toBe(409);
    expect((await api.putForm('/gallery', { id: 999, version: 1, caption: 'x' })).statusCode).toBe(404);
    const nowhere = await api.putForm('/gallery', { id: image.id, version: 2, parentId: 999 });
    expect(nowhere.statusCode).toBe(400);
  });

  it('keeps each group\'s image count in step on add, move and delete', async () => {
    const winter = await createGallery({ theme: 'Winter' });
    const first = await addImage(groupId);
    await addImage(groupId);
    const countsOf = async () =>
      dataOf<GalleryGroup[]>(await api.get('/gallery-parent?pagination=0')).map((group) => [group.theme, group.imageCount, group.version]);
    expect(await countsOf()).toEqual([['Summer', 2, 1], ['Winter', 0, 1]]);

    await api.putForm('/gallery', { id: first.id, version: 1, parentId: winter.id });
    expect(await countsOf()).toEqual([['Summer', 1, 1], ['Winter', 1, 1]]);

    await api.delete(`/gallery/${winter.id}/${first.id}`);
    expect(await countsOf()).toEqual([['Summer', 1, 1], ['Winter', 0, 1]]);
  });

  it('deletes an image only through its own group', async () => {
    const image = await addImage(groupId);
    const other = await createGallery({ theme: 'Winter' });

    expect((await api.delete(`/gallery/${other.id}/${image.id}`)).statusCode).toBe(404);
    expect(storedFiles(testApp)).toHaveLength(2);

    const response = await api.delete(`/gallery/${groupId}/${image.id}`);
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ id: image.id });
    expect(storedFiles(testApp)).toEqual([]);
    expect(pageOf<GalleryImage>(await api.get(`/gallery/list-gallery/${groupId}`)).meta.total).toBe(0);
  });
});
