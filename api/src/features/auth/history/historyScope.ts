import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChangedRecord, LiveEvent } from '../../../db/liveEventLog';

/** Who is making the request and which operation, for the history rows its writes leave. */
export interface HistoryScope {
  actor: { id: number; name: string } | null;
  operationId: string;
  params: Record<string, unknown>;
  /** The row as it was, handed over by `updateVersioned` inside the current transaction run. */
  before: Record<string, unknown> | null;
  /** Set when a route recorded its change itself: the generic record then stays out. */
  recordedExplicitly: boolean;
  /** The records the current transaction run changed (every history row notes one), for the live updates. */
  changed: ChangedRecord[];
  /** The live events of the request's committed transactions, delivered when the handler is done. */
  committed: LiveEvent[];
}

const scopes = new AsyncLocalStorage<HistoryScope>();

/** Runs a route handler inside its request's scope (see `historyHooks.ts`). */
export function runInHistoryScope<T>(scope: HistoryScope, work: () => T): T {
  return scopes.run(scope, work);
}

export function currentHistoryScope(): HistoryScope | undefined {
  return scopes.getStore();
}

/** Called by updateVersioned with the row it read: the "before" of the change. */
export function noteBefore(row: object): void {
  const scope = scopes.getStore();
  if (scope) scope.before = { ...(row as Record<string, unknown>) };
}

/** A transaction run starts afresh: a retried run must not carry the aborted run's notes. */
export function startTransactionRun(): void {
  const scope = scopes.getStore();
  if (!scope) return;
  scope.before = null;
  scope.recordedExplicitly = false;
  scope.changed = [];
}

/** Called by recordHistory: every history row is also a change the open calendars must hear of. */
export function noteChangedRecord(record: Omit<ChangedRecord, 'operationId'>): void {
  const scope = scopes.getStore();
  if (scope) scope.changed.push({ ...record, operationId: scope.operationId });
}

/** The current run's changed records, handed to the event log once (writeTransaction). */
export function takeChangedRecords(): ChangedRecord[] {
  const scope = scopes.getStore();
  if (!scope) return [];
  const changed = scope.changed;
  scope.changed = [];
  return changed;
}

/** Called by writeTransaction after a commit: these events are now real. */
export function noteCommittedEvents(events: readonly LiveEvent[]): void {
  const scope = scopes.getStore();
  if (scope && events.length > 0) scope.committed.push(...events);
}

/**
 * Runs `work` outside any request's scope: a timer or job started while a request is handled (the
 * outbox nudged after a booking) would otherwise carry that request's scope, and its own writes
 * would be recorded as the request's change, once more and later.
 */
export function outsideHistoryScope<T>(work: () => T): T {
  return scopes.exit(work);
}
