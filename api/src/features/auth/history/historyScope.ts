import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is making the request and which operation, for the history rows its writes leave. */
export interface HistoryScope {
  actor: { id: number; name: string } | null;
  operationId: string;
  params: Record<string, unknown>;
  /** The row as it was, handed over by `updateVersioned` inside the current transaction run. */
  before: Record<string, unknown> | null;
  /** Set when a route recorded its change itself: the generic record then stays out. */
  recordedExplicitly: boolean;
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
}

/**
 * Runs `work` outside any request's scope: a timer or job started while a request is handled (the
 * outbox nudged after a booking) would otherwise carry that request's scope, and its own writes
 * would be recorded as the request's change, once more and later.
 */
export function outsideHistoryScope<T>(work: () => T): T {
  return scopes.exit(work);
}
