import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { portAnswers, startApiProcess, type ApiProcess } from '../support/apiProcess';
import { s3Environment, startS3Server, type TestS3Server } from '../support/s3Server';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { until } from '../support/until';

/**
 * The proof for "run on more than one machine": two REAL API processes, each with its own empty data
 * folder and no JWT_SECRET, on one PostgreSQL database, as two machines behind a load balancer.
 * Each part sends from its own client address (X-Forwarded-For from a trusted proxy), so the request
 * limit one part measures is not spent by another. Both keep pictures in one bucket of an in-process
 * S3 server, as two machines must.
 */
const PASSWORD = 'correct horse battery staple';
const REQUESTS_PER_MINUTE = 30;
const SHUTDOWN_TIMEOUT_MS = 10_000;
const SHARED_ENV = {
  ADMIN_PASSWORD: PASSWORD,
  TRUST_PROXY: '127.0.0.1',
  RATE_LIMIT_PER_MINUTE: String(REQUESTS_PER_MINUTE),
  // Every part opens many connections from 127.0.0.1 (the "balancer"); the per-address cap is not under test.
  MAX_CONNECTIONS_PER_ADDRESS: '500',
  SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
};

let folder: string;
let database: TestDatabase;
let bucket: TestS3Server;
let a: ApiProcess;
let b: ApiProcess;
/** The one first administrator: `ann` or `bob`, whichever process got there first. */
let admin = '';

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'nail-two-processes-'));
  database = await createTestDatabase(folder);
  // Lenient signatures: each process's start-up sweep lists the bucket, a request s3rver 4 misjudges.
  bucket = await startS3Server({ lenientSignatures: true });
  const storageEnv = s3Environment(bucket.settings);
  // Started at the same moment, each wanting another first administrator. A logs each request's
  // arrival (debug): the shutdown part waits for that state.
  const started = await Promise.allSettled([
    startApiProcess({ database, env: { ...SHARED_ENV, ...storageEnv, ADMIN_USERNAME: 'ann', LOG_LEVEL: 'debug' } }),
    startApiProcess({ database, env: { ...SHARED_ENV, ...storageEnv, ADMIN_USERNAME: 'bob' } }),
  ]);
  const [first, second] = started;
  if (first?.status !== 'fulfilled' || second?.status !== 'fulfilled') {
    for (const start of started) if (start.status === 'fulfilled') await start.value.cleanUp();
    await database.drop();
    await bucket.stop();
    throw first?.status === 'rejected' ? first.reason : second?.status === 'rejected' ? second.reason : new Error('No process started');
  }
  a = first.value;
  b = second.value;
  admin = (await usernames())[0] ?? '';
}, 120_000);

afterAll(async () => {
  await a?.cleanUp();
  await b?.cleanUp();
  await database?.drop();
  await bucket?.stop();
  rmSync(folder, { recursive: true, force: true });
});

interface Call {
  method?: string;
  token?: string;
  body?: unknown;
  /** The client address the trusted "balancer" forwards. */
  from: string;
}

async function call(server: ApiProcess, url: string, { method = 'GET', token, body, from }: Call): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'x-forwarded-for': from };
  if (token) headers.authorization = `JWT ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}/api/v1${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

function dataOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || !('data' in body) || typeof body.data !== 'object' || body.data === null) {
    throw new Error(`No data in ${JSON.stringify(body)}`);
  }
  return { ...body.data };
}

async function usernames(): Promise<string[]> {
  const client = new Client({ connectionString: database.config.dialect === 'postgres' ? database.config.url : '' });
  await client.connect();
  try {
    const { rows } = await client.query<{ username: string }>('select username from users');
    return rows.map((row) => row.username);
  } finally {
    await client.end();
  }
}

async function signIn(server: ApiProcess, from: string): Promise<string> {
  const signedIn = await call(server, '/users/login', { method: 'POST', body: { username: admin, password: PASSWORD }, from });
  expect(signedIn.status).toBe(200);
  const token = dataOf(signedIn.body).token;
  if (typeof token !== 'string') throw new Error('No token');
  return token;
}

describe('two API processes on one PostgreSQL database', () => {
  it('created exactly one first administrator, although both started on the empty database at once', async () => {
    const names = await usernames();
    expect(names).toHaveLength(1);
    expect(['ann', 'bob']).toContain(names[0]);
  });

  it('accepts on B a token signed in on A, and refuses on A a token signed out on B', async () => {
    const token = await signIn(a, '203.0.113.1');
    expect((await call(b, '/users/me', { token, from: '203.0.113.1' })).status).toBe(200);
    expect((await call(b, '/users/logout', { method: 'POST', token, from: '203.0.113.1' })).status).toBe(200);
    expect(await call(a, '/users/me', { token, from: '203.0.113.1' })).toEqual({ status: 401, body: { message: 'Invalid token' } });
  });

  it('lets exactly one of 20 concurrent saves of the same version win, across both', async () => {
    const from = '203.0.113.2';
    const token = await signIn(b, from);
    const contact = dataOf((await call(a, '/contact', { token, from })).body);
    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, index) => call(index % 2 === 0 ? a : b, '/contact', { method: 'PUT', token, from, body: { ...contact, businessName: `Racer ${index}` } })),
    );
    expect(saves.map((save) => save.status).sort()).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
  });

  it(`holds the request limit (${REQUESTS_PER_MINUTE} a minute) across both instead of doubling it`, async () => {
    // An empty sign-in: refused by validation (400) before any password or sign-in counter is touched.
    const answers = await Promise.all(
      Array.from({ length: 2 * REQUESTS_PER_MINUTE }, (_, index) => call(index % 2 === 0 ? a : b, '/users/login', { method: 'POST', body: {}, from: '203.0.113.3' })),
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(REQUESTS_PER_MINUTE);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(REQUESTS_PER_MINUTE);
  });

  it('holds the failed sign-in limit (5 per username) across both', async () => {
    const username = `guess-${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => call(index % 2 === 0 ? a : b, '/users/login', { method: 'POST', body: { username, password: 'wrong password' }, from: '203.0.113.4' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('serves on B, with the same bytes, a picture uploaded on A; keeps it only in the bucket; a delete on B removes it there', async () => {
    const from = '203.0.113.6';
    const token = await signIn(a, from);
    const group = await uploadServiceGroupPicture(a, token, from);
    const keys = [group.url, group.thumbnailUrl].map((url) => url.replace(/^\/uploads\//, ''));
    expect(bucket.storedKeys()).toEqual(expect.arrayContaining(keys));

    for (const key of keys) {
      const fromA = await picture(a, key);
      const fromB = await picture(b, key);
      expect(fromB.status).toBe(200);
      expect(fromB.bytes.length).toBeGreaterThan(0);
      expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
      expect(bucket.storedBytes(key)?.equals(fromB.bytes)).toBe(true);
    }
    for (const server of [a, b]) expect(filesUnder(server.dataDir).filter((file) => file.endsWith('.webp'))).toEqual([]);

    expect((await call(b, `/services-parent/${group.id}`, { method: 'DELETE', token, from })).status).toBe(200);
    await until(() => keys.every((key) => !bucket.storedKeys().includes(key)), 'the deleted picture to leave the bucket', 10_000);
    for (const key of keys) expect((await picture(a, key)).status).toBe(404);
  });

  it('answers all of 20 requests under way on A after SIGTERM, and A exits within SHUTDOWN_TIMEOUT_MS while B serves on', async () => {
    const from = '203.0.113.5';
    const token = await signIn(a, from);
    const arrivedBefore = a.output().split('incoming request').length;
    const requests = Array.from({ length: 20 }, (_, index) => startHalfSentCreate(a.port, token, from, index));
    await until(() => a.output().split('incoming request').length >= arrivedBefore + 20, 'A to read all 20 requests');
    const signalled = Date.now();
    a.child.kill('SIGTERM');
    await until(() => a.output().includes('SIGTERM received'), 'A to start stopping');
    for (const request of requests) request.finish();
    const answers = await Promise.all(requests.map((request) => request.answer));
    expect(answers.map((answer) => answer.split('\r\n')[0])).toEqual(Array.from({ length: 20 }, () => 'HTTP/1.1 201 Created'));
    expect(await a.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(await portAnswers(a.port)).toBe(false);

    const onB = await call(b, '/employees?limit=100', { token, from });
    expect(onB.status).toBe(200);
    expect(JSON.stringify(onB.body).split('"Shutdown"').length - 1).toBe(20);
  }, 90_000);
});

/** Creates a service group with a picture through the real multipart route; returns its id and picture addresses. */
async function uploadServiceGroupPicture(server: ApiProcess, token: string, from: string): Promise<{ id: number; url: string; thumbnailUrl: string }> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 60, b: 120 } } }).png().toBuffer();
  const form = new FormData();
  form.append('name', 'Across instances');
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'hands.png');
  const response = await fetch(`${server.baseUrl}/api/v1/services-parent`, { method: 'POST', headers: { authorization: `JWT ${token}`, 'x-forwarded-for': from }, body: form });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST /services-parent answered ${response.status}: ${text}`);
  const group = dataOf(JSON.parse(text));
  const image = group.image;
  if (typeof group.id !== 'number' || typeof image !== 'object' || image === null || !('url' in image) || !('thumbnailUrl' in image)) {
    throw new Error(`No picture in ${text}`);
  }
  const { url, thumbnailUrl } = image;
  if (typeof url !== 'string' || typeof thumbnailUrl !== 'string') throw new Error(`No picture addresses in ${text}`);
  return { id: group.id, url, thumbnailUrl };
}

async function picture(server: ApiProcess, key: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(`${server.baseUrl}/uploads/${key}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Every file below `directory`, however deep. */
function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** An employee creation whose body is only half sent: under way until `finish` sends the rest. */
function startHalfSentCreate(port: number, token: string, from: string, index: number): { answer: Promise<string>; finish(): void } {
  const hours = [{ start: '09:00', end: '17:00' }];
  const body = JSON.stringify({
    firstName: `Stay${index}`,
    lastName: 'Shutdown',
    jobTitle: 'Nail technician',
    email: `stay${index}@salon.example`,
    phone: '',
    bio: '',
    calendarColor: '#336699',
    serviceIds: [],
    weeklyHours: { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: [], sunday: [] },
    bookable: true,
    active: true,
    startDate: null,
  });
  const socket = connect(port, '127.0.0.1');
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/v1/employees HTTP/1.1\r\nHost: x\r\nAuthorization: JWT ${token}\r\nX-Forwarded-For: ${from}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const answer = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  return { answer, finish: () => socket.write(body.slice(half)) };
}
