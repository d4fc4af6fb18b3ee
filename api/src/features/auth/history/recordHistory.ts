import type { HistoryAction, HistoryResource, HistorySection } from '@nail-or-never/shared/schemas';
import type { Transaction } from 'kysely';
import { nowIso } from '../../../db/columns';
import type { Database } from '../../../db/schema';
import { HISTORY_OPERATIONS } from './historyOperations';
import { currentHistoryScope, noteChangedRecord } from './historyScope';

export interface HistoryEntryInput {
  /** Defaults to the person making the current request; null for the command line. */
  actor?: { id: number; name: string } | null;
  section: HistorySection;
  resource: HistoryResource;
  recordId: string | number;
  action: HistoryAction;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Never recorded, whatever a record carries: hashes, secrets, tokens. */
const SECRET_FIELD = /password|secret|token|hash|otp(LastTimeStep)?$|sessionVersion|jti/i;

/** The fields as JSON without secrets (and without huge blobs); null stays null. */
export function historyFields(fields: Record<string, unknown> | null): string | null {
  if (fields === null) return null;
  const kept = Object.fromEntries(Object.entries(fields).filter(([name]) => !SECRET_FIELD.test(name)));
  return JSON.stringify(kept, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value));
}

/**
 * Writes one history row in the caller's transaction: if the change rolls back, so does its record.
 * The one way anything writes history.
 */
export async function recordHistory(trx: Transaction<Database>, entry: HistoryEntryInput): Promise<void> {
  const scope = currentHistoryScope();
  if (scope && entry.actor === undefined) scope.recordedExplicitly = true;
  const actor = entry.actor === undefined ? (scope?.actor ?? null) : entry.actor;
  await trx
    .insertInto('history')
    .values({
      at: nowIso(),
      userId: actor?.id ?? null,
      userName: actor?.name ?? 'Command line',
      section: entry.section,
      resource: entry.resource,
      recordId: String(entry.recordId),
      action: entry.action,
      summary: entry.summary,
      before: historyFields(entry.before),
      after: historyFields(entry.after),
    })
    .execute();
  noteChangedRecord({ resource: entry.resource, recordId: String(entry.recordId), action: entry.action });
}

/**
 * The record a write returned: the value itself, or the one record it wraps (an update that also
 * names a picture to delete answers `{ group, staleImageKey }`).
 */
function recordOf(value: unknown): Record<string, unknown> | null {
  const fields = asFields(value);
  if (!fields) return null;
  if ('id' in fields) return fields;
  const wrapped = Object.values(fields).find((inner) => asFields(inner) !== null && 'id' in (inner as object));
  return asFields(wrapped) ?? fields;
}

function idOf(value: unknown): string | null {
  if (typeof value === 'object' && value !== null && 'id' in value) {
    const id = (value as { id: unknown }).id;
    if (typeof id === 'number' || typeof id === 'string') return String(id);
  }
  return null;
}

function asFields(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * Called by `writeTransaction` after its work succeeded, inside the same transaction: records the
 * request's change from the operation's entry in HISTORY_OPERATIONS, the row `updateVersioned` read
 * (before) and what the work returned (after). Nothing outside a request (CLI, jobs) is recorded here.
 */
export async function recordRequestChange(trx: Transaction<Database>, result: unknown): Promise<void> {
  const scope = currentHistoryScope();
  if (!scope || scope.recordedExplicitly) return;
  const target = HISTORY_OPERATIONS[scope.operationId];
  if (!target) return;
  // Singletons (contact, about) have no id of their own: they are record 1.
  const record = recordOf(result);
  const recordId = idOf(record) ?? (scope.params.id === undefined ? '1' : String(scope.params.id));
  const after = target.action === 'delete' ? null : record;
  await recordHistory(trx, { actor: scope.actor, ...target, recordId, before: scope.before, after });
}
