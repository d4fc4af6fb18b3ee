/** One field's change as a person reads it: "Price: 30 → 35". Secrets never reach here (the API leaves them out). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const EMPTY = '—';

/** A stored value as short text: objects and lists as compact JSON, nothing as a dash. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 117)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 117)}…` : json;
}

/** "firstName" → "First name": the API's field names, readable without a table of labels. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields that differ between before and after (a creation lists what was set, a deletion what was there). */
export function fieldChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const was = before?.[field];
    const now = after?.[field];
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes.push({ field: fieldLabel(field), before: valueText(was), after: valueText(now) });
  }
  return changes;
}
