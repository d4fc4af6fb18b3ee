import type { GalleryGroup, GalleryImage, GalleryImageOrder } from '@nail-or-never/shared/schemas';
import { startTestApp, type TestApp } from '../support/testApp';
import { catalogClient, dataOf, errorOf, makePhoto, pageOf, type CatalogClient } from './catalogTestKit';

let testApp: TestApp;
let api: CatalogClient;
let photo: Buffer;

beforeAll(async () => {
  photo = await makePhoto({ width: 64, height: 48 });
});

beforeEach(async () => {
  testApp = await startTestApp();
  api = catalogClient(testApp);
});

afterEach(async () => {
  await testApp.close();
});

const createGallery = async (theme: string) => dataOf<GalleryGroup>(await api.postForm('/gallery-parent', { theme }));

const addImage = async (parentId: number, fields: Record<string, string | number | boolean> = {}) => {
  const response = await api.postForm('/gallery', { parentId, ...fields }, { content: photo });
  expect(response.statusCode).toBe(201);
  return dataOf<GalleryImage>(response);
};

const orderOf = async (groupId: number) =>
  pageOf<GalleryImage>(await api.get(`/gallery/list-gallery/${groupId}?limit=100`)).data.map((image) => [image.caption, image.displayOrder]);

describe('gallery image tags', () => {
  it('stores comma-separated tags trimmed, lower-cased and each once, and clears them with an empty text', async () => {
    const group = await createGallery('Summer');
    const image = await addImage(group.id, { tags: ' French , Cat-eye,french,  ' });
    expect(image.tags).toEqual(['french', 'cat-eye']);

    const listed = pageOf<GalleryImage>(await api.get(`/gallery/list-gallery/${group.id}`)).data;
    expect(listed.map((one) => one.tags)).toEqual([['french', 'cat-eye']]);
    expect(image.tags).toEqual(['french', 'cat-eye']);

    const cleared = await api.putForm('/gallery', { id: image.id, version: image.version, tags: '' });
    expect(cleared.statusCode).toBe(200);
    expect(dataOf<GalleryImage>(cleared).tags).toEqual([]);
  });

  it('keeps the tags when an update leaves them out, and defaults to none', async () => {
    const group = await createGallery('Summer');
    const plain = await addImage(group.id);
    expect(plain.tags).toEqual([]);
    const tagged = await addImage(group.id, { tags: 'wedding' });
    const updated = dataOf<GalleryImage>(await api.putForm('/gallery', { id: tagged.id, version: tagged.version, caption: 'New' }));
    expect(updated.tags).toEqual(['wedding']);
  });

  it.each([
    ['a tag with a symbol', 'nice!', 'A tag uses letters'],
    ['a tag that is too long', 'x'.repeat(31), 'at most 30 characters'],
    ['more than ten tags', Array.from({ length: 11 }, (_, index) => `t${index}`).join(','), 'At most 10 tags'],
  ])('refuses %s with a field message', async (_case, tags, message) => {
    const group = await createGallery('Summer');
    const response = await api.postForm('/gallery', { parentId: group.id, tags }, { content: photo });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).errors ?? {}).some((field) => field.startsWith('tags'))).toBe(true);
    expect(JSON.stringify(errorOf(response).errors)).toContain(message);
  });
});

describe('PUT /gallery/order', () => {
  const move = (body: Record<string, unknown>) => api.putJson('/gallery/order', body);

  it('moves an image to a position and renumbers the group 0, 1, 2…', async () => {
    const group = await createGallery('Summer');
    const [a, b, c, d] = [await addImage(group.id, { caption: 'a', displayOrder: 5 }), await addImage(group.id, { caption: 'b', displayOrder: 5 }), await addImage(group.id, { caption: 'c', displayOrder: 5 }), await addImage(group.id, { caption: 'd', displayOrder: 5 })];
    expect(a.caption + b.caption).toBe('ab');

    const moved = await move({ parentId: group.id, id: d.id, position: 1 });
    expect(moved.statusCode).toBe(200);
    expect(dataOf<GalleryImageOrder>(moved)).toEqual({ id: d.id, position: 1, imageCount: 4 });
    expect(await orderOf(group.id)).toEqual([['a', 0], ['d', 1], ['b', 2], ['c', 3]]);

    // To the front, and past the end (clamped to the last place).
    await move({ parentId: group.id, id: c.id, position: 0 });
    expect(await orderOf(group.id)).toEqual([['c', 0], ['a', 1], ['d', 2], ['b', 3]]);
    const last = dataOf<GalleryImageOrder>(await move({ parentId: group.id, id: c.id, position: 99 }));
    expect(last.position).toBe(3);
    expect(await orderOf(group.id)).toEqual([['a', 0], ['d', 1], ['b', 2], ['c', 3]]);
  });

  it('does not change the images\' versions, so an open caption edit is not made stale', async () => {
    const group = await createGallery('Summer');
    const first = await addImage(group.id, { caption: 'a' });
    const second = await addImage(group.id, { caption: 'b' });
    await move({ parentId: group.id, id: second.id, position: 0 });
    const edited = await api.putForm('/gallery', { id: first.id, version: first.version, caption: 'still mine' });
    expect(edited.statusCode).toBe(200);
  });

  it('answers 404 for an unknown group or an image of another group, 400 for a bad position', async () => {
    const summer = await createGallery('Summer');
    const winter = await createGallery('Winter');
    const image = await addImage(summer.id);

    expect((await move({ parentId: 999, id: image.id, position: 0 })).statusCode).toBe(404);
    expect((await move({ parentId: winter.id, id: image.id, position: 0 })).statusCode).toBe(404);
    const negative = await move({ parentId: summer.id, id: image.id, position: -1 });
    expect(negative.statusCode).toBe(400);
    expect(errorOf(negative).errors).toEqual({ position: 'The position cannot be negative.' });
    expect((await move({ parentId: summer.id, id: image.id, position: 'first' })).statusCode).toBe(400);
  });

  it('applies concurrent moves one after the other: the order stays a clean 0…n-1', async () => {
    const group = await createGallery('Summer');
    const images: GalleryImage[] = [];
    for (const caption of ['a', 'b', 'c', 'd', 'e', 'f']) images.push(await addImage(group.id, { caption }));

    const answers = await Promise.all(images.map((image, index) => move({ parentId: group.id, id: image.id, position: 5 - index })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    const order = await orderOf(group.id);
    expect(order.map(([, displayOrder]) => displayOrder)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(order.map(([caption]) => caption)).size).toBe(6);
  });

  it('needs a signed-in administrator', async () => {
    const response = await testApp.app.inject({ method: 'PUT', url: '/api/v1/gallery/order', payload: { parentId: 1, id: 1, position: 0 } });
    expect(response.statusCode).toBe(401);
  });
});
