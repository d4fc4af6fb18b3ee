import type { Service, ServiceGroup } from '@nail-or-never/shared/schemas';
import { startTestApp, type TestApp } from '../support/testApp';
import { catalogClient, dataOf, pageOf, type CatalogClient } from './catalogTestKit';

let testApp: TestApp;
let api: CatalogClient;

beforeAll(async () => {
  testApp = await startTestApp();
  api = catalogClient(testApp);
});

afterAll(async () => {
  await testApp.close();
});

describe('two administrators saving the same version at once', () => {
  it('lets exactly one PUT through and answers 409 to the others', async () => {
    const group = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Manicure' }));
    const service = dataOf<Service>(
      await api.postJson('/services', { parentId: group.id, name: 'Gel', durationMinutes: 30, priceType: 'fixed', price: 20 }),
    );

    const responses = await Promise.all(
      [45, 60, 75, 90].map((durationMinutes) => api.putJson('/services', { id: service.id, version: 1, durationMinutes })),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = responses.find((response) => response.statusCode === 200);
    const [stored] = pageOf<Service>(await api.get(`/services-parent/list-service?id=${group.id}`)).data;
    expect(stored).toMatchObject({ version: 2, durationMinutes: winner ? dataOf<Service>(winner).durationMinutes : -1 });
  });

  it('lets exactly one of two concurrent creates of the same name through', async () => {
    const responses = await Promise.all([
      api.postForm('/services-parent', { name: 'Pedicure' }),
      api.postForm('/services-parent', { name: 'pedicure' }),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });
});
