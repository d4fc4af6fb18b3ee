import type { Booking, BookingCreateInput, BookingMessage, Client, Contact, Employee, Service, ServiceGroup } from '@nail-or-never/shared/schemas';
import { sql } from 'kysely';
import type { MailConfig } from '../../src/config';
import { createOutboxWorker } from '../../src/ops/outbox/outboxWorker';
import { catalogClient, dataOf, type CatalogClient } from '../catalog/catalogTestKit';
import { createClient } from './clients/clientTestKit';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpTestServer';
import { startTestApp, type TestApp } from '../support/testApp';
import { until } from '../support/until';

// London, winter time (UTC+0): Monday, 23 March 2026. The app's clock starts on the Friday before.
const MONDAY_10 = '2026-03-23T10:00:00.000Z';
const TUESDAY_14 = '2026-03-24T14:00:00.000Z';
const FRIDAY_NOON = Date.parse('2026-03-20T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

let testApp: TestApp;
let api: CatalogClient;
let smtp: TestSmtpServer | null;
let clock: number;
let manicure: Service;
let pedicure: Service;
let maya: Employee;

const day = (start: string, end: string) => [{ start, end }];

function mailConfig(changes: Partial<MailConfig>): MailConfig {
  return { smtpUrl: null, from: null, pollEveryMs: 25, maxAttempts: 3, retryBaseMs: 1000, leaseMs: 60_000, batchSize: 5, now: () => clock, ...changes };
}

async function startSalon(mail: Partial<MailConfig>): Promise<void> {
  clock = FRIDAY_NOON;
  testApp = await startTestApp({ mail: mailConfig(mail) });
  api = catalogClient(testApp);
  const group = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Hands & feet' }));
  const service = async (name: string, durationMinutes: number) =>
    dataOf<Service>(await api.postJson('/services', { parentId: group.id, name, durationMinutes, priceType: 'fixed', price: 30 }));
  manicure = await service('Gel manicure', 45);
  pedicure = await service('Pedicure', 60);
  const contact = dataOf<Contact>(await api.get('/contact'));
  const hours = day('09:00', '18:00');
  const saved = await api.putJson('/contact', {
    ...contact,
    businessName: 'Nails by Mia',
    street: '12 Harbour Street',
    city: 'Bristol',
    postalCode: 'BS1 4RN',
    country: 'United Kingdom',
    email: 'hello@nailsbymia.example',
    openingHours: { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: [], sunday: [] },
    timeZone: 'Europe/London',
  });
  expect(saved.statusCode).toBe(200);
  maya = dataOf<Employee>(
    await api.postJson('/employees', {
      firstName: 'Maya',
      lastName: 'Tester',
      jobTitle: 'Nail technician',
      email: 'maya@salon.example',
      phone: '',
      bio: '',
      calendarColor: '#336699',
      serviceIds: [manicure.id, pedicure.id],
      weeklyHours: { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: [], sunday: [] },
      bookable: true,
      active: true,
      startDate: null,
    }),
  );
}

afterEach(async () => {
  await testApp.close();
  await smtp?.stop();
  smtp = null;
});

const consenting = (changes: Partial<Parameters<typeof createClient>[1]> = {}): Promise<Client> =>
  createClient(api, { firstName: 'Ana', lastName: 'Silva', phone: '+44 7700 900123', email: 'ana@example.com', marketingConsent: true, ...changes });

function bookingFor(client: Client, startsAt = MONDAY_10, changes: Partial<BookingCreateInput> = {}): BookingCreateInput {
  return {
    clientId: client.id,
    customerName: `${client.firstName} ${client.lastName}`,
    customerPhone: client.phone,
    customerEmail: client.email,
    items: [
      { serviceId: manicure.id, employeeId: maya.id, startsAt },
      { serviceId: pedicure.id, employeeId: maya.id, startsAt: new Date(Date.parse(startsAt) + 45 * 60 * 1000).toISOString() },
    ],
    source: 'phone',
    notes: '',
    overrideOverlap: false,
    overrideReason: '',
    status: 'confirmed',
    ...changes,
  };
}

async function book(input: BookingCreateInput): Promise<Booking> {
  const response = await api.postJson('/bookings', input);
  expect({ status: response.statusCode, body: response.statusCode === 201 ? '' : response.body }).toEqual({ status: 201, body: '' });
  return dataOf<Booking>(response);
}

async function messagesOf(bookingId: number): Promise<BookingMessage[]> {
  const response = await api.get(`/bookings/${bookingId}/messages`);
  expect(response.statusCode).toBe(200);
  return dataOf<BookingMessage[]>(response);
}

const summary = (messages: BookingMessage[]) => messages.map((message) => `${message.kind}:${message.state}`);

async function settled(bookingId: number, expected: string[]): Promise<BookingMessage[]> {
  let last: BookingMessage[] = [];
  await until(async () => {
    last = await messagesOf(bookingId);
    return JSON.stringify(summary(last)) === JSON.stringify(expected);
  }, `messages ${expected.join(', ')}`, 10_000);
  return last;
}

const outboxRows = () => testApp.app.db.selectFrom('bookingMessages').selectAll().orderBy('id').execute();

describe('booking e-mails through a real SMTP server', () => {
  beforeEach(async () => {
    smtp = await startSmtpServer();
    await startSalon({ smtpUrl: smtp.url });
  });

  it('sends the confirmation in the salon\u2019s name, with its address, the services and the time in the salon\u2019s zone', async () => {
    const client = await consenting();
    const booking = await book(bookingFor(client));

    const messages = await settled(booking.id, ['confirmation:sent', 'reminder:queued']);

    expect(smtp?.received).toHaveLength(1);
    const mail = smtp?.received[0];
    expect(mail?.to).toEqual(['ana@example.com']);
    expect(mail?.subject).toBe('Your booking at Nails by Mia on Monday, 23 March 2026 at 10:00');
    expect(mail?.text).toContain('From: Nails by Mia <hello@nailsbymia.example>');
    expect(mail?.text).toContain('When: Monday, 23 March 2026 at 10:00 (Europe/London)');
    expect(mail?.text).toContain('Services: Gel manicure (45 min), Pedicure (60 min)');
    expect(mail?.text).toContain('Where: Nails by Mia, 12 Harbour Street, BS1 4RN Bristol, United Kingdom');
    expect(mail?.messageId).toBe(messages[0]?.id);
    expect(messages[0]).toMatchObject({ recipient: 'ana@example.com', attempts: 1, lastError: '', sentAt: new Date(FRIDAY_NOON).toISOString() });
    // 24 hours before, the default.
    expect(messages[1]).toMatchObject({ sendAfter: '2026-03-22T10:00:00.000Z', sentAt: null, attempts: 0 });
  });

  it('writes the time on the salon\u2019s zone and clock: summer time and the 12-hour clock', async () => {
    const contact = dataOf<Contact>(await api.get('/contact'));
    expect((await api.putJson('/contact', { ...contact, clock: '12h' })).statusCode).toBe(200);
    clock = Date.parse('2026-04-01T08:00:00.000Z');
    // 13:30 UTC is 14:30 in London in April (BST).
    const booking = await book(bookingFor(await consenting(), '2026-04-06T13:30:00.000Z'));

    await settled(booking.id, ['confirmation:sent', 'reminder:queued']);
    expect(smtp?.received[0]?.subject).toBe('Your booking at Nails by Mia on Monday, 6 April 2026 at 2:30 PM');
  });

  it('sends the reminder once the clock passes start \u2212 reminderHours, and not before', async () => {
    const booking = await book(bookingFor(await consenting()));
    await settled(booking.id, ['confirmation:sent', 'reminder:queued']);

    clock = Date.parse('2026-03-22T09:59:59.000Z');
    testApp.app.outbox.nudge();
    await createOutboxWorker(testApp.app).drain();
    expect(summary(await messagesOf(booking.id))).toEqual(['confirmation:sent', 'reminder:queued']);

    clock = Date.parse('2026-03-22T10:00:00.000Z');
    testApp.app.outbox.nudge();
    await settled(booking.id, ['confirmation:sent', 'reminder:sent']);
    expect(smtp?.received.map((mail) => mail.subject)).toEqual([
      'Your booking at Nails by Mia on Monday, 23 March 2026 at 10:00',
      'Reminder: your booking at Nails by Mia on Monday, 23 March 2026 at 10:00',
    ]);
  });

  it('follows the salon\u2019s reminder hours, and a booking made inside the window gets its reminder at once', async () => {
    const contact = dataOf<Contact>(await api.get('/contact'));
    expect((await api.putJson('/contact', { ...contact, reminderHours: 72 })).statusCode).toBe(200);
    // Monday 10:00 is 70 hours after Friday noon: inside the 72-hour window.
    const booking = await book(bookingFor(await consenting()));

    const messages = await settled(booking.id, ['confirmation:sent', 'reminder:sent']);
    expect(messages[1]?.sendAfter).toBe(new Date(FRIDAY_NOON).toISOString());
    expect(smtp?.received.map((mail) => mail.subject.split(':')[0])).toEqual(['Your booking at Nails by Mia on Monday, 23 March 2026 at 10', 'Reminder']);
  });

  it('a move sends "moved" and replaces the queued reminder; a cancel sends "cancelled" and drops it', async () => {
    const booking = await book(bookingFor(await consenting()));
    await settled(booking.id, ['confirmation:sent', 'reminder:queued']);

    const { id, version, createdAt: _c, updatedAt: _u, createdBy: _b, totalPrice: _t, endsAt: _e, startsAt: _s, status: _st, cancelReason: _r, items: _i, ...kept } = booking;
    const moved = await api.putJson('/bookings', {
      ...kept,
      id,
      version,
      items: [{ serviceId: manicure.id, employeeId: maya.id, startsAt: TUESDAY_14 }],
    });
    expect({ status: moved.statusCode, body: moved.statusCode === 200 ? '' : moved.body }).toEqual({ status: 200, body: '' });

    const afterMove = await settled(booking.id, ['confirmation:sent', 'moved:sent', 'reminder:queued']);
    expect(afterMove[2]?.sendAfter).toBe('2026-03-23T14:00:00.000Z');
    expect(smtp?.received[1]?.subject).toBe('Your booking at Nails by Mia has moved to Tuesday, 24 March 2026 at 14:00');
    expect(smtp?.received[1]?.text).toContain('Services: Gel manicure (45 min)');

    const cancelled = await api.postJson(`/bookings/${booking.id}/status`, { status: 'cancelled', reason: 'Client is ill', version: dataOf<Booking>(moved).version });
    expect(cancelled.statusCode).toBe(200);
    await settled(booking.id, ['confirmation:sent', 'moved:sent', 'cancelled:sent']);
    expect(smtp?.received[2]?.subject).toBe('Your booking at Nails by Mia on Tuesday, 24 March 2026 at 14:00 is cancelled');
  });

  it('undoing a cancel tells the client the booking is on again and queues its reminder again; undoing a confirm sends nothing', async () => {
    const booking = await book(bookingFor(await consenting(), MONDAY_10, { status: 'pending' }));
    await settled(booking.id, ['confirmation:sent', 'reminder:queued']);
    const cancelled = await api.postJson(`/bookings/${booking.id}/status`, { status: 'cancelled', reason: 'Client is ill', version: booking.version });
    expect(cancelled.statusCode).toBe(200);
    await settled(booking.id, ['confirmation:sent', 'cancelled:sent']);

    const undone = await api.postJson(`/bookings/${booking.id}/status/undo`, { version: dataOf<Booking>(cancelled).version });
    expect(undone.statusCode).toBe(200);
    const messages = await settled(booking.id, ['confirmation:sent', 'cancelled:sent', 'confirmation:sent', 'reminder:queued']);
    expect(messages[3]?.sendAfter).toBe('2026-03-22T10:00:00.000Z');
    expect(smtp?.received.map((mail) => mail.subject)).toEqual([
      'Your booking at Nails by Mia on Monday, 23 March 2026 at 10:00',
      'Your booking at Nails by Mia on Monday, 23 March 2026 at 10:00 is cancelled',
      'Your booking at Nails by Mia on Monday, 23 March 2026 at 10:00',
    ]);

    // Pending, confirmed, then that undone: the client was told nothing either way.
    const confirmed = await api.postJson(`/bookings/${booking.id}/status`, { status: 'confirmed', reason: '', version: dataOf<Booking>(undone).version });
    expect(confirmed.statusCode).toBe(200);
    expect((await api.postJson(`/bookings/${booking.id}/status/undo`, { version: dataOf<Booking>(confirmed).version })).statusCode).toBe(200);
    await createOutboxWorker(testApp.app).drain();
    expect(summary(await messagesOf(booking.id))).toEqual(['confirmation:sent', 'cancelled:sent', 'confirmation:sent', 'reminder:queued']);
    expect(smtp?.received).toHaveLength(3);
  });

  it('a change that keeps the start time sends nothing', async () => {
    const booking = await book(bookingFor(await consenting()));
    await settled(booking.id, ['confirmation:sent', 'reminder:queued']);
    const { createdAt: _c, updatedAt: _u, createdBy: _b, totalPrice: _t, endsAt: _e, startsAt: _s, status: _st, cancelReason: _r, items, ...kept } = booking;

    const changed = await api.putJson('/bookings', { ...kept, notes: 'Prefers the window seat', items: items.map(({ serviceId, employeeId, startsAt }) => ({ serviceId, employeeId, startsAt })) });

    expect(changed.statusCode).toBe(200);
    expect(summary(await messagesOf(booking.id))).toEqual(['confirmation:sent', 'reminder:queued']);
  });

  it('queues nothing for a client without consent or without an e-mail address, nor for a booking already under way', async () => {
    const noConsent = await book(bookingFor(await consenting({ marketingConsent: false })));
    const noEmail = await book(bookingFor(await consenting({ firstName: 'Bea', phone: '+44 7700 900124', email: '' }), TUESDAY_14));
    clock = Date.parse('2026-03-23T10:30:00.000Z');
    const started = await book(bookingFor(await consenting({ firstName: 'Cal', phone: '+44 7700 900125', email: 'cal@example.com' }), '2026-03-23T10:00:00.000Z', { overrideOverlap: true, overrideReason: 'Walk-in entered late', recordPastVisit: true }));

    for (const booking of [noConsent, noEmail, started]) expect(await messagesOf(booking.id)).toEqual([]);
    expect(await outboxRows()).toEqual([]);
  });

  it('does not send a queued reminder once the client withdrew consent, and says why on the booking', async () => {
    const client = await consenting();
    const booking = await book(bookingFor(client));
    await settled(booking.id, ['confirmation:sent', 'reminder:queued']);
    const withdrawn = await api.putJson('/clients', { id: client.id, version: client.version, marketingConsent: false });
    expect(withdrawn.statusCode).toBe(200);

    clock = Date.parse('2026-03-22T10:00:00.000Z');
    testApp.app.outbox.nudge();
    const [, reminder] = await settled(booking.id, ['confirmation:sent', 'reminder:failed']);
    expect(reminder?.lastError).toBe('Not sent: the client withdrew consent, changed their e-mail address or was erased after it was queued.');
    expect(smtp?.received).toHaveLength(1);
  });

  it('erasing the client drops their unsent messages and strips the sent ones of address and text', async () => {
    const client = await consenting();
    const booking = await book(bookingFor(client));
    await settled(booking.id, ['confirmation:sent', 'reminder:queued']);

    const erased = await api.postJson(`/clients/${client.id}/erase`, { version: client.version });
    expect(erased.statusCode).toBe(200);

    expect(await messagesOf(booking.id)).toMatchObject([{ kind: 'confirmation', state: 'sent', recipient: '', subject: 'Erased' }]);
    expect((await outboxRows()).map((row) => [row.recipient, row.bodyText, row.bodyHtml])).toEqual([['', '', '']]);
  });

  it('answers 404 for the messages of a booking that does not exist', async () => {
    expect((await api.get('/bookings/999999/messages')).statusCode).toBe(404);
  });
});

describe('the outbox is written in the booking\u2019s own transaction', () => {
  beforeEach(async () => {
    await startSalon({});
  });

  it('a booking refused for a clash leaves no message behind', async () => {
    const client = await consenting();
    await book(bookingFor(client));
    const before = (await outboxRows()).length;

    const clash = await api.postJson('/bookings', bookingFor(client));

    expect(clash.statusCode).toBe(409);
    expect(await outboxRows()).toHaveLength(before);
  });

  it('when the message cannot be written, the booking is not saved either', async () => {
    const db = testApp.app.db;
    if (testApp.app.dialect === 'sqlite') {
      await sql`create trigger outbox_down before insert on booking_messages begin select raise(abort, 'outbox down'); end`.execute(db);
    } else {
      await sql`create function outbox_down() returns trigger language plpgsql as $$ begin raise exception 'outbox down'; end $$`.execute(db);
      await sql`create trigger outbox_down before insert on booking_messages for each row execute function outbox_down()`.execute(db);
    }
    const client = await consenting();

    const response = await api.postJson('/bookings', bookingFor(client));

    expect(response.statusCode).toBe(500);
    expect(await db.selectFrom('bookings').select('id').execute()).toEqual([]);
  });
});

describe('without SMTP_URL', () => {
  beforeEach(async () => {
    await startSalon({ smtpUrl: null });
  });

  it('writes each message to the log and marks it logged: never lost, never silently dropped', async () => {
    const booking = await book(bookingFor(await consenting()));

    const messages = await settled(booking.id, ['confirmation:logged', 'reminder:queued']);
    expect(messages[0]?.sentAt).toBe(new Date(FRIDAY_NOON).toISOString());
  });
});

describe('an SMTP server that refuses', () => {
  beforeEach(async () => {
    smtp = await startSmtpServer();
    smtp.refuseWith = { code: 451, message: 'Mailbox temporarily unavailable' };
    await startSalon({ smtpUrl: smtp.url, maxAttempts: 3, retryBaseMs: 1000 });
  });

  it('is tried again after 1 s, then 2 s, then the message is marked failed with the server\u2019s answer', async () => {
    const booking = await book(bookingFor(await consenting()));

    const triedAndQueued = (attempts: number) => async () => {
      const [first] = await messagesOf(booking.id);
      return first?.state === 'queued' && first.attempts === attempts;
    };
    await until(triedAndQueued(1), 'the first try');
    let [confirmation] = await messagesOf(booking.id);
    expect(confirmation).toMatchObject({ attempts: 1, sendAfter: new Date(FRIDAY_NOON + 1000).toISOString() });
    expect(confirmation?.lastError).toContain('Mailbox temporarily unavailable');

    clock += 1000;
    testApp.app.outbox.nudge();
    await until(triedAndQueued(2), 'the second try');
    [confirmation] = await messagesOf(booking.id);
    expect(confirmation).toMatchObject({ state: 'queued', sendAfter: new Date(clock + 2000).toISOString() });

    clock += 2000;
    testApp.app.outbox.nudge();
    [confirmation] = await settled(booking.id, ['confirmation:failed', 'reminder:queued']);
    expect(confirmation).toMatchObject({ attempts: 3, sentAt: null });
    expect(confirmation?.lastError).toContain('451 Mailbox temporarily unavailable');
    expect(smtp?.attempts).toBe(3);

    // Failed stays failed: later passes never pick it up again.
    clock += HOUR;
    await createOutboxWorker(testApp.app).drain();
    expect(smtp?.attempts).toBe(3);
  });
});

describe('several workers', () => {
  beforeEach(async () => {
    smtp = await startSmtpServer();
    await startSalon({ smtpUrl: smtp.url, batchSize: 3 });
  });

  it('send each of many messages exactly once', async () => {
    const booking = await book(bookingFor(await consenting()));
    await settled(booking.id, ['confirmation:sent', 'reminder:queued']);
    const count = 120;
    await testApp.app.db
      .insertInto('bookingMessages')
      .values(
        Array.from({ length: count }, (_, index) => ({
          bookingId: booking.id,
          kind: 'reminder' as const,
          recipient: 'ana@example.com',
          fromName: 'Nails by Mia',
          replyTo: '',
          subject: `Message ${index}`,
          bodyText: 'Hello',
          bodyHtml: '<p>Hello</p>',
          sendAfter: clock,
          state: 'queued' as const,
          claimedBy: null,
          claimedUntil: null,
          sentAt: null,
          createdAt: new Date(clock).toISOString(),
        })),
      )
      .execute();

    // The app's own loop and four more workers, all at once.
    const workers = Array.from({ length: 4 }, () => createOutboxWorker(testApp.app));
    testApp.app.outbox.nudge();
    await Promise.all(workers.map((worker) => worker.drain()));
    const inserted = async () => (await outboxRows()).filter((row) => row.subject.startsWith('Message '));
    await until(async () => (await inserted()).every((row) => row.state === 'sent'), 'every message sent');

    const ids = smtp?.received.filter((mail) => mail.subject.startsWith('Message ')).map((mail) => mail.messageId) ?? [];
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    expect((await inserted()).every((row) => row.attempts === 1)).toBe(true);
    for (const worker of workers) await worker.stop();
  });

  it('takes over a message whose worker died mid-send once its lease ran out, and not before', async () => {
    const booking = await book(bookingFor(await consenting()));
    await settled(booking.id, ['confirmation:sent', 'reminder:queued']);
    smtp?.received.splice(0);
    await testApp.app.db
      .insertInto('bookingMessages')
      .values({
        bookingId: booking.id,
        kind: 'confirmation',
        recipient: 'ana@example.com',
        fromName: 'Nails by Mia',
        replyTo: '',
        subject: 'Held',
        bodyText: 'Hello',
        bodyHtml: '<p>Hello</p>',
        sendAfter: clock,
        state: 'sending',
        attempts: 1,
        claimedBy: 'a worker that died',
        claimedUntil: clock + 60_000,
        sentAt: null,
        createdAt: new Date(clock).toISOString(),
      })
      .execute();

    await createOutboxWorker(testApp.app).drain();
    expect(smtp?.received).toEqual([]);

    clock += 60_001;
    await createOutboxWorker(testApp.app).drain();
    expect(smtp?.received.map((mail) => mail.subject)).toEqual(['Held']);
    expect((await outboxRows()).filter((row) => row.subject === 'Held')).toMatchObject([{ state: 'sent', attempts: 2, claimedBy: null }]);
  });
});
