import type { Service, ServiceGroup } from '@nail-or-never/shared/schemas';
import { startTestApp, type TestApp } from '../support/testApp';
import { catalogClient, dataOf, errorOf, makePhoto, pageOf, storedFiles, type CatalogClient } from './catalogTestKit';

let testApp: TestApp;
let api: CatalogClient;

beforeEach(async () => {
  testApp = await startTestApp();
  api = catalogClient(testApp);
});

afterEach(async () => {
  await testApp.close();
});

const createGroup = async (fields: Record<string, string | number | boolean>) => {
  const response = await api.postForm('/services-parent', fields);
  expect(response.statusCode).toBe(201);
  return dataOf<ServiceGroup>(response);
};

describe('service groups', () => {
  it('creates a group from a multipart form, with defaults for the fields left out', async () => {
    const response = await api.postForm('/services-parent', { name: '  Manicure  ' });

    expect(response.statusCode).toBe(201);
    const group = dataOf<ServiceGroup>(response);
    expect(group).toMatchObject({ name: 'Manicure', description: '', image: null, displayOrder: 0, active: true, version: 1, serviceCount: 0 });
    expect(Date.parse(group.createdAt)).not.toBeNaN();
    expect(group.updatedAt).toBe(group.createdAt);
  });

  it('lists every group unpaged in display order, then by id, under data (the menu reads data.data)', async () => {
    await createGroup({ name: 'Pedicure', displayOrder: 2 });
    await createGroup({ name: 'Manicure', displayOrder: 1 });
    await createGroup({ name: 'Lashes', displayOrder: 2, active: false });

    const response = await api.get('/services-parent/with-out-pagination');

    expect(response.statusCode).toBe(200);
    const groups = dataOf<ServiceGroup[]>(response);
    expect(groups.map((group) => group.name)).toEqual(['Manicure', 'Pedicure', 'Lashes']);
    expect(groups[2]?.active).toBe(false);
    expect(response.json()).not.toHaveProperty('meta');
  });

  it('returns one group by ?id= with its service count, and 404 for an unknown id', async () => {
    const group = await createGroup({ name: 'Manicure' });
    await api.postJson('/services', { parentId: group.id, name: 'Gel', durationMinutes: 45, priceType: 'fixed', price: 30 });

    const found = await api.get(`/services-parent/detail?id=${group.id}`);
    expect(found.statusCode).toBe(200);
    expect(dataOf<ServiceGroup>(found)).toMatchObject({ id: group.id, name: 'Manicure', serviceCount: 1 });

    const missing = await api.get('/services-parent/detail?id=999');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('No service group with id 999 exists. It may have been deleted.');
  });

  it.each([
    ['a missing name', {}, 'name', 'Enter a name.'],
    ['a one-letter name', { name: 'A' }, 'name', 'The name must be at least 2 characters.'],
    ['a blank name', { name: '   ' }, 'name', 'Enter a name.'],
    ['a name over 80 characters', { name: 'x'.repeat(81) }, 'name', 'The name must be at most 80 characters.'],
    ['a description over 2000 characters', { name: 'Nails', description: 'x'.repeat(2001) }, 'description', 'The description must be at most 2000 characters.'],
    ['a display order that is not a number', { name: 'Nails', displayOrder: 'first' }, 'displayOrder', 'The display order must be a number.'],
    ['a negative display order', { name: 'Nails', displayOrder: -1 }, 'displayOrder', 'The display order cannot be negative.'],
    ['a fractional display order', { name: 'Nails', displayOrder: 1.5 }, 'displayOrder', 'The display order must be a whole number.'],
    ['active that is not yes or no', { name: 'Nails', active: 'maybe' }, 'active', 'Active must be true or false.'],
  ])('refuses %s with 400 and the field message, creating nothing', async (_case, fields, field, message) => {
    const response = await api.postForm('/services-parent', fields);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ message: 'Some fields are not valid. Check them and try again.', errors: { [field]: message } });
    expect(dataOf<ServiceGroup[]>(await api.get('/services-parent/with-out-pagination'))).toEqual([]);
  });

  it('refuses a JSON body on the multipart route with 415', async () => {
    const response = await api.postJson('/services-parent', { name: 'Nails' });

    expect(response.statusCode).toBe(415);
    expect(errorOf(response).message).toMatch(/multipart\/form-data/);
  });

  it('refuses a duplicate name, whatever its case and spacing, with 409 on create and on update', async () => {
    await createGroup({ name: 'Gel Nails' });
    const other = await createGroup({ name: 'Acrylic' });

    const duplicate = await api.postForm('/services-parent', { name: 'gel  nails ' });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate)).toEqual({
      message: 'A service group with the name "gel  nails" already exists. Choose another name.',
      errors: { name: 'Another service group already has this name.' },
    });

    const renamed = await api.putForm('/services-parent', { id: other.id, version: other.version, name: 'GEL NAILS' });
    expect(renamed.statusCode).toBe(409);
    expect(errorOf(renamed).errors).toEqual({ name: 'Another service group already has this name.' });
  });

  it('updates only the fields sent, bumps the version and updatedAt', async () => {
    const group = await createGroup({ name: 'Manicure', description: 'Hands', displayOrder: 3 });

    const response = await api.putForm('/services-parent', { id: group.id, version: 1, active: false });

    expect(response.statusCode).toBe(200);
    const updated = dataOf<ServiceGroup>(response);
    expect(updated).toMatchObject({ name: 'Manicure', description: 'Hands', displayOrder: 3, active: false, version: 2 });
    expect(updated.updatedAt >= group.updatedAt).toBe(true);
    expect(updated.createdAt).toBe(group.createdAt);
  });

  it('answers 409 to a PUT with a stale version and keeps the newer change', async () => {
    const group = await createGroup({ name: 'Manicure' });
    expect((await api.putForm('/services-parent', { id: group.id, version: 1, name: 'First edit' })).statusCode).toBe(200);

    const stale = await api.putForm('/services-parent', { id: group.id, version: 1, name: 'Second edit' });

    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale)).toEqual({
      message: 'This service group was changed by someone else after you opened it. Reload it to see their changes, then make yours again.',
      errors: { version: 'Out of date: reload and try again.' },
    });
    expect(dataOf<ServiceGroup>(await api.get(`/services-parent/detail?id=${group.id}`))).toMatchObject({ name: 'First edit', version: 2 });
  });

  it('requires id and version on PUT, and answers 404 for an unknown id', async () => {
    const missingVersion = await api.putForm('/services-parent', { id: 1, name: 'X y' });
    expect(missingVersion.statusCode).toBe(400);
    expect(errorOf(missingVersion).errors).toEqual({ version: 'The record version is missing. Reload and try again.' });

    const unknown = await api.putForm('/services-parent', { id: 42, version: 1, name: 'Nails' });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a group with its services and its picture in one go, and 404s a second delete', async () => {
    const photo = await makePhoto();
    const created = await api.postForm('/services-parent', { name: 'Manicure' }, { content: photo });
    const group = dataOf<ServiceGroup>(created);
    const keep = await createGroup({ name: 'Pedicure' });
    for (const name of ['Gel', 'Classic', 'French']) {
      await api.postJson('/services', { parentId: group.id, name, durationMinutes: 30, priceType: 'free' });
    }
    await api.postJson('/services', { parentId: keep.id, name: 'Spa', durationMinutes: 30, priceType: 'free' });
    expect(storedFiles(testApp)).toHaveLength(2);

    const response = await api.delete(`/services-parent/${group.id}`);

    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ id: group.id });
    expect(storedFiles(testApp)).toEqual([]);
    expect((await api.get(`/services-parent/detail?id=${group.id}`)).statusCode).toBe(404);
    const remaining = pageOf<Service>(await api.get('/services'));
    expect(remaining.data.map((service) => service.name)).toEqual(['Spa']);
    expect((await api.delete(`/services-parent/${group.id}`)).statusCode).toBe(404);
  });

  it('refuses a path id that is not a positive whole number', async () => {
    const response = await api.delete('/services-parent/abc');

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual({ id: 'Must be a whole number.' });
  });
});

describe('services of a group (/services-parent/list-service)', () => {
  let groupId: number;

  beforeEach(async () => {
    groupId = (await createGroup({ name: 'Manicure' })).id;
    for (let index = 1; index <= 25; index += 1) {
      const name = `Service ${String(index).padStart(2, '0')}`;
      const response = await api.postJson('/services', { parentId: groupId, name, durationMinutes: 30, priceType: 'fixed', price: index, displayOrder: index });
      expect(response.statusCode).toBe(201);
    }
  });

  it('pages the services in display order with meta', async () => {
    const first = pageOf<Service>(await api.get(`/services-parent/list-service?id=${groupId}&page=1&limit=10`));
    const third = pageOf<Service>(await api.get(`/services-parent/list-service?id=${groupId}&page=3&limit=10`));

    expect(first.meta).toEqual({ page: 1, limit: 10, total: 25 });
    expect(first.data.map((service) => service.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Service ${String(i + 1).padStart(2, '0')}`));
    expect(third.data.map((service) => service.name)).toEqual(['Service 21', 'Service 22', 'Service 23', 'Service 24', 'Service 25']);
  });

  it('uses page 1 and limit 20 by default, caps the limit at 100, and returns an empty page past the end', async () => {
    const defaults = pageOf<Service>(await api.get(`/services-parent/list-service?id=${groupId}`));
    expect(defaults.meta).toEqual({ page: 1, limit: 20, total: 25 });
    expect(defaults.data).toHaveLength(20);

    const capped = pageOf<Service>(await api.get(`/services-parent/list-service?id=${groupId}&limit=1000`));
    expect(capped.meta).toEqual({ page: 1, limit: 100, total: 25 });
    expect(capped.data).toHaveLength(25);

    const beyond = await api.get(`/services-parent/list-service?id=${groupId}&page=99&limit=10`);
    expect(beyond.statusCode).toBe(200);
    expect(pageOf<Service>(beyond)).toEqual({ data: [], meta: { page: 99, limit: 10, total: 25 } });
  });

  it('filters by name, case-insensitively, taking % and _ literally', async () => {
    await api.postJson('/services', { parentId: groupId, name: '100% Gel_Polish', durationMinutes: 30, priceType: 'free' });

    const byName = pageOf<Service>(await api.get(`/services-parent/list-service?id=${groupId}&q=SERVICE%202`));
    expect(byName.data.map((service) => service.name)).toEqual(['Service 20', 'Service 21', 'Service 22', 'Service 23', 'Service 24', 'Service 25']);
    expect(byName.meta.total).toBe(6);

    const percent = pageOf<Service>(await api.get(`/services-parent/list-service?id=${groupId}&q=${encodeURIComponent('0% g')}`));
    expect(percent.data.map((service) => service.name)).toEqual(['100% Gel_Polish']);
    const underscore = pageOf<Service>(await api.get(`/services-parent/list-service?id=${groupId}&q=l_p`));
    expect(underscore.data.map((service) => service.name)).toEqual(['100% Gel_Polish']);
  });

  it.each([
    ['page=0', 'page', 'The page starts at 1.'],
    ['page=-2', 'page', 'The page starts at 1.'],
    ['page=two', 'page', 'The page must be a number.'],
    ['page=1.5', 'page', 'The page must be a whole number.'],
    ['limit=0', 'limit', 'The limit must be at least 1.'],
    ['limit=x', 'limit', 'The limit must be a number.'],
  ])('refuses %s with 400', async (query, field, message) => {
    const response = await api.get(`/services-parent/list-service?id=${groupId}&${query}`);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual({ [field]: message });
  });

  it('answers 404 for the services of an unknown group and 400 without an id', async () => {
    expect((await api.get('/services-parent/list-service?id=9999')).statusCode).toBe(404);
    const noId = await api.get('/services-parent/list-service');
    expect(noId.statusCode).toBe(400);
    expect(Object.keys(errorOf(noId).errors ?? {})).toEqual(['id']);
  });
});
