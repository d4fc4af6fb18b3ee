import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { catalogClient, dataOf, makePhoto, storedFiles } from '../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../support/testApp';
import { requestsFor, type FuzzBody, type FuzzRequest } from './malformedInputs';
import { readOperations, type Operation } from './openApiOperations';

/**
 * Property-based fuzzing of every operation in the OpenAPI document, on the database the suite runs
 * on (SQLite, or PostgreSQL under runWithPostgres). For every malformed request: never a 5xx or a
 * hang, every error in the API's shape with a message, and nothing changed when it was refused.
 */
const RUNS_PER_OPERATION = 30;
/** The whole sweep (about 700 requests) on a loaded 2-core machine and PostgreSQL stays well below this. */
const FUZZ_TIMEOUT_MS = 150_000;
const HANG_AFTER_MS = 15_000;
/** Signing out would end the fuzzer's own session; it is covered by the auth tests. */
const SKIPPED = new Set(['POST /api/v1/users/logout']);

function encodeSegment(value: string): string {
  // A value that already is an escape (or a broken one) goes as is: that is the point of it.
  if (value.includes('%')) return value;
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

function urlOf(operation: Operation, request: FuzzRequest): string {
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
      if (body.file) form.append(body.fileField, new Blob([new Uint8Array(body.file)], { type: 'image/png' }), 'fuzz.png');
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

/** Every catalogue row, the administrators and the stored files: what a refused request must not change. */
async function snapshotOf(t: TestApp): Promise<string> {
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
  ]);
  return JSON.stringify({ tables, files: storedFiles(t) });
}

function errorShapeProblem(response: LightMyRequestResponse): string | null {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `not JSON: ${response.body.slice(0, 200)}`;
  }
  if (typeof body !== 'object' || body === null || !('message' in body)) return `no message: ${response.body.slice(0, 200)}`;
  if (typeof body.message !== 'string' || body.message.trim() === '') return 'an empty message';
  if (/\bat .+:\d+:\d+/.test(response.body)) return 'a stack trace';
  return null;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let t: TestApp;
  let operations: Operation[];
  beforeAll(async () => {
    // The flood guard would turn most of the fuzz into 429s: lift it for this app only.
    t = await startTestApp({ requestsPerMinute: 1_000_000 });
    const api = catalogClient(t);
    const photo = { content: await makePhoto() };
    const group = dataOf<{ id: number }>(await api.postForm('/services-parent', { name: 'Hands' }, photo));
    await api.postJson('/services', { parentId: group.id, name: 'Gel polish', durationMinutes: 30, priceType: 'fixed', price: 20 });
    const gallery = dataOf<{ id: number }>(await api.postForm('/gallery-parent', { theme: 'Spring' }, photo));
    await api.postForm('/gallery', { parentId: gallery.id }, photo);
    operations = (await readOperations(t.app, t.authHeader)).filter((operation) => !SKIPPED.has(`${operation.method} ${operation.path}`));
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the operations to fuzz in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    // Catalogue: 2 group creates, 2 group updates, image add and update; general: 2 about-us
    // picture calls and the employee photo.
    expect(operations.filter((operation) => operation.body === 'multipart').length).toBe(9);
  });

  it('never answers 5xx or hangs, always in the error shape, and a refused request changes nothing', async () => {
    const statuses = new Set<number>();
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(requestsFor(operation), async (request) => {
          const before = await snapshotOf(t);
          const { payload, headers } = await payloadOf(request.body);
          const url = urlOf(operation, request);
          const response = await withinTime(
            t.app.inject({ method: operation.method, url, headers: { ...headers, ...(request.withToken ? t.authHeader : {}) }, ...(payload === undefined ? {} : { payload }) }),
            `${operation.method} ${url}`,
          );
          statuses.add(response.statusCode);
          const where = `${operation.method} ${url} -> ${response.statusCode}`;
          const refused = response.statusCode >= 400;
          const after = await snapshotOf(t);
          expect([where, response.statusCode < 500]).toEqual([where, true]);
          // A refusal is in the error shape and changed nothing; an accepted request is not judged here.
          expect([where, refused ? errorShapeProblem(response) : null]).toEqual([where, null]);
          expect([where, refused && after !== before]).toEqual([where, false]);
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
    // The fuzz reached the validation of every kind, not just the token check.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 401, 404, 415]));
  }, FUZZ_TIMEOUT_MS);
});

describe('concurrent writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ requestsPerMinute: 1_000_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets exactly one of 20 concurrent creates of the same name through', async () => {
    const api = catalogClient(t);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => api.postForm('/services-parent', { name: i % 2 ? 'Pedicure' : 'PEDICURE' })));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('lets exactly one of 20 concurrent saves of the same version through', async () => {
    const api = catalogClient(t);
    const group = dataOf<{ id: number; version: number }>(await api.postForm('/services-parent', { name: 'Manicure' }));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.putForm('/services-parent', { id: group.id, version: group.version, displayOrder: i + 1 })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });
});
