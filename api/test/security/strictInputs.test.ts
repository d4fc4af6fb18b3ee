import { startTestApp, type TestApp } from '../support/testApp';
import { catalogClient, dataOf, errorOf, pageOf, type CatalogClient } from '../catalog/catalogTestKit';

interface Group {
  id: number;
  version: number;
  name: string;
}

describe('strict ids, versions and names on every route', () => {
  let t: TestApp;
  let api: CatalogClient;
  let group: Group;
  beforeAll(async () => {
    t = await startTestApp();
    api = catalogClient(t);
    group = dataOf<Group>(await api.postForm('/services-parent', { name: 'Hands' }));
  });
  afterAll(async () => {
    await t.close();
  });

  const LOOSE_IDS = ['0x1', ' 1', '%201', '1e0', '01', '+1', '1.0', '[1]', 'true', '-1', '0', '99999999999'];

  it.each(LOOSE_IDS)('refuses the path id %j with 400 and deletes nothing', async (loose) => {
    const id = loose.replace('1', String(group.id));
    const response = await api.delete(`/services-parent/${id}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toEqual(expect.any(String));
    expect((await api.get(`/services-parent/detail?id=${group.id}`)).statusCode).toBe(200);
  });

  it.each(LOOSE_IDS)('refuses the query id %j with 400', async (loose) => {
    expect((await api.get(`/services-parent/detail?id=${encodeURIComponent(loose.replace('1', String(group.id)))}`)).statusCode).toBe(400);
  });

  it.each([['"1"'], ['true'], ['[1]'], ['1.5'], ['"0x1"'], ['" 1"'], ['"1e0"'], ['null']])('refuses the JSON id %s with 400 and creates nothing', async (json) => {
    const value: unknown = JSON.parse(json.replace('1', String(group.id)));
    const service = { parentId: value, name: 'Gel polish', durationMinutes: 30, priceType: 'free' };
    const response = await api.postJson('/services', service);
    // A JSON string of digits is text, not an integer: ids in JSON bodies are numbers.
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toHaveProperty('parentId');
    expect((await api.get('/services')).json<{ meta: { total: number } }>().meta.total).toBe(0);
  });

  it('refuses a JSON version sent as text', async () => {
    const created = dataOf<Group>(await api.postJson('/services', { parentId: group.id, name: 'Nail art', durationMinutes: 30, priceType: 'free' }));
    const response = await api.putJson('/services', { id: created.id, version: String(created.version), name: 'Nail art deluxe' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors?.version).toMatch(/JSON number/);
    expect(pageOf<Group>(await api.get('/services?q=Nail')).data.map((service) => service.name)).toEqual(['Nail art']);
    await api.delete(`/services/${created.id}`);
  });

  it.each([
    ['PUT', '/gift-cards', { id: '999999', version: 1 }, 'id'],
    ['PUT', '/employees', { id: 1, version: '1' }, 'version'],
    ['POST', '/bookings/1/status', { version: '1', status: 'confirmed' }, 'version'],
  ] as const)('refuses %s %s with a text id or version in its JSON body', async (method, url, body, field) => {
    const response = await (method === 'PUT' ? api.putJson(url, body) : api.postJson(url, body));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toHaveProperty(field);
  });

  it.each(['0x1', ' 1', '1e0', '01'])('refuses the form version %j', async (loose) => {
    const response = await api.putForm('/services-parent', { id: String(group.id), version: loose, name: 'Feet' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toHaveProperty('version');
  });

  it.each([
    ['a NUL', 'Nails\u0000'],
    ['an escape sequence', 'Nails \u001b[31mred'],
    ['a right-to-left override', '\u202Egnp.exe\u202C nails'],
    ['a left-to-right isolate', 'Nails \u2066x\u2069'],
    ['a left-to-right mark', 'Nails\u200E'],
    ['a right-to-left mark', '\u200FNails'],
    ['an Arabic letter mark', 'Nai\u061Cls'],
    ['a zero-width space', 'Na\u200Bils'],
  ])('refuses a name with %s, with a field error', async (_case, name) => {
    const response = await api.postForm('/services-parent', { name });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors?.name).toMatch(/must not contain|broken character/);
  });

  it('refuses a lone surrogate in a JSON name (a form cannot carry one: UTF-8 has no encoding for it)', async () => {
    const response = await api.postJson('/services', { parentId: group.id, name: 'Gel \uD800', durationMinutes: 30, priceType: 'free' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors?.name).toMatch(/broken character/);
  });

  it('stores names in NFC', async () => {
    const response = await api.postForm('/services-parent', { name: 'Cafe\u0301 nails' });
    expect(response.statusCode).toBe(201);
    expect(dataOf<Group>(response).name).toBe('Caf\u00e9 nails');
  });
});
