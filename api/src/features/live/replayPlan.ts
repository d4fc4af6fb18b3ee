import type { Kysely } from 'kysely';
import { liveEventsAfter, newestLiveEventSeq, oldestLiveEventSeq, type LiveEvent } from '../../db/liveEventLog';
import type { Database } from '../../db/schema';

/** More missed events than this: refetching everything is cheaper than hearing each. */
export const MOST_REPLAYED_EVENTS = 500;

export type ReplayPlan = { kind: 'fresh'; newest: number } | { kind: 'replay'; events: LiveEvent[]; newest: number } | { kind: 'resync'; newest: number };

/** `Last-Event-ID` as sent: digits only, or the client gets a resync. Absent: a first connection. */
export function parseLastEventId(header: string | string[] | undefined): number | 'unreadable' | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return null;
  return /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : 'unreadable';
}

/**
 * What a connecting client is sent first. A first connection starts from now. A reconnection gets
 * the events after its last one, unless that id is unknown (from another database, or the future),
 * has been purged, or is too far back: then "resync", and the client refetches what it shows.
 */
export async function planReplay(db: Kysely<Database>, lastSeen: number | 'unreadable' | null): Promise<ReplayPlan> {
  const newest = await newestLiveEventSeq(db);
  if (lastSeen === null) return { kind: 'fresh', newest };
  if (lastSeen === 'unreadable' || lastSeen > newest) return { kind: 'resync', newest };
  if (lastSeen === newest) return { kind: 'replay', events: [], newest };
  const oldest = await oldestLiveEventSeq(db);
  if (oldest > lastSeen + 1) return { kind: 'resync', newest };
  const events = await liveEventsAfter(db, lastSeen, MOST_REPLAYED_EVENTS + 1);
  return events.length > MOST_REPLAYED_EVENTS ? { kind: 'resync', newest } : { kind: 'replay', events, newest };
}
