import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { LIVE_CHANNEL } from '../../src/db/liveEventLog';
import { createAdministrator } from '../../src/features/auth/administrators';
import { openEventStream, type EventStreamClient, type ReceivedEvent } from '../support/eventStreamClient';
import { listenOnFreePort, TEST_ADMIN } from '../support/testApp';
import { startTwoInstances, type TwoInstances } from '../support/twoInstances';
import { bookableSalon } from './liveFixtures';

const changeOf = (resource: string, id: number, kind: string) => (event: ReceivedEvent) =>
  event.event === 'change' && JSON.stringify(event.data) === JSON.stringify({ resource, id: String(id), kind });
const isReady = (event: ReceivedEvent) => event.event === 'ready';

describe('GET /events across two API instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let instances: TwoInstances;
  let streams: EventStreamClient[] = [];

  beforeEach(async () => {
    instances = await startTwoInstances();
    streams = [];
  });

  afterEach(async () => {
    streams.forEach((stream) => stream.close());
    await instances.close();
  });

  async function signIn(app: FastifyInstance): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: TEST_ADMIN });
    return response.json<{ data: { token: string } }>().data.token;
  }

  it('a subscriber of instance B hears a booking made, moved and cancelled through instance A', async () => {
    await createAdministrator(instances.a.db, TEST_ADMIN.username, TEST_ADMIN.password);
    const tokenA = await signIn(instances.a);
    const tokenB = await signIn(instances.b);
    const salon = await bookableSalon(instances.a, { authorization: `JWT ${tokenA}` });
    const onB = await openEventStream(await listenOnFreePort(instances.b), tokenB);
    const onA = await openEventStream(await listenOnFreePort(instances.a), tokenA);
    streams.push(onB, onA);
    await onB.next(isReady, 'B\u2019s stream to be ready');
    await onA.next(isReady, 'A\u2019s stream to be ready');

    const booking = await salon.book(10);
    const moved = await salon.move(booking, 11);
    await salon.setStatus(moved, 'cancelled', 'Client called');

    for (const kind of ['created', 'updated', 'status']) await onB.next(changeOf('bookings', booking.id, kind), `B to hear "${kind}"`);
    // The writer's own streams hear it once, through the same notification.
    await onA.next(changeOf('bookings', booking.id, 'status'), 'A to hear the status');
    expect(onA.events.filter((event) => event.event === 'change')).toHaveLength(3);
    expect(onB.events.filter((event) => event.event === 'change')).toHaveLength(3);
  });

  it('keeps B\u2019s subscribers whole when the LISTEN connections drop: they reconnect and replay what was saved meanwhile', async () => {
    await createAdministrator(instances.a.db, TEST_ADMIN.username, TEST_ADMIN.password);
    const tokenA = await signIn(instances.a);
    const tokenB = await signIn(instances.b);
    const salon = await bookableSalon(instances.a, { authorization: `JWT ${tokenA}` });
    const onB = await openEventStream(await listenOnFreePort(instances.b), tokenB);
    streams.push(onB);
    await onB.next(isReady, 'B\u2019s stream to be ready');

    // A failover or a restart of PostgreSQL, as the listeners see it: their sessions end.
    const ended = await sql<{ ended: boolean }>`select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${LIVE_CHANNEL}`}`.execute(instances.a.db);
    expect(ended.rows.length).toBeGreaterThanOrEqual(2);
    const missed = await salon.book(10);

    await onB.next(changeOf('bookings', missed.id, 'created'), 'B to hear the booking saved while it was not listening');
    const later = await salon.book(12);
    await onB.next(changeOf('bookings', later.id, 'created'), 'B to hear the next booking live again');
    expect(onB.events.filter((event) => event.event === 'change')).toHaveLength(2);
  });
});
