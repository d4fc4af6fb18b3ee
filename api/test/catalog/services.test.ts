import type { Service, ServiceGroup } from '@nail-or-never/shared/schemas';
import { startTestApp, type TestApp } from '../support/testApp';
import { catalogClient, dataOf, errorOf, pageOf, type CatalogClient } from './catalogTestKit';

let testApp: TestApp;
let api: CatalogClient;
let groupId: number;

beforeEach(async () => {
  testApp = await startTestApp();
  api = catalogClient(testApp);
  groupId = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Manicure' })).id;
});

afterEach(async () => {
  await testApp.close();
});

const validService = () => ({ parentId: groupId, name: 'Gel polish', durationMinutes: 45, priceType: 'fixed', price: 35.5 });

const createService = async (overrides: object = {}) => {
  const response = await api.postJson('/services', { ...validService(), ...overrides });
  expect(response.statusCode).toBe(201);
  return dataOf<Service>(response);
};

describe('services', () => {
  it('creates a service; prices travel as decimal numbers and are kept exactly', async () => {
    const service = await createService({ price: 19.99, description: 'Long lasting' });

    expect(service).toMatchObject({
      parentId: groupId,
      name: 'Gel polish',
      description: 'Long lasting',
      durationMinutes: 45,
      priceType: 'fixed',
      price: 19.99,
      displayOrder: 0,
      active: true,
      version: 1,
    });
    const listed = pageOf<Service>(await api.get(`/services-parent/list-service?id=${groupId}`));
    expect(listed.data[0]?.price).toBe(19.99);
  });

  it('stores a free service without a price and a "from" price as given', async () => {
    const free = await createService({ name: 'Consultation', priceType: 'free', price: undefined });
    const from = await createService({ name: 'Nail art', priceType: 'from', price: 10 });
    const freeWithZero = await createService({ name: 'Hand check', priceType: 'free', price: 0 });

    expect(free).toMatchObject({ priceType: 'free', price: null });
    expect(from).toMatchObject({ priceType: 'from', price: 10 });
    expect(freeWithZero).toMatchObject({ priceType: 'free', price: null });
  });

  it.each([
    ['no name', { name: undefined }, 'name', 'Enter a name.'],
    ['a one-letter name', { name: 'G' }, 'name', 'The name must be at least 2 characters.'],
    ['a duration under 5 minutes', { durationMinutes: 4 }, 'durationMinutes', 'The duration must be at least 5 minutes.'],
    ['a duration over 480 minutes', { durationMinutes: 481 }, 'durationMinutes', 'The duration must be at most 480 minutes.'],
    ['a fractional duration', { durationMinutes: 30.5 }, 'durationMinutes', 'The duration must be a whole number of minutes.'],
    ['no duration', { durationMinutes: undefined }, 'durationMinutes', 'Enter the duration in minutes, for example 45.'],
    ['a negative clean-up time', { bufferMinutes: -5 }, 'bufferMinutes', 'The clean-up time cannot be negative: enter 0 for none.'],
    ['a clean-up time over 120 minutes', { bufferMinutes: 121 }, 'bufferMinutes', 'The clean-up time must be at most 120 minutes.'],
    ['a fractional clean-up time', { bufferMinutes: 2.5 }, 'bufferMinutes', 'The clean-up time must be a whole number of minutes.'],
    ['a clean-up time as text', { bufferMinutes: '10' }, 'bufferMinutes', 'Enter the clean-up time in minutes, for example 10, or 0 for none.'],
    ['an unknown price type', { priceType: 'cheap' }, 'priceType', 'The price type must be fixed, from or free.'],
    ['a negative price', { price: -1 }, 'price', 'The price must be at least 0.'],
    ['three decimals', { price: 10.005 }, 'price', 'Enter a price with at most two decimals, for example 45.50.'],
    ['a price given as text', { price: '12' }, 'price', 'The price must be a number, for example 45.50.'],
    ['a fraction of a cent', { price: 1e-9 }, 'price', 'Enter a price with at most two decimals, for example 45.50.'],
    ['a huge price', { price: 100_000.01 }, 'price', 'The price must be at most 100000.'],
    ['a fixed price without a price', { price: undefined }, 'price', 'Enter a price, or choose the price type "free".'],
    ['a "from" price with a null price', { priceType: 'from', price: null }, 'price', 'Enter a price, or choose the price type "free".'],
    ['a free service with a price', { priceType: 'free', price: 5 }, 'price', 'A free service has no price: leave the price empty.'],
    ['a parent that is not a number', { parentId: 'abc' }, 'parentId', 'Choose a service group.'],
    ['active as text', { active: 'yes' }, 'active', 'Active must be true or false.'],
  ])('refuses %s with 400 and the field message', async (_case, overrides, field, message) => {
    const response = await api.postJson('/services', { ...validService(), ...overrides });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ message: 'Some fields are not valid. Check them and try again.', errors: { [field]: message } });
    expect(pageOf<Service>(await api.get('/services')).meta.total).toBe(0);
  });

  it('keeps a clean-up time (0 unless sent) and changes it on its own', async () => {
    const plain = await createService({ name: 'Plain' });
    expect(plain.bufferMinutes).toBe(0);
    const soaked = await createService({ name: 'Soak off', bufferMinutes: 120 });
    expect(soaked.bufferMinutes).toBe(120);
    const changed = await api.putJson('/services', { id: soaked.id, version: 1, bufferMinutes: 15 });
    expect(dataOf<Service>(changed)).toMatchObject({ bufferMinutes: 15, durationMinutes: 45, version: 2 });
    const renamed = await api.putJson('/services', { id: soaked.id, version: 2, name: 'Soak off gel' });
    expect(dataOf<Service>(renamed).bufferMinutes).toBe(15);
  });

  it('accepts the duration bounds 5 and 480 and a price of 0.01', async () => {
    expect((await createService({ name: 'Quick', durationMinutes: 5, price: 0.01 })).durationMinutes).toBe(5);
    expect((await createService({ name: 'Whole day', durationMinutes: 480 })).durationMinutes).toBe(480);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/services',
      headers: { ...testApp.authHeader, 'content-type': 'application/json' },
      payload: '{"name": ',
    });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('The request body is not valid JSON.');
  });

  it('refuses a service in an unknown group with a field error', async () => {
    const response = await api.postJson('/services', { ...validService(), parentId: 999 });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual({ parentId: 'No service group with this id.' });
  });

  it('keeps names unique within a group only', async () => {
    await createService();
    const otherGroup = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Pedicure' }));

    const duplicate = await api.postJson('/services', { ...validService(), name: 'GEL POLISH' });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate)).toEqual({
      message: 'A service with the name "GEL POLISH" already exists in this group. Choose another name.',
      errors: { name: 'Another service already has this name.' },
    });

    expect((await api.postJson('/services', { ...validService(), parentId: otherGroup.id })).statusCode).toBe(201);
  });

  it('updates only the fields sent and checks the price pair as it will be stored', async () => {
    const service = await createService();

    const renamed = await api.putJson('/services', { id: service.id, version: 1, name: 'Gel deluxe' });
    expect(dataOf<Service>(renamed)).toMatchObject({ name: 'Gel deluxe', price: 35.5, priceType: 'fixed', version: 2 });

    const madeFree = await api.putJson('/services', { id: service.id, version: 2, priceType: 'free' });
    expect(dataOf<Service>(madeFree)).toMatchObject({ priceType: 'free', price: null, version: 3 });

    const fromWithoutPrice = await api.putJson('/services', { id: service.id, version: 3, priceType: 'from' });
    expect(fromWithoutPrice.statusCode).toBe(400);
    expect(errorOf(fromWithoutPrice).errors).toEqual({ price: 'Enter a price, or choose the price type "free".' });

    const priceOnFree = await api.putJson('/services', { id: service.id, version: 3, price: 12 });
    expect(priceOnFree.statusCode).toBe(400);
    expect(errorOf(priceOnFree).errors).toEqual({ price: 'A free service has no price: leave the price empty.' });

    const priced = await api.putJson('/services', { id: service.id, version: 3, priceType: 'from', price: 20.25 });
    expect(dataOf<Service>(priced)).toMatchObject({ priceType: 'from', price: 20.25, version: 4 });
  });

  it('moves a service to another group, refusing a name taken there', async () => {
    const service = await createService();
    const other = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Pedicure' }));
    await api.postJson('/services', { ...validService(), parentId: other.id });

    const clash = await api.putJson('/services', { id: service.id, version: 1, parentId: other.id });
    expect(clash.statusCode).toBe(409);

    const moved = await api.putJson('/services', { id: service.id, version: 1, parentId: other.id, name: 'Gel polish 2' });
    expect(dataOf<Service>(moved)).toMatchObject({ parentId: other.id, name: 'Gel polish 2' });

    const nowhere = await api.putJson('/services', { id: service.id, version: 2, parentId: 999 });
    expect(nowhere.statusCode).toBe(400);
    expect(errorOf(nowhere).errors).toEqual({ parentId: 'No service group with this id.' });
  });

  it('keeps each group\'s service count in step without changing the group\'s version', async () => {
    const other = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Pedicure' }));
    const first = await createService({ name: 'One' });
    await createService({ name: 'Two' });
    const countsOf = async () => {
      const groups = dataOf<ServiceGroup[]>(await api.get('/services-parent/with-out-pagination'));
      return groups.map((group) => [group.name, group.serviceCount, group.version]);
    };
    expect(await countsOf()).toEqual([['Manicure', 2, 1], ['Pedicure', 0, 1]]);

    await api.putJson('/services', { id: first.id, version: 1, parentId: other.id });
    expect(await countsOf()).toEqual([['Manicure', 1, 1], ['Pedicure', 1, 1]]);

    await api.delete(`/services/${first.id}`);
    expect(await countsOf()).toEqual([['Manicure', 1, 1], ['Pedicure', 0, 1]]);

    // A refused change leaves the counts alone.
    expect((await api.postJson('/services', { ...validService(), name: 'Two' })).statusCode).toBe(409);
    expect(await countsOf()).toEqual([['Manicure', 1, 1], ['Pedicure', 0, 1]]);
  });

  it('answers 409 to a stale version and 404 to an unknown id', async () => {
    const service = await createService();
    await api.putJson('/services', { id: service.id, version: 1, durationMinutes: 60 });

    const stale = await api.putJson('/services', { id: service.id, version: 1, durationMinutes: 90 });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(
      'This service was changed by someone else after you opened it. Reload it to see their changes, then make yours again.',
    );
    expect(pageOf<Service>(await api.get('/services')).data[0]).toMatchObject({ durationMinutes: 60, version: 2 });

    expect((await api.putJson('/services', { id: 999, version: 1, name: 'Ghost' })).statusCode).toBe(404);
  });

  it('validates PUT bodies too', async () => {
    const service = await createService();

    const response = await api.putJson('/services', { id: service.id, version: 0, durationMinutes: 1000 });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual({
      version: 'The record version must be 1 or more.',
      durationMinutes: 'The duration must be at most 480 minutes.',
    });
  });

  it('deletes a service, then 404s', async () => {
    const service = await createService();

    const response = await api.delete(`/services/${service.id}`);
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ id: service.id });
    expect(pageOf<Service>(await api.get('/services')).meta.total).toBe(0);
    expect((await api.delete(`/services/${service.id}`)).statusCode).toBe(404);
  });

  it('lists all services paged (GET /services?page=) with limit and name search', async () => {
    const other = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Pedicure' }));
    await createService({ name: 'Gel', displayOrder: 2 });
    await createService({ name: 'French', displayOrder: 1 });
    await createService({ parentId: other.id, name: 'Spa gel' });

    const all = pageOf<Service>(await api.get('/services?page=1'));
    expect(all.meta).toEqual({ page: 1, limit: 20, total: 3 });
    expect(all.data.map((service) => service.name)).toEqual(['French', 'Gel', 'Spa gel']);

    const second = pageOf<Service>(await api.get('/services?page=2&limit=2'));
    expect(second.data.map((service) => service.name)).toEqual(['Spa gel']);

    const search = pageOf<Service>(await api.get('/services?q=gel'));
    expect(search.data.map((service) => service.name)).toEqual(['Gel', 'Spa gel']);

    expect(pageOf<Service>(await api.get('/services?page=5')).data).toEqual([]);
    expect((await api.get('/services?page=0')).statusCode).toBe(400);
  });

  it('refuses search text with a control character as bad input (PostgreSQL cannot even compare NUL)', async () => {
    const response = await api.get('/services?q=ge%00l');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ q: 'The search text must not contain control characters.' });
  });
});
