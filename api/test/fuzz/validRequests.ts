import type { LightMyRequestResponse } from 'fastify';
import { catalogClient, dataOf } from '../catalog/catalogTestKit';
import { TEST_ADMIN, type TestApp } from '../support/testApp';
import type { FuzzBody } from './malformedInputs';
import type { SeededResources } from './seededResources';

/** A request the API accepts as it stands, and the status it answers it with. */
export interface ValidRequest {
  pathValues: Record<string, string>;
  query: Partial<Record<string, string>>;
  body: FuzzBody;
  status: number;
}

type Build = (seeds: SeededResources, t: TestApp) => Promise<ValidRequest>;

const none: FuzzBody = { kind: 'none' };
const json = (value: Record<string, unknown>): FuzzBody => ({ kind: 'jsonObject', value });
const form = (fields: Record<string, string | number>, file: Uint8Array | null = null): FuzzBody => ({
  kind: 'form',
  fields: Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
  file,
  fileField: 'image',
});
const get = (query: ValidRequest['query'] = {}, pathValues: ValidRequest['pathValues'] = {}): ValidRequest => ({ pathValues, query, body: none, status: 200 });
const ids = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

/** Records a DELETE may remove without taking away what the other operations use. */
async function throwaway(t: TestApp, seeds: SeededResources, kind: 'serviceGroup' | 'galleryGroup' | 'service' | 'galleryImage' | 'aboutImage' | 'employee') {
  const api = catalogClient(t);
  const idOf = (response: LightMyRequestResponse) => {
    if (response.statusCode !== 201) throw new Error(`Could not make a ${kind} to delete (${response.statusCode}): ${response.body}`);
    return dataOf<{ id: number }>(response).id;
  };
  const photo = { content: Buffer.from(seeds.photo) };
  switch (kind) {
    case 'serviceGroup':
      return idOf(await api.postForm('/services-parent', { name: seeds.unique('Feet') }));
    case 'galleryGroup':
      return idOf(await api.postForm('/gallery-parent', { theme: seeds.unique('Autumn') }));
    case 'service':
      return idOf(await api.postJson('/services', { parentId: (await seeds.serviceGroup()).id, name: seeds.unique('Buff'), durationMinutes: 15, priceType: 'free' }));
    case 'galleryImage':
      return idOf(await api.postForm('/gallery', { parentId: (await seeds.galleryGroup()).id }, photo));
    case 'aboutImage':
      await seeds.roomForAboutImage();
      return idOf(await api.postForm('/about-us/images', { altText: seeds.unique('Chairs') }, photo));
    case 'employee':
      return idOf(await api.postJson('/employees', seeds.employeeBody([])));
  }
}

/** A person only this request works on: the team operations may reset, demote or deactivate them. */
async function throwawayPerson(t: TestApp, seeds: SeededResources): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/team', headers: t.authHeader, payload: { name: 'Fuzz person', username: seeds.unique('fuzz').replace(/[^A-Za-z0-9._-]/g, '') , role: 'reception' } });
  if (response.statusCode !== 201) throw new Error(`Could not add a person (${response.statusCode}): ${response.body}`);
  return dataOf<{ member: { id: number } }>(response).member.id;
}

/** Time off of a staff member made for it (in 2031, after every seeded booking), for PUT and DELETE. */
async function throwawayTimeOff(t: TestApp, seeds: SeededResources): Promise<{ id: number; version: number; employeeId: number }> {
  const employeeId = await throwaway(t, seeds, 'employee');
  const response = await catalogClient(t).postJson('/time-off', timeOffBody(employeeId));
  if (response.statusCode !== 201) throw new Error(`Could not add time off (${response.statusCode}): ${response.body}`);
  return dataOf<{ id: number; version: number; employeeId: number }>(response);
}

const timeOffBody = (employeeId: number) => ({ employeeId, reason: 'holiday', note: '', kind: 'once', fromDate: '2031-03-24', untilDate: '2031-03-28', startTime: null, endTime: null, weekdays: [] });
/** A repeating booking's first visit and rule: two weekly visits with a fresh service and employee, on unused slots. */
async function seriesBody(seeds: SeededResources) {
  const pair = await seeds.bookablePair();
  const startsAt = seeds.nextBookingSlot();
  // The second visit takes the following week's slot: skip it for other requests.
  seeds.nextBookingSlot();
  return {
    booking: { customerName: seeds.unique('Joana'), customerPhone: '+44 20 7946 0000', customerEmail: '', items: [{ ...pair, startsAt }], source: 'phone', notes: '' },
    repeat: { everyWeeks: 1, ends: 'times', times: 2 },
  };
}

/** A repeating booking only this request works on (a cancel or change ends what others would use). */
async function freshSeries(seeds: SeededResources, t: TestApp): Promise<{ id: number; version: number; bookings: { id: number; items: { serviceId: number | null; employeeId: number }[] }[] }> {
  const response = await catalogClient(t).postJson('/bookings/series', { ...(await seriesBody(seeds)), changes: [] });
  if (response.statusCode !== 201) throw new Error(`Could not make a repeating booking (${response.statusCode}): ${response.body}`);
  return dataOf(response);
}

/** A day range around the seeded bookings, within the calendar's six-week limit. */
const RANGE = { from: '2030-01-01T00:00:00Z', to: '2030-02-01T00:00:00Z' };

/**
 * One valid request per operation of the OpenAPI document, keyed `METHOD path`. The fuzz starts
 * from these, so its requests reach the handlers instead of stopping at a missing record or token;
 * an operation missing here fails the suite, so a new route gets its entry.
 */
export const VALID_REQUESTS: Record<string, Build> = {
  'POST /api/v1/users/login': async () => ({ pathValues: {}, query: {}, body: json({ ...TEST_ADMIN }), status: 200 }),
  // A code valid at no step near now: the handler checks it and refuses it (a valid one is single-use).
  'POST /api/v1/users/otp': async (seeds) => ({ pathValues: {}, query: {}, body: json({ ...seeds.otpAdministrator, otp: seeds.wrongOtpCode() }), status: 401 }),
  'GET /api/v1/users/me': async () => get(),
  // Skipped by the fuzz (it would end the fuzzer's session); the permission test signs in afresh for it.
  'POST /api/v1/users/logout': async () => ({ pathValues: {}, query: {}, body: none, status: 200 }),
  // These three end every other session of the caller and answer a new token: the fuzzer skips them
  // (its own token would end); the team tests and the permission test call them with their own people.
  'PUT /api/v1/account/password': async () => ({ pathValues: {}, query: {}, body: json({ currentPassword: TEST_ADMIN.password, newPassword: 'violet tram mosaic lantern 47' }), status: 200 }),
  'POST /api/v1/account/otp/confirm': async () => ({ pathValues: {}, query: {}, body: json({ otp: '000000' }), status: 400 }),
  'POST /api/v1/account/sessions/sign-out-others': async () => ({ pathValues: {}, query: {}, body: none, status: 200 }),
  'POST /api/v1/account/otp': async () => ({ pathValues: {}, query: {}, body: none, status: 200 }),
  'GET /api/v1/account/sessions': async () => get(),
  'GET /api/v1/team': async () => get(),
  'POST /api/v1/team': async (seeds) => ({ pathValues: {}, query: {}, body: json({ name: 'New person', username: seeds.unique('new').replace(/[^A-Za-z0-9._-]/g, ''), role: 'reception' }), status: 201 }),
  'PUT /api/v1/team/{id}/role': async (seeds, t) => ({ pathValues: ids({ id: await throwawayPerson(t, seeds) }), query: {}, body: json({ role: 'manager' }), status: 200 }),
  'POST /api/v1/team/{id}/password-reset': async (seeds, t) => ({ pathValues: ids({ id: await throwawayPerson(t, seeds) }), query: {}, body: none, status: 200 }),
  'PUT /api/v1/team/{id}/otp-required': async (seeds, t) => ({ pathValues: ids({ id: await throwawayPerson(t, seeds) }), query: {}, body: json({ required: true }), status: 200 }),
  'POST /api/v1/team/{id}/deactivate': async (seeds, t) => ({ pathValues: ids({ id: await throwawayPerson(t, seeds) }), query: {}, body: none, status: 200 }),
  'POST /api/v1/team/{id}/reactivate': async (seeds, t) => ({ pathValues: ids({ id: await throwawayPerson(t, seeds) }), query: {}, body: none, status: 200 }),
  'GET /api/v1/history': async () => get({ section: 'bookings', page: '1', limit: '5' }),
  'GET /api/v1/history/{resource}/{id}': async (seeds) => get({}, { resource: 'booking', id: String((await seeds.booking()).id) }),

  'GET /api/v1/services-parent/with-out-pagination': async () => get(),
  'GET /api/v1/services-parent/detail': async (seeds) => get(ids({ id: (await seeds.serviceGroup()).id })),
  'GET /api/v1/services-parent/list-service': async (seeds) => get({ ...ids({ id: (await seeds.serviceGroup()).id }), page: '1', limit: '5' }),
  'POST /api/v1/services-parent': async (seeds) => ({ pathValues: {}, query: {}, body: form({ name: seeds.unique('Hands') }, seeds.photo), status: 201 }),
  'PUT /api/v1/services-parent': async (seeds) => {
    const group = await seeds.serviceGroup();
    return { pathValues: {}, query: {}, body: form({ id: group.id, version: group.version, name: seeds.unique('Hands') }), status: 200 };
  },
  'DELETE /api/v1/services-parent/{id}': async (seeds, t) => ({ pathValues: ids({ id: await throwaway(t, seeds, 'serviceGroup') }), query: {}, body: none, status: 200 }),

  'GET /api/v1/services': async () => get({ page: '1', limit: '5' }),
  'POST /api/v1/services': async (seeds) => ({
    pathValues: {},
    query: {},
    body: json({ parentId: (await seeds.serviceGroup()).id, name: seeds.unique('Gel polish'), durationMinutes: 30, priceType: 'fixed', price: 20 }),
    status: 201,
  }),
  'PUT /api/v1/services': async (seeds) => {
    const service = await seeds.service();
    return { pathValues: {}, query: {}, body: json({ id: service.id, version: service.version, name: seeds.unique('Gel polish'), priceType: 'fixed', price: 25.5 }), status: 200 };
  },
  'DELETE /api/v1/services/{id}': async (seeds, t) => ({ pathValues: ids({ id: await throwaway(t, seeds, 'service') }), query: {}, body: none, status: 200 }),

  'GET /api/v1/gallery-parent': async () => get({ page: '1', limit: '5' }),
  'POST /api/v1/gallery-parent': async (seeds) => ({ pathValues: {}, query: {}, body: form({ theme: seeds.unique('Spring') }, seeds.photo), status: 201 }),
  'PUT /api/v1/gallery-parent': async (seeds) => {
    const group = await seeds.galleryGroup();
    return { pathValues: {}, query: {}, body: form({ id: group.id, version: group.version, theme: seeds.unique('Spring') }), status: 200 };
  },
  'GET /api/v1/gallery-parent/{id}': async (seeds) => get({}, ids({ id: (await seeds.galleryGroup()).id })),
  'DELETE /api/v1/gallery-parent/{id}': async (seeds, t) => ({ pathValues: ids({ id: await throwaway(t, seeds, 'galleryGroup') }), query: {}, body: none, status: 200 }),
  'GET /api/v1/gallery/list-gallery/{id}': async (seeds) => get({ page: '1', limit: '5' }, ids({ id: (await seeds.galleryGroup()).id })),
  'POST /api/v1/gallery': async (seeds) => ({ pathValues: {}, query: {}, body: form({ parentId: (await seeds.galleryGroup()).id }, seeds.photo), status: 201 }),
  'PUT /api/v1/gallery': async (seeds) => {
    const image = await seeds.galleryImage();
    return { pathValues: {}, query: {}, body: form({ id: image.id, version: image.version, parentId: image.parentId, altText: seeds.unique('Red tips') }), status: 200 };
  },
  'DELETE /api/v1/gallery/{parentId}/{id}': async (seeds, t) => {
    const id = await throwaway(t, seeds, 'galleryImage');
    return { pathValues: ids({ parentId: (await seeds.galleryGroup()).id, id }), query: {}, body: none, status: 200 };
  },
  'PUT /api/v1/gallery/order': async (seeds) => {
    const image = await seeds.galleryImage();
    return { pathValues: {}, query: {}, body: json({ parentId: image.parentId, id: image.id, position: 0 }), status: 200 };
  },
  'GET /api/v1/dashboard/summary': async () => get(),
  // follow=false answers and ends; the stream itself is tested in api/test/live.
  'GET /api/v1/events': async () => get({ follow: 'false' }),

  'GET /api/v1/contact': async () => get(),
  'PUT /api/v1/contact': async (seeds) => {
    const { updatedAt: _updatedAt, ...contact } = await seeds.contact();
    return { pathValues: {}, query: {}, body: json({ ...contact, businessName: seeds.unique('Nail Or Never') }), status: 200 };
  },
  'GET /api/v1/about-us': async () => get(),
  'PUT /api/v1/about-us': async (seeds) => {
    const hero = await seeds.aboutImage();
    const version = await seeds.aboutVersion();
    return { pathValues: {}, query: {}, body: json({ title: seeds.unique('About us'), bodyHtml: '<p>Welcome.</p>', status: 'draft', heroImageId: hero.id, version }), status: 200 };
  },
  'POST /api/v1/about-us/images': async (seeds) => {
    await seeds.aboutImage();
    await seeds.roomForAboutImage();
    return { pathValues: {}, query: {}, body: form({ altText: seeds.unique('The salon') }, seeds.photo), status: 201 };
  },
  'PUT /api/v1/about-us/images': async (seeds) => {
    const image = await seeds.aboutImage();
    return { pathValues: {}, query: {}, body: form({ id: image.id, version: image.version, altText: seeds.unique('The salon') }), status: 200 };
  },
  'DELETE /api/v1/about-us/images/{id}': async (seeds, t) => ({ pathValues: ids({ id: await throwaway(t, seeds, 'aboutImage') }), query: {}, body: none, status: 200 }),

  'GET /api/v1/employees': async () => get({ page: '1', limit: '5', status: 'all' }),
  'POST /api/v1/employees': async (seeds) => ({ pathValues: {}, query: {}, body: json(seeds.employeeBody([(await seeds.service()).id])), status: 201 }),
  'PUT /api/v1/employees': async (seeds) => {
    const employee = await seeds.employee();
    const service = await seeds.service();
    return { pathValues: {}, query: {}, body: json({ id: employee.id, version: employee.version, firstName: seeds.unique('Maya'), serviceIds: [service.id] }), status: 200 };
  },
  'GET /api/v1/employees/{id}': async (seeds) => get({}, ids({ id: (await seeds.employee()).id })),
  'DELETE /api/v1/employees/{id}': async (seeds, t) => ({ pathValues: ids({ id: await throwaway(t, seeds, 'employee') }), query: {}, body: none, status: 200 }),
  'PUT /api/v1/employees/photo': async (seeds) => {
    const employee = await seeds.employee();
    return { pathValues: {}, query: {}, body: form({ id: employee.id, version: employee.version }, seeds.photo), status: 200 };
  },

  'GET /api/v1/gift-cards': async () => get({ page: '1', limit: '5', status: 'active' }),
  'POST /api/v1/gift-cards': async (seeds) => ({
    pathValues: {},
    query: {},
    body: json({
      initialValue: 45.5,
      expiresOn: null,
      purchaserName: seeds.unique('Ana'),
      purchaserEmail: '',
      purchaserPhone: '',
      recipientName: '',
      recipientEmail: '',
      recipientPhone: '',
      message: '',
      notes: '',
    }),
    status: 201,
  }),
  'PUT /api/v1/gift-cards': async (seeds) => {
    const card = await seeds.giftCard();
    return { pathValues: {}, query: {}, body: json({ id: card.id, version: card.version, purchaserName: seeds.unique('Ana') }), status: 200 };
  },
  'GET /api/v1/gift-cards/summary': async () => get(),
  'GET /api/v1/gift-cards/{id}': async (seeds) => get({}, ids({ id: (await seeds.giftCard()).id })),
  'POST /api/v1/gift-cards/{id}/transactions': async (seeds) => ({
    pathValues: ids({ id: (await seeds.giftCard()).id }),
    query: {},
    body: json({ type: 'redeem', amount: 0.5, reason: '' }),
    status: 201,
  }),

  'GET /api/v1/bookings': async (seeds) => get({ page: '1', limit: '5', ...ids({ employeeId: (await seeds.booking()).employeeId }) }),
  'POST /api/v1/bookings': async (seeds) => {
    const pair = await seeds.bookablePair();
    return {
      pathValues: {},
      query: {},
      body: json({ customerName: seeds.unique('Joana'), customerPhone: '+44 20 7946 0000', customerEmail: '', items: [{ ...pair, startsAt: seeds.nextBookingSlot() }], source: 'phone', notes: '' }),
      status: 201,
    };
  },
  'PUT /api/v1/bookings': async (seeds) => {
    const booking = await seeds.booking();
    return {
      pathValues: {},
      query: {},
      body: json({
        id: booking.id,
        version: booking.version,
        customerName: seeds.unique('Joana'),
        customerPhone: '+44 20 7946 0000',
        customerEmail: '',
        items: [{ serviceId: booking.serviceId, employeeId: booking.employeeId, startsAt: booking.startsAt }],
        source: 'phone',
        notes: '',
      }),
      status: 200,
    };
  },
  'GET /api/v1/bookings/range': async (seeds) => get({ ...RANGE, ...ids({ employeeId: (await seeds.booking()).employeeId }) }),
  'GET /api/v1/bookings/calendar': async (seeds) => get({ ...RANGE, ...ids({ employeeId: (await seeds.booking()).employeeId }) }),
  'GET /api/v1/bookings/{id}': async (seeds) => get({}, ids({ id: (await seeds.booking()).id })),
  'GET /api/v1/bookings/{id}/messages': async (seeds) => get({}, ids({ id: (await seeds.booking()).id })),
  'POST /api/v1/bookings/{id}/status': async (seeds) => {
    const booking = await seeds.booking();
    return { pathValues: ids({ id: booking.id }), query: {}, body: json({ version: booking.version, status: 'confirmed', reason: '' }), status: 200 };
  },
  'GET /api/v1/bookings/availability': async (seeds) => {
    const pair = await seeds.bookablePair();
    return get({ date: '2030-01-15', ...ids({ services: pair.serviceId, employee: pair.employeeId }) });
  },
  'GET /api/v1/time-off': async () => get({ from: '2030-01-01' }),
  'GET /api/v1/time-off/blocks': async () => get(RANGE),
  'POST /api/v1/time-off': async (seeds, t) => ({ pathValues: {}, query: {}, body: json(timeOffBody(await throwaway(t, seeds, 'employee'))), status: 201 }),
  'PUT /api/v1/time-off': async (seeds, t) => {
    const entry = await throwawayTimeOff(t, seeds);
    return { pathValues: {}, query: {}, body: json({ ...timeOffBody(entry.employeeId), id: entry.id, version: entry.version, note: seeds.unique('Lisbon') }), status: 200 };
  },
  'DELETE /api/v1/time-off/{id}': async (seeds, t) => ({ pathValues: ids({ id: (await throwawayTimeOff(t, seeds)).id }), query: {}, body: none, status: 200 }),
  'POST /api/v1/bookings/{id}/status/undo': async (seeds) => {
    const booking = await seeds.justConfirmedBooking();
    return { pathValues: ids({ id: booking.id }), query: {}, body: json({ version: booking.version }), status: 200 };
  },
  'POST /api/v1/bookings/series/preview': async (seeds) => ({ pathValues: {}, query: {}, body: json(await seriesBody(seeds)), status: 200 }),
  'POST /api/v1/bookings/series': async (seeds) => ({ pathValues: {}, query: {}, body: json({ ...(await seriesBody(seeds)), changes: [] }), status: 201 }),
  'GET /api/v1/bookings/series/{id}/visits': async (seeds, t) => get({}, ids({ id: (await freshSeries(seeds, t)).id })),
  'PUT /api/v1/bookings/series/{id}/following': async (seeds, t) => {
    const series = await freshSeries(seeds, t);
    const first = series.bookings[0];
    const item = first?.items[0];
    return {
      pathValues: ids({ id: series.id }),
      query: {},
      body: json({ fromBookingId: first?.id ?? 0, version: series.version, items: [{ serviceId: item?.serviceId ?? 0, employeeId: item?.employeeId ?? 0, startTime: '11:00' }], notes: '' }),
      status: 200,
    };
  },
  'POST /api/v1/bookings/series/{id}/cancel-following': async (seeds, t) => {
    const series = await freshSeries(seeds, t);
    return { pathValues: ids({ id: series.id }), query: {}, body: json({ fromBookingId: series.bookings[0]?.id ?? 0, version: series.version, reason: 'Moving away' }), status: 200 };
  },
  'GET /api/v1/dashboard/business': async () => get(),

  'GET /api/v1/clients': async () => get({ page: '1', limit: '5', q: '06 12', sort: '-lastVisit' }),
  'GET /api/v1/clients/duplicates': async (seeds) => get({ phone: '0612345678', email: 'jose@example.com', ...ids({ excludeId: (await seeds.client()).id }) }),
  'GET /api/v1/clients/{id}': async (seeds) => get({}, ids({ id: (await seeds.client()).id })),
  'GET /api/v1/clients/{id}/history': async (seeds) => get({}, ids({ id: (await seeds.client()).id })),
  'GET /api/v1/clients/{id}/export': async (seeds) => get({}, ids({ id: (await seeds.client()).id })),
  'POST /api/v1/clients': async (seeds) => ({ pathValues: {}, query: {}, body: json(seeds.clientBody()), status: 201 }),
  'PUT /api/v1/clients': async (seeds) => {
    const client = await seeds.client();
    return { pathValues: {}, query: {}, body: json({ id: client.id, version: client.version, notes: 'Prefers mornings', tags: ['VIP'] }), status: 200 };
  },
  'POST /api/v1/clients/{id}/merge': async (seeds) => {
    const kept = await seeds.client();
    const duplicate = await seeds.freshClient();
    return { pathValues: ids({ id: kept.id }), query: {}, body: json({ version: kept.version, duplicateId: duplicate.id, duplicateVersion: duplicate.version }), status: 200 };
  },
  'POST /api/v1/clients/{id}/erase': async (seeds) => {
    const client = await seeds.freshClient();
    return { pathValues: ids({ id: client.id }), query: {}, body: json({ version: client.version }), status: 200 };
  },
  'DELETE /api/v1/clients/{id}': async (seeds) => ({ pathValues: ids({ id: (await seeds.freshClient()).id }), query: {}, body: none, status: 200 }),
};
