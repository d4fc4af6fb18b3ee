import type { FuzzBody } from './malformedInputs';
import type { ValidRequest } from './validRequests';

/**
 * Inputs the API once let through and must keep refusing: ids that only look like numbers,
 * fractions of a cent, and names carrying invisible text-direction or format characters. Each is
 * made from the field's real value, so a loose parser would find the real record.
 */
export type TargetKind = 'id' | 'money' | 'name';
export type Place = 'path' | 'query' | 'body';

export interface Target {
  place: Place;
  /** Dotted inside a JSON body: `items.0.serviceId`. */
  name: string;
  kind: TargetKind;
}

const QUERY_IDS = new Set(['id', 'employeeId']);
const BODY_IDS = ['id', 'version', 'parentId', 'heroImageId', 'serviceIds.0', 'items.0.serviceId', 'items.0.employeeId'];
const MONEY = ['price', 'initialValue', 'amount'];
const NAMES = ['name', 'theme', 'title', 'businessName', 'firstName', 'lastName', 'customerName', 'purchaserName'];

/** `0x1f`, `31e0`, `031`, ` 31`, `+31`, `31.0`: decimal digits and nothing else is an id in a URL or form. */
const looseIdText = (id: string): string[] => [`0x${Number(id).toString(16)}`, `${id}e0`, `0${id}`, ` ${id}`, `+${id}`, `${id}.0`, `${id} `];
/** In JSON an id is a number: its digits as text, a list or a flag are refused. */
const looseIdJson = (id: number): unknown[] => [String(id), `0x${id.toString(16)}`, [id], true, id + 0.5, `${id}e0`];
const SUB_CENT = [1e-9, 0.001, 10.005, 0.1 + 0.2];
const spoofedName = (name: string): string[] => [`${name}\u200E`, `\u200F${name}`, `\u061C${name}`, `${name}\u200B`, `\u202E${name}`, `${name}\uFEFF`];

export function readAt(value: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined), value);
}

/** A deep copy of `value` with the field at `dotted` replaced. */
export function writeAt(value: Record<string, unknown>, dotted: string, replacement: unknown): Record<string, unknown> {
  const copy = structuredClone(value);
  const keys = dotted.split('.');
  const last = keys.pop() ?? dotted;
  let at: Record<string, unknown> = copy;
  for (const key of keys) at = at[key] as Record<string, unknown>;
  at[last] = replacement;
  return copy;
}

function bodyFields(body: FuzzBody): string[] {
  if (body.kind === 'jsonObject') return [...BODY_IDS, ...MONEY, ...NAMES].filter((name) => readAt(body.value, name) !== undefined && readAt(body.value, name) !== null);
  if (body.kind === 'form') return Object.keys(body.fields);
  return [];
}

function kindOf(name: string): TargetKind | undefined {
  if (BODY_IDS.includes(name)) return 'id';
  if (MONEY.includes(name)) return 'money';
  if (NAMES.includes(name)) return 'name';
  return undefined;
}

/** The fields of a valid request the targeted inputs apply to. */
export function targetsOf(request: ValidRequest): Target[] {
  const targets: Target[] = Object.keys(request.pathValues).map((name) => ({ place: 'path', name, kind: 'id' }));
  for (const name of Object.keys(request.query)) if (QUERY_IDS.has(name)) targets.push({ place: 'query', name, kind: 'id' });
  for (const name of bodyFields(request.body)) {
    const kind = kindOf(name);
    // Money travels only in JSON bodies; a form's numbers are text the multipart reader converts.
    if (kind && !(kind === 'money' && request.body.kind !== 'jsonObject')) targets.push({ place: 'body', name, kind });
  }
  return targets;
}

/** Every value that must be refused for `target`, made from its value in `request`. */
export function refusedValues(request: ValidRequest, target: Target): unknown[] {
  const current = currentValue(request, target);
  const inJson = target.place === 'body' && request.body.kind === 'jsonObject';
  switch (target.kind) {
    case 'id':
      return inJson ? looseIdJson(Number(current)) : looseIdText(String(current));
    case 'money':
      return SUB_CENT;
    case 'name':
      return spoofedName(String(current));
  }
}

function currentValue(request: ValidRequest, target: Target): unknown {
  if (target.place === 'path') return request.pathValues[target.name];
  if (target.place === 'query') return request.query[target.name];
  if (request.body.kind === 'jsonObject') return readAt(request.body.value, target.name);
  if (request.body.kind === 'form') return request.body.fields[target.name];
  return undefined;
}

/** `request` with one field set to `value` (text where the place carries only text). */
export function withField(request: ValidRequest, place: Place, name: string, value: unknown): ValidRequest {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  if (place === 'path') return { ...request, pathValues: { ...request.pathValues, [name]: text } };
  if (place === 'query') return { ...request, query: { ...request.query, [name]: text } };
  if (request.body.kind === 'jsonObject') return { ...request, body: { ...request.body, value: writeAt(request.body.value, name, value) } };
  if (request.body.kind === 'form') return { ...request, body: { ...request.body, fields: { ...request.body.fields, [name]: text } } };
  return request;
}
