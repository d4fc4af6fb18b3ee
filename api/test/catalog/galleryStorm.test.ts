import type { GalleryGroup, GalleryImage } from '@nail-or-never/shared/schemas';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { releaseTogether } from '../support/releaseTogether';
import { startTestApp, type TestApp } from '../support/testApp';
import { API, catalogClient, dataOf, makePhoto, multipartBody, pageOf, type CatalogClient } from './catalogTestKit';

const GROUPS = 4;
const IMAGES_PER_GROUP = 6;
/** Per group: every image reordered, images 0–3 deleted, images 2–5 moved on, four added: 18 calls. */
const DELETED = [0, 1, 2, 3];
const MOVED = [2, 3, 4, 5];
const ADDED = 4;

let testApp: TestApp;
let api: CatalogClient;
let photo: Buffer;

beforeAll(async () => {
  photo = await makePhoto({ width: 32, height: 24 });
  testApp = await startTestApp();
  api = catalogClient(testApp);
});

afterAll(async () => {
  await testApp.close();
});

type Kind = 'reorder' | 'delete' | 'move' | 'add';
interface Call {
  kind: Kind;
  group: number;
  imageId: number | null;
  request: InjectOptions;
}

const listOf = async (groupId: number) => pageOf<GalleryImage>(await api.get(`/gallery/list-gallery/${groupId}?limit=100`));

async function formRequest(method: 'POST' | 'PUT', fields: Record<string, string | number>, withPhoto: boolean): Promise<InjectOptions> {
  const body = await multipartBody(fields, withPhoto ? { content: photo } : undefined);
  return { method, url: `${API}/gallery`, headers: { ...testApp.authHeader, ...body.headers }, payload: body.payload };
}

async function plannedCalls(groups: GalleryGroup[], images: GalleryImage[][]): Promise<Call[]> {
  const calls: Call[] = [];
  for (const [g, group] of groups.entries()) {
    const next = groups[(g + 1) % groups.length] as GalleryGroup;
    const own = images[g] as GalleryImage[];
    for (const [k, image] of own.entries()) {
      const payload = { parentId: group.id, id: image.id, position: IMAGES_PER_GROUP - 1 - k };
      calls.push({ kind: 'reorder', group: g, imageId: image.id, request: { method: 'PUT', url: `${API}/gallery/order`, headers: testApp.authHeader, payload } });
    }
    for (const k of DELETED) {
      const image = own[k] as GalleryImage;
      calls.push({ kind: 'delete', group: g, imageId: image.id, request: { method: 'DELETE', url: `${API}/gallery/${group.id}/${image.id}`, headers: testApp.authHeader } });
    }
    for (const k of MOVED) {
      const image = own[k] as GalleryImage;
      calls.push({ kind: 'move', group: g, imageId: image.id, request: await formRequest('PUT', { id: image.id, version: image.version, parentId: next.id }, false) });
    }
    for (let n = 0; n < ADDED; n += 1) {
      calls.push({ kind: 'add', group: g, imageId: null, request: await formRequest('POST', { parentId: group.id, caption: `added ${n}` }, true) });
    }
  }
  return calls;
}

describe('a storm of concurrent gallery edits (reorder, delete, move to another group, add)', () => {
  it('answers every call without a server error and leaves every image once, in the right group, counted', async () => {
    const groups: GalleryGroup[] = [];
    const images: GalleryImage[][] = [];
    for (let g = 0; g < GROUPS; g += 1) {
      const group = dataOf<GalleryGroup>(await api.postForm('/gallery-parent', { theme: `Storm ${g}` }));
      groups.push(group);
      const own: GalleryImage[] = [];
      for (let k = 0; k < IMAGES_PER_GROUP; k += 1) own.push(dataOf<GalleryImage>(await api.postForm('/gallery', { parentId: group.id, caption: `${g}.${k}` }, { content: photo })));
      images.push(own);
    }
    const calls = await plannedCalls(groups, images);
    expect(calls).toHaveLength(72);

    const answers = await releaseTogether(calls.map((call) => () => testApp.app.inject(call.request)));

    const answered = calls.map((call, index) => ({ ...call, response: answers[index] as LightMyRequestResponse }));
    const statusesOf = (kind: Kind) => new Set(answered.filter((call) => call.kind === kind).map((call) => call.response.statusCode));
    expect(answered.filter((call) => call.response.statusCode >= 500).map((call) => `${call.kind}: ${call.response.body}`)).toEqual([]);
    // A reorder, delete or move of an image another call already took away is a 404; nothing else fails.
    for (const status of statusesOf('reorder')) expect([200, 404]).toContain(status);
    for (const status of statusesOf('delete')) expect([200, 404]).toContain(status);
    for (const status of statusesOf('move')) expect([200, 404]).toContain(status);
    expect([...statusesOf('add')]).toEqual([201]);

    const succeeded = (kind: Kind) => new Set(answered.filter((call) => call.kind === kind && call.response.statusCode < 300).map((call) => call.imageId));
    const deleted = succeeded('delete');
    const moved = succeeded('move');
    expect([...deleted].filter((id) => moved.has(id))).toEqual([]);

    const expectedGroup = new Map<number, number>();
    for (const [g, own] of images.entries()) {
      for (const image of own) {
        if (!deleted.has(image.id)) expectedGroup.set(image.id, (groups[moved.has(image.id) ? (g + 1) % GROUPS : g] as GalleryGroup).id);
      }
    }
    for (const call of answered.filter((each) => each.kind === 'add')) {
      expectedGroup.set(dataOf<GalleryImage>(call.response).id, (groups[call.group] as GalleryGroup).id);
    }

    const foundGroup = new Map<number, number>();
    const listed: number[] = [];
    for (const group of groups) {
      const page = await listOf(group.id);
      // The group's kept count is the list's total: it must match the rows really there.
      expect(page.meta.total).toBe(page.data.length);
      for (const image of page.data) {
        expect(image.parentId).toBe(group.id);
        listed.push(image.id);
        foundGroup.set(image.id, group.id);
      }
    }
    expect(listed).toHaveLength(new Set(listed).size);
    expect(foundGroup).toEqual(expectedGroup);

    // One more reorder per group renumbers exactly the images the group holds: 0…n-1, none twice.
    for (const group of groups) {
      const before = await listOf(group.id);
      const first = before.data[0] as GalleryImage;
      expect((await api.putJson('/gallery/order', { parentId: group.id, id: first.id, position: 0 })).statusCode).toBe(200);
      const after = await listOf(group.id);
      expect(after.data.map((image) => image.displayOrder)).toEqual(after.data.map((_image, index) => index));
      expect(after.data.map((image) => image.id).sort()).toEqual(before.data.map((image) => image.id).sort());
    }
  });
});
