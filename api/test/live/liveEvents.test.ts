import { LIVE_EVENTS_KEPT } from '../../src/db/liveEventLog';
import { purgeExpiredRows } from '../../src/ops/expiredRowPurge';
import { dataOf } from '../catalog/catalogTestKit';
import { openEventStream, type EventStreamClient, type ReceivedEvent } from '../support/eventStreamClient';
import { listenOnFreePort, startTestApp, type TestApp } from '../support/testApp';
import { until } from '../support/until';
import { bookableSalon, type BookingCalls } from './liveFixtures';

const changeOf = (resource: string, id: number, kind: string) => (event: ReceivedEvent) =>
  event.event === 'change' && JSON.stringify(event.data) === JSON.stringify({ resource, id: String(id), kind });
const isReady = (event: ReceivedEvent) => event.event === 'ready';

describe('GET /events on one instance', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let salon: BookingCalls;
  const streams: EventStreamClient[] = [];
  const open = async (lastEventId?: string) => {
    const stream = await openEventStream(baseUrl, testApp.token, lastEventId);
    streams.push(stream);
    return stream;
  };

  beforeEach(async () => {
    testApp = await startTestApp();
    salon = await bookableSalon(testApp.app, testApp.authHeader);
    baseUrl = await listenOnFreePort(testApp.app);
  });

  afterEach(async () => {
    streams.splice(0).forEach((stream) => stream.close());
    await testApp.close();
  });

  it('refuses a caller without a token with 401, as every route', async () => {
    const stream = await openEventStream(baseUrl, null);
    expect(stream.status).toBe(401);
    expect((await openEventStream(baseUrl, 'not-a-token')).status).toBe(401);
  });

  it('tells a subscriber of every kind of booking change: made, moved, status, cancelled', async () => {
    const stream = await open();
    await stream.next(isReady, 'the stream to be ready');

    const booking = await salon.book(10);
    await stream.next(changeOf('bookings', booking.id, 'created'), 'the new booking');
    const moved = await salon.move(booking, 11);
    await stream.next(changeOf('bookings', booking.id, 'updated'), 'the moved booking');
    const confirmed = await salon.setStatus(moved, 'confirmed');
    await salon.setStatus(confirmed, 'cancelled', 'Client called');
    await until(() => stream.events.filter(changeOf('bookings', booking.id, 'status')).length === 2, 'both status changes');

    const changes = stream.events.filter((event) => event.event === 'change');
    expect(changes.map((event) => event.data)).toEqual(
      ['created', 'updated', 'status', 'status'].map((kind) => ({ resource: 'bookings', id: String(booking.id), kind })),
    );
    // Event ids grow, so a reconnecting client can say where it stopped.
    const ids = changes.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('names client and gift card changes too, and a deletion as "deleted"', async () => {
    const stream = await open();
    await stream.next(isReady, 'the stream to be ready');
    const api = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      testApp.app.inject({ method, url: `/api/v1${url}`, headers: testApp.authHeader, ...(payload ? { payload } : {}) });
    const client = dataOf<{ id: number }>(await api('POST', '/clients', { firstName: 'José', lastName: 'García', phone: '06 12 34 56 78', email: '', birthday: null, allergies: '', notes: '', tags: [], marketingConsent: false }));
    expect((await api('DELETE', `/clients/${client.id}`)).statusCode).toBe(200);

    await stream.next(changeOf('clients', client.id, 'created'), 'the new client');
    await stream.next(changeOf('clients', client.id, 'deleted'), 'the deleted client');
  });

  it('sends nothing for a refused change (the write rolled back)', async () => {
    const stream = await open();
    await stream.next(isReady, 'the stream to be ready');
    const booking = await salon.book(10);
    await expect(salon.book(10)).rejects.toThrow(/409/);
    const later = await salon.book(12);
    await stream.next(changeOf('bookings', later.id, 'created'), 'the later booking');

    const bookingChanges = stream.events.filter((event) => event.event === 'change' && (event.data as { resource: string }).resource === 'bookings');
    expect(bookingChanges.map((event) => (event.data as { id: string }).id)).toEqual([String(booking.id), String(later.id)]);
  });

  it('sends an event once even when it reaches the stream twice (a replay and a listener catching up)', async () => {
    const stream = await open();
    await stream.next(isReady, 'the stream to be ready');
    const booking = await salon.book(10);
    const first = await stream.next(changeOf('bookings', booking.id, 'created'), 'the new booking');
    testApp.app.live.committed([{ seq: Number(first.id), resource: 'bookings', id: String(booking.id), kind: 'created' }]);
    const later = await salon.book(12);
    await stream.next(changeOf('bookings', later.id, 'created'), 'the later booking');
    expect(stream.events.filter(changeOf('bookings', booking.id, 'created'))).toHaveLength(1);
  });

  it('replays what a reconnecting client missed after its Last-Event-ID', async () => {
    const first = await open();
    const ready = await first.next(isReady, 'the stream to be ready');
    const seen = await salon.book(9);
    const seenEvent = await first.next(changeOf('bookings', seen.id, 'created'), 'the first booking');
    first.close();

    const missed = [await salon.book(10), await salon.book(11)];
    const again = await open(seenEvent.id);
    await again.next(isReady, 'the reconnected stream to be ready');

    const replayed = again.events.filter((event) => event.event === 'change').map((event) => event.data);
    expect(replayed).toEqual(missed.map((booking) => ({ resource: 'bookings', id: String(booking.id), kind: 'created' })));
    expect(Number(ready.id)).toBeLessThan(Number(seenEvent.id));
  });

  it('answers an unknown or unreadable Last-Event-ID with "resync": the client refetches everything', async () => {
    await salon.book(9);
    for (const lastEventId of ['999999', 'yesterday']) {
      const stream = await open(lastEventId);
      const resync = await stream.next((event) => event.event === 'resync', `a resync for ${lastEventId}`);
      expect(resync.data).toEqual({});
      expect(stream.events.some(isReady)).toBe(false);
    }
  });

  it('with follow=false answers what was missed and ends (a catch-up poll), and refuses another value with a sentence', async () => {
    const booking = await salon.book(9);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/events?follow=false', headers: { ...testApp.authHeader, 'last-event-id': '0' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.body).toContain(`event: change\ndata: {"resource":"bookings","id":"${booking.id}","kind":"created"}`);
    expect(response.body).toContain('event: ready');

    const refused = await testApp.app.inject({ method: 'GET', url: '/api/v1/events?follow=maybe', headers: testApp.authHeader });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: Record<string, string> }>().errors).toEqual({ follow: expect.stringMatching(/follow=true/) });
  });

  it('keeps the newest events on purge, and a client whose last id was purged gets "resync"', async () => {
    const rows = Array.from({ length: LIVE_EVENTS_KEPT + 10 }, (_, index) => ({ resource: 'bookings', recordId: String(index + 1), kind: 'updated', at: '2030-01-01T00:00:00.000Z' }));
    for (let start = 0; start < rows.length; start += 500) await testApp.app.db.insertInto('liveEvents').values(rows.slice(start, start + 500)).execute();
    await purgeExpiredRows(testApp.app);
    const kept = await testApp.app.db.selectFrom('liveEvents').select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('id').as('oldest')]).executeTakeFirstOrThrow();
    expect(Number(kept.count)).toBe(LIVE_EVENTS_KEPT);

    const stream = await open(String(Number(kept.oldest) - 2));
    await stream.next((event) => event.event === 'resync', 'a resync for a purged id');
  });

  it('ends open streams when the server stops, so closing never waits for them', async () => {
    const stream = await open();
    await stream.next(isReady, 'the stream to be ready');
    expect(testApp.app.live.openStreams()).toBe(1);

    await testApp.app.close();
    await stream.ended;
    expect(testApp.app.live.openStreams()).toBe(0);
  });
});

