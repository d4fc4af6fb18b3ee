import type { Booking, Contact, DashboardSummary, Employee, GalleryGroup, GiftCard, ServiceGroup, Service } from '@nail-or-never/shared/schemas';
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

    expect(summary).toEqual({
      counts: { serviceGroups: 0, services: 0, galleryGroups: 0, galleryImages: 0 },
      recentChanges: [],
      clock: '24h',
      setup: { timeZone: 'UTC', contactSaved: false, openingHours: false, service: false, bookableEmployee: false },
    });
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

const open = [{ start: '09:00', end: '18:00' }];
const tuesdayToSaturday = { monday: [], tuesday: open, wednesday: open, thursday: open, friday: open, saturday: open, sunday: [] };
const closedAllWeek = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };

async function addEmployee(client: CatalogClient, fields: Partial<Employee> & { email: string }): Promise<Employee> {
  const response = await client.postJson('/employees', {
    firstName: 'Maya', lastName: 'Okafor', jobTitle: '', phone: '', bio: '', calendarColor: '#336699',
    serviceIds: [], weeklyHours: tuesdayToSaturday, bookable: true, active: true, startDate: null, ...fields,
  });
  expect(response.statusCode).toBe(201);
  return dataOf<Employee>(response);
}

describe('the set-up checklist of GET /dashboard/summary', () => {
  const setupOf = async () => dataOf<DashboardSummary>(await api.get('/dashboard/summary')).setup;

  it('marks each step done only when the salon can really take a booking', async () => {
    const contact = dataOf<Contact>(await api.get('/contact'));
    // Saved with the time zone confirmed but still closed every day: the hours step is not done.
    expect((await api.putJson('/contact', { ...contact, timeZone: 'Europe/Lisbon' })).statusCode).toBe(200);
    expect(await setupOf()).toEqual({ timeZone: 'Europe/Lisbon', contactSaved: true, openingHours: false, service: false, bookableEmployee: false });

    const saved = dataOf<Contact>(await api.get('/contact'));
    expect((await api.putJson('/contact', { ...saved, openingHours: tuesdayToSaturday })).statusCode).toBe(200);
    const group = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Hands' }));
    const hidden = dataOf<Service>(await api.postJson('/services', { parentId: group.id, name: 'Retired', durationMinutes: 30, priceType: 'free', active: false }));
    expect(await setupOf()).toMatchObject({ openingHours: true, service: false, bookableEmployee: false });

    const manicure = dataOf<Service>(await api.postJson('/services', { parentId: group.id, name: 'Manicure', durationMinutes: 30, priceType: 'free' }));
    // Nobody who could take it: one without the service, one not bookable, one without hours, one only doing the inactive service.
    await addEmployee(api, { email: 'a@salon.example' });
    await addEmployee(api, { email: 'b@salon.example', serviceIds: [manicure.id], bookable: false });
    await addEmployee(api, { email: 'c@salon.example', serviceIds: [manicure.id], weeklyHours: closedAllWeek });
    await addEmployee(api, { email: 'd@salon.example', serviceIds: [hidden.id] });
    expect(await setupOf()).toMatchObject({ openingHours: true, service: true, bookableEmployee: false });

    await addEmployee(api, { email: 'e@salon.example', serviceIds: [manicure.id] });
    expect(await setupOf()).toEqual({ timeZone: 'Europe/Lisbon', contactSaved: true, openingHours: true, service: true, bookableEmployee: true });
  });
});

describe('recent changes beyond the catalogue', () => {
  it('lists bookings (with their day in the salon\u2019s zone), gift cards and staff among the newest changes', async () => {
    const contact = dataOf<Contact>(await api.get('/contact'));
    const everyHour = Object.fromEntries(Object.keys(closedAllWeek).map((day) => [day, [{ start: '00:00', end: '24:00' }]]));
    expect((await api.putJson('/contact', { ...contact, openingHours: everyHour, timeZone: 'Pacific/Auckland' })).statusCode).toBe(200);
    const group = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Feet' }));
    const pedicure = dataOf<Service>(await api.postJson('/services', { parentId: group.id, name: 'Pedicure', durationMinutes: 30, priceType: 'free' }));
    const maya = await addEmployee(api, { email: 'maya@salon.example', serviceIds: [pedicure.id], weeklyHours: everyHour as Employee['weeklyHours'] });
    const card = dataOf<GiftCard>(
      await api.postJson('/gift-cards', { initialValue: 40, expiresOn: null, purchaserName: 'Ana', purchaserEmail: '', purchaserPhone: '', recipientName: 'Jo', recipientEmail: '', recipientPhone: '', message: '', notes: '' }),
    );
    // 20:00 UTC on 1 June is already 2 June in Auckland.
    const booking = dataOf<Booking>(
      await api.postJson('/bookings', {
        customerName: 'Ana Silva', customerPhone: '+44 7700 900000', customerEmail: '', source: 'phone', notes: '', overrideOverlap: false, overrideReason: '',
        items: [{ serviceId: pedicure.id, employeeId: maya.id, startsAt: '2030-06-01T20:00:00Z' }],
      }),
    );

    const summary = dataOf<DashboardSummary>(await api.get('/dashboard/summary'));

    expect(summary.recentChanges.slice(0, 5)).toEqual([
      { kind: 'booking', id: booking.id, title: 'Ana Silva', day: '2030-06-02', updatedAt: expect.any(String) },
      { kind: 'giftCard', id: card.id, title: card.code, updatedAt: expect.any(String) },
      { kind: 'employee', id: maya.id, title: 'Maya Okafor', updatedAt: expect.any(String) },
      { kind: 'service', id: pedicure.id, title: 'Pedicure', groupId: group.id, updatedAt: expect.any(String) },
      { kind: 'serviceGroup', id: group.id, title: 'Feet', updatedAt: expect.any(String) },
    ]);
  });
});
