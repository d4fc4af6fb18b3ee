import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import { nowIso } from './columns';
import type { Database } from './schema';

/**
 * The live updates' event log. Every write that records history also leaves one row here per
 * changed record, in the same transaction: an event exists exactly when its change was saved. On
 * PostgreSQL the same transaction calls `pg_notify`, which the server delivers only at commit (and
 * never for a rolled-back run), to every instance listening (`features/live/postgresListener.ts`).
 * The row's id is the event id a reconnecting client sends back as `Last-Event-ID`.
 */

export const LIVE_KINDS = ['created', 'updated', 'status', 'deleted'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** What a client is told: which resource (the client's resource root name), which record, what happened. */
export interface LiveChange {
  resource: string;
  id: string;
  kind: LiveKind;
}

export interface LiveEvent extends LiveChange {
  seq: number;
}

/** A record a write changed, as its history row names it (`features/auth/history/recordHistory.ts`). */
export interface ChangedRecord {
  /** The history's resource name (`booking`, `client`, …). */
  resource: string;
  recordId: string;
  action: 'create' | 'update' | 'delete';
  operationId: string;
}

/** The PostgreSQL channel every instance LISTENs on. */
export const LIVE_CHANNEL = 'nail_or_never_live';

/**
 * History resource -> the client's resource root (shared/src/query/resourceRoots.ts). Keyed by plain
 * strings so a resource the history does not know yet (time off) can already be named here.
 */
const LIVE_RESOURCES: Readonly<Record<string, string>> = {
  booking: 'bookings',
  // A repeating booking's visits are bookings.
  bookingSeries: 'bookings',
  client: 'clients',
  giftCard: 'giftCards',
  timeOff: 'timeOff',
  employee: 'employees',
  service: 'services',
  serviceGroup: 'serviceGroups',
  galleryGroup: 'galleryGroups',
  galleryImage: 'galleryImages',
  contact: 'contact',
  about: 'aboutUs',
  aboutImage: 'aboutUs',
  teamMember: 'team',
};

/**
 * The event a changed record makes. Time off is recognised by its routes' operation ids as well
 * (`postTimeOff`, `deleteTimeOffById`, …): whichever history resource those routes record under,
 * calendars must hear "time off", as it moves the free times.
 */
export function liveChangeOf(record: ChangedRecord): LiveChange | null {
  const resource = /TimeOff/.test(record.operationId) ? 'timeOff' : LIVE_RESOURCES[record.resource];
  if (resource === undefined) return null;
  const kind: LiveKind =
    record.action === 'create' ? 'created' : record.action === 'delete' ? 'deleted' : /Status$/.test(record.operationId) ? 'status' : 'updated';
  return { resource, id: record.recordId, kind };
}

const isPostgres = (db: Kysely<Database>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** Writes the events of `records` in the caller's transaction; on PostgreSQL also queues their notifications. */
export async function appendLiveEvents(trx: Transaction<Database>, records: readonly ChangedRecord[]): Promise<LiveEvent[]> {
  const seen = new Set<string>();
  const events: LiveEvent[] = [];
  for (const record of records) {
    const change = liveChangeOf(record);
    if (!change) continue;
    const key = `${change.resource}|${change.id}|${change.kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const row = await trx
      .insertInto('liveEvents')
      .values({ resource: change.resource, recordId: change.id, kind: change.kind, at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event: LiveEvent = { seq: Number(row.id), ...change };
    if (isPostgres(trx)) await trx.selectNoFrom((eb) => eb.fn<string>('pg_notify', [eb.val(LIVE_CHANNEL), eb.val(JSON.stringify(event))]).as('sent')).execute();
    events.push(event);
  }
  return events;
}

/** The newest event's id, 0 when there is none. */
export async function newestLiveEventSeq(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('liveEvents').select((eb) => eb.fn.max('id').as('newest')).executeTakeFirst();
  return Number(row?.newest ?? 0);
}

/** The oldest event still kept, 0 when there is none. */
export async function oldestLiveEventSeq(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('liveEvents').select((eb) => eb.fn.min('id').as('oldest')).executeTakeFirst();
  return Number(row?.oldest ?? 0);
}

/** Up to `limit` events after `seq`, oldest first. */
export async function liveEventsAfter(db: Kysely<Database>, seq: number, limit: number): Promise<LiveEvent[]> {
  const rows = await db.selectFrom('liveEvents').select(['id', 'resource', 'recordId', 'kind']).where('id', '>', seq).orderBy('id').limit(limit).execute();
  return rows.map((row) => ({ seq: Number(row.id), resource: row.resource, id: row.recordId, kind: row.kind as LiveKind }));
}

/** Events a reconnecting client may still ask for; older ones get "refetch everything" instead. */
export const LIVE_EVENTS_KEPT = 5_000;

/** Keeps the newest `LIVE_EVENTS_KEPT` events (the periodic purge). */
export async function purgeOldLiveEvents(db: Kysely<Database>): Promise<void> {
  const newest = await newestLiveEventSeq(db);
  if (newest > LIVE_EVENTS_KEPT) await db.deleteFrom('liveEvents').where('id', '<=', newest - LIVE_EVENTS_KEPT).execute();
}
