import type { DashboardSummary, GalleryGroup, ServiceGroup, Service } from '@nail-or-never/shared/schemas';
import { startTestApp, type TestApp } from '../support/testApp';
import { catalogClient, dataOf, makePhoto, type CatalogClient } from './catalogTestKit';

let testApp: TestApp;
let api: CatalogClient;

beforeEach(async () => {
  testApp = await startTestApp();
  api = catalogClient(testApp);
});

afterEach(async () => {
  await testApp.close();
});

describe('GET /dashboard/summary', () => {
  it('is all zeros and no changes on an empty catalogue', async () => {
    const summary = dataOf<DashboardSummary>(await api.get('/dashboard/summary'));

    expect(summary).toEqual({ counts: { serviceGroups: 0, services: 0, galleryGroups: 0, galleryImages: 0 }, recentChanges: [], clock: '24h' });
  });

  it('counts every kind and lists the ten newest changes, newest first, with their group', async () => {
    const group = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Manicure' }));
    const services: Service[] = [];
    for (let index = 1; index <= 10; index += 1) {
      services.push(dataOf<Service>(await api.postJson('/services', { parentId: group.id, name: `Service ${index}`, durationMinutes: 30, priceType: 'free' })));
    }
    const gallery = dataOf<GalleryGroup>(await api.postForm('/gallery-parent', { theme: 'Summer' }));
    await api.postForm('/gallery', { parentId: gallery.id, altText: 'Red nails' }, { content: await makePhoto() });
    const renamed = await api.putForm('/services-parent', { id: group.id, version: 1, name: 'Hands' });
    expect(renamed.statusCode).toBe(200);

    const summary = dataOf<DashboardSummary>(await api.get('/dashboard/summary'));

    expect(summary.counts).toEqual({ serviceGroups: 1, services: 10, galleryGroups: 1, galleryImages: 1 });
    expect(summary.recentChanges).toHaveLength(10);
    expect(summary.recentChanges.slice(0, 3)).toEqual([
      { kind: 'serviceGroup', id: group.id, title: 'Hands', updatedAt: expect.any(String) },
      { kind: 'galleryImage', id: expect.any(Number), title: 'Red nails', groupId: gallery.id, updatedAt: expect.any(String) },
      { kind: 'galleryGroup', id: gallery.id, title: 'Summer', updatedAt: expect.any(String) },
    ]);
    expect(summary.recentChanges[3]).toEqual({ kind: 'service', id: services[9]?.id, title: 'Service 10', groupId: group.id, updatedAt: expect.any(String) });
    const times = summary.recentChanges.map((change) => change.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
