import type { Generated } from 'kysely';

/** The live updates' event log (migration 019): what changed, never who or what it says. */
export interface LiveEventsTable {
  id: Generated<number>;
  /** The client's resource root name (`bookings`, `clients`, `timeOff`, …). */
  resource: string;
  recordId: string;
  kind: string;
  at: string;
}

export interface LiveEventTables {
  liveEvents: LiveEventsTable;
}
