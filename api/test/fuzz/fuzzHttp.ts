import type { LightMyRequestResponse } from 'fastify';
import { storedFiles } from '../catalog/catalogTestKit';
import type { TestApp } from '../support/testApp';
import type { FuzzBody, FuzzRequest } from './malformedInputs';
import type { Operation } from './openApiOperations';

const HANG_AFTER_MS = 15_000;

function encodeSegment(value: string): string {
  // A value that already is an escape (or a broken one) goes as is: that is the point of it.
  if (value.includes('%')) return value;
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

export function urlOf(operation: Operation, request: FuzzRequest): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeSegment(request.pathValues[name] ?? ''));
  const query = Object.entries(request.query).flatMap(([name, value]) => (value === undefined ? [] : [`${name}=${encodeSegment(value)}`]));
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

async function payloadOf(body: FuzzBody): Promise<{ payload?: string | Buffer; headers: Record<string, string> }> {
  switch (body.kind) {
    case 'none':
      return { headers: {} };
    case 'jsonText':
      return { payload: body.text, headers: { 'content-type': 'application/json' } };
    case 'jsonObject':
      return { payload: JSON.stringify(body.value), headers: { 'content-type': 'application/json' } };
    case 'rawMultipart':
      return { payload: Buffer.from(body.bytes), headers: { 'content-type': body.contentType } };
    case 'form': {
      const form = new FormData();
      for (const [name, value] of Object.entries(body.fields)) if (value !== undefined) form.append(name, value);
      if (body.file) form.append(body.fileField, new Blob([new Uint8Array(body.file)], { type: 'image/jpeg' }), 'fuzz.jpg');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
    }
  }
}

function withinTime<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${HANG_AFTER_MS} ms: ${what}`)), HANG_AFTER_MS);
  });
  return Promise.race([work, hang]).finally(() => clearTimeout(timer));
}

/** Sends one fuzz request through the app, failing the test if it hangs. */
export async function send(t: TestApp, operation: Operation, request: FuzzRequest): Promise<{ url: string; response: LightMyRequestResponse }> {
  const { payload, headers } = await payloadOf(request.body);
  const url = urlOf(operation, request);
  const response = await withinTime(
    t.app.inject({ method: operation.method, url, headers: { ...headers, ...(request.withToken ? t.authHeader : {}) }, ...(payload === undefined ? {} : { payload }) }),
    `${operation.method} ${url}`,
  );
  return { url, response };
}

/** Every stored row and file: what a refused request must not change. */
export async function snapshotOf(t: TestApp): Promise<string> {
  const db = t.app.db;
  const tables = await Promise.all([
    db.selectFrom('serviceGroups').selectAll().orderBy('id').execute(),
    db.selectFrom('services').selectAll().orderBy('id').execute(),
    db.selectFrom('galleryGroups').selectAll().orderBy('id').execute(),
    db.selectFrom('galleryImages').selectAll().orderBy('id').execute(),
    db.selectFrom('users').selectAll().orderBy('id').execute(),
    db.selectFrom('contact').selectAll().execute(),
    db.selectFrom('aboutPage').selectAll().execute(),
    db.selectFrom('aboutImages').selectAll().orderBy('id').execute(),
    db.selectFrom('employees').selectAll().orderBy('id').execute(),
    db.selectFrom('employeeServices').selectAll().orderBy('employeeId').orderBy('serviceId').execute(),
    db.selectFrom('giftCards').selectAll().orderBy('id').execute(),
    db.selectFrom('giftCardTransactions').selectAll().orderBy('id').execute(),
    db.selectFrom('bookings').selectAll().orderBy('id').execute(),
    db.selectFrom('bookingItems').selectAll().orderBy('id').execute(),
    db.selectFrom('clients').selectAll().orderBy('id').execute(),
    db.selectFrom('clientEvents').selectAll().orderBy('id').execute(),
  ]);
  return JSON.stringify({ tables, files: storedFiles(t) });
}

/** What is wrong with a refusal's body, or null when it is the API's error shape with a message. */
export function errorShapeProblem(response: LightMyRequestResponse): string | null {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `not JSON: ${response.body.slice(0, 200)}`;
  }
  if (typeof body !== 'object' || body === null || !('message' in body)) return `no message: ${response.body.slice(0, 200)}`;
  if (typeof body.message !== 'string' || body.message.trim() === '') return 'an empty message';
  // A stack frame starts a line ("\n    at fn (file:12:5)", escaped in JSON); a message may well say
  // "at" before a time such as 09:00:00, which is no stack.
  if (/(?:\\n|\n)\s*at .+:\d+:\d+/.test(response.body) || /"stack"\s*:/.test(response.body)) return 'a stack trace';
  return null;
}
