import { ABOUT_LIMITS, type Contact } from '@nail-or-never/shared/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { createAdministrator, enrolOtp } from '../../src/features/auth/administrators';
import { catalogClient, dataOf, makePhoto } from '../catalog/catalogTestKit';
import { codesValidNowhere } from '../support/otpCodes';
import type { TestApp } from '../support/testApp';

/** What a valid request needs of a stored record: its id and the version to send back. */
export interface Seeded {
  id: number;
  version: number;
}

type VersionedTable = 'serviceGroups' | 'services' | 'galleryGroups' | 'galleryImages' | 'aboutImages' | 'employees' | 'giftCards' | 'bookings' | 'clients';

const hours = [{ start: '09:00', end: '18:00' }];
const WORKING_WEEK = { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: hours, sunday: hours };
/** A Monday well ahead of any clock the suite runs on; each new booking takes the next week. */
const FIRST_BOOKING_DAY = Date.UTC(2030, 0, 7, 10);
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

function created<T>(response: LightMyRequestResponse, what: string): T {
  if (response.statusCode !== 201) throw new Error(`Seeding ${what} failed (${response.statusCode}): ${response.body}`);
  return dataOf<T>(response);
}

/**
 * One record of every kind, made through the API and made again when the fuzz deleted it or left
 * it unusable (a redeemed card, a booking past pending), so that every operation has a valid
 * request to start from whatever the requests before it did.
 */
export async function seedResources(t: TestApp) {
  const api = catalogClient(t);
  const photo = { content: await makePhoto() };
  const cache = new Map<string, number>();
  let serial = 0;
  /** Names the fuzz has not used yet: a repeated name is a 409, not a pass. */
  const unique = (prefix: string) => `${prefix} ${(serial += 1)}`;

  async function stored(table: VersionedTable, id: number | undefined): Promise<Seeded | undefined> {
    if (id === undefined) return undefined;
    return t.app.db.selectFrom(table).select(['id', 'version']).where('id', '=', id).executeTakeFirst();
  }

  async function kept(key: string, table: VersionedTable, usable: (row: Seeded) => Promise<boolean>, make: () => Promise<Seeded>): Promise<Seeded> {
    const row = await stored(table, cache.get(key));
    if (row && (await usable(row))) return row;
    const fresh = await make();
    cache.set(key, fresh.id);
    return fresh;
  }
  const always = () => Promise.resolve(true);

  const serviceGroup = () =>
    kept('serviceGroup', 'serviceGroups', always, async () => created(await api.postForm('/services-parent', { name: unique('Hands') }, photo), 'a service group'));

  const freshService = async () => {
    const group = await serviceGroup();
    return created<Seeded>(
      await api.postJson('/services', { parentId: group.id, name: unique('Gel polish'), durationMinutes: 30, priceType: 'fixed', price: 20 }),
      'a service',
    );
  };
  const service = () => kept('service', 'services', always, freshService);

  const galleryGroup = () =>
    kept('galleryGroup', 'galleryGroups', always, async () => created(await api.postForm('/gallery-parent', { theme: unique('Spring') }, photo), 'a gallery'));

  /** Also its group's id: the image routes address a picture by both. */
  const galleryImage = async () => {
    const group = await galleryGroup();
    const image = await kept('galleryImage', 'galleryImages', async (row) => {
      const parent = await t.app.db.selectFrom('galleryImages').select('parentId').where('id', '=', row.id).executeTakeFirst();
      return parent?.parentId === group.id;
    }, async () => created(await api.postForm('/gallery', { parentId: group.id }, photo), 'a gallery picture'));
    return { ...image, parentId: group.id };
  };

  /** The page holds a few pictures at most: the fuzz's uploads are removed (never the seeded one) to leave room for one more. */
  const roomForAboutImage = async () => {
    const keep = cache.get('aboutImage');
    const pictures = await t.app.db.selectFrom('aboutImages').select('id').orderBy('id').execute();
    const surplus = pictures.filter((picture) => picture.id !== keep).slice(0, Math.max(0, pictures.length - ABOUT_LIMITS.imagesMax + 1));
    for (const picture of surplus) await api.delete(`/about-us/images/${picture.id}`);
  };

  const aboutImage = () =>
    kept('aboutImage', 'aboutImages', always, async () => {
      await roomForAboutImage();
      return created(await api.postForm('/about-us/images', { altText: unique('The salon') }, photo), 'an about-us picture');
    });

  const employeeBody = (serviceIds: number[]) => ({
    firstName: unique('Maya'),
    lastName: 'Tester',
    jobTitle: 'Nail technician',
    email: `${unique('maya').replace(' ', '')}@salon.example`,
    phone: '',
    bio: '',
    calendarColor: '#336699',
    serviceIds,
    weeklyHours: WORKING_WEEK,
    bookable: true,
    active: true,
    startDate: null,
  });
  const freshEmployee = async (serviceIds: number[]) => created<Seeded>(await api.postJson('/employees', employeeBody(serviceIds)), 'an employee');
  const employee = async () => kept('employee', 'employees', always, async () => freshEmployee([(await service()).id]));

  const giftCard = () =>
    kept(
      'giftCard',
      'giftCards',
      async (row) => {
        const card = await t.app.db.selectFrom('giftCards').select(['status', 'balanceCents']).where('id', '=', row.id).executeTakeFirst();
        return card?.status === 'active' && card.balanceCents >= 100;
      },
      async () =>
        created(
          await api.postJson('/gift-cards', {
            initialValue: 500,
            expiresOn: null,
            purchaserName: unique('Ana'),
            purchaserEmail: '',
            purchaserPhone: '',
            recipientName: '',
            recipientEmail: '',
            recipientPhone: '',
            message: '',
            notes: '',
          }),
          'a gift card',
        ),
    );

  const clientBody = () => ({
    firstName: unique('José'),
    lastName: 'García',
    phone: '+31 6 12345678',
    email: '',
    birthday: null,
    allergies: '',
    notes: '',
    tags: [],
    marketingConsent: false,
  });
  const freshClient = async () => created<Seeded>(await api.postJson('/clients', clientBody()), 'a client');
  /** A client that can still be edited, merged into and booked (not erased, not merged away). */
  const client = () =>
    kept(
      'client',
      'clients',
      async (row) => (await t.app.db.selectFrom('clients').select('erasedAt').where('id', '=', row.id).executeTakeFirst())?.erasedAt === null,
      freshClient,
    );

  /** Opening hours every day in UTC, whatever the fuzz did to the contact record since. */
  const openEveryDay = async () => {
    const contact = dataOf<Contact & { updatedAt?: string }>(await api.get('/contact'));
    const { updatedAt: _updatedAt, ...fields } = contact;
    const response = await api.putJson('/contact', { ...fields, openingHours: WORKING_WEEK, closures: [], timeZone: 'UTC' });
    if (response.statusCode !== 200) throw new Error(`Seeding the opening hours failed (${response.statusCode}): ${response.body}`);
  };

  let bookingWeek = 0;
  /** A pending booking with its own service and employee, so no earlier request can have made it unbookable. */
  /** A service and an employee who does it, made now: no earlier request can have changed them. */
  const bookablePair = async () => {
    await openEveryDay();
    const bookedService = await freshService();
    const bookedEmployee = await freshEmployee([bookedService.id]);
    return { serviceId: bookedService.id, employeeId: bookedEmployee.id };
  };

  const freshBooking = async () => {
    const pair = await bookablePair();
    const startsAt = new Date(FIRST_BOOKING_DAY + (bookingWeek += 1) * WEEK_MS).toISOString();
    const booking = created<Seeded>(
      await api.postJson('/bookings', {
        customerName: unique('Joana'),
        customerPhone: '+44 20 7946 0000',
        customerEmail: '',
        items: [{ ...pair, startsAt }],
        source: 'phone',
        notes: '',
      }),
      'a booking',
    );
    return { ...booking, ...pair, startsAt };
  };
  let lastBooking: Awaited<ReturnType<typeof freshBooking>> | undefined;
  const booking = async () => {
    const row = await stored('bookings', lastBooking?.id);
    const status = row && (await t.app.db.selectFrom('bookings').select('status').where('id', '=', row.id).executeTakeFirst());
    if (lastBooking && row && status?.status === 'pending') return { ...lastBooking, version: row.version };
    lastBooking = await freshBooking();
    return lastBooking;
  };

  /** A fresh booking just confirmed: a status change the undo route can take back. */
  const justConfirmedBooking = async () => {
    const fresh = await freshBooking();
    const changed = dataOf<{ version: number }>(await api.postJson(`/bookings/${fresh.id}/status`, { version: fresh.version, status: 'confirmed', reason: '' }));
    return { ...fresh, version: changed.version };
  };

  /** A time slot no other booking uses. */
  const nextBookingSlot = () => new Date(FIRST_BOOKING_DAY + (bookingWeek += 1) * WEEK_MS).toISOString();

  const contact = async () => dataOf<Contact & { updatedAt?: string }>(await api.get('/contact'));
  const aboutVersion = async () => dataOf<{ version: number }>(await api.get('/about-us')).version;

  /** A second administrator with an authenticator app, so the code check has someone to check. */
  const otpAdministrator = { username: 'fuzz-otp', password: 'another correct horse battery staple' };
  await createAdministrator(t.app.db, otpAdministrator.username, otpAdministrator.password);
  const { secret } = await enrolOtp(t.app.db, otpAdministrator.username, false);
  const wrongOtpCode = () => codesValidNowhere(secret)[0] ?? '000000';

  return { photo: photo.content, unique, serviceGroup, service, galleryGroup, galleryImage, aboutImage, roomForAboutImage, employee, employeeBody, giftCard, client, clientBody, freshClient, booking, justConfirmedBooking, bookablePair, nextBookingSlot, contact, aboutVersion, otpAdministrator, wrongOtpCode };
}

export type SeededResources = Awaited<ReturnType<typeof seedResources>>;
