import { enrolOtp } from '../../src/features/auth/administrators';
import { postJson } from '../support/authRequests';
import { codesValidNowhere } from '../support/otpCodes';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/testApp';

const LIMIT = 3;
const wrong = { username: TEST_ADMIN.username, password: 'definitely wrong' };

describe('failed sign-in limit', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({ loginAttemptLimit: LIMIT, loginWindowMs: 60_000 });
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers 429 with when to retry after too many failures, even for the right password', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await postJson(t.app, '/users/login', wrong)).statusCode).toBe(401);
    const locked = await postJson(t.app, '/users/login', TEST_ADMIN);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: expect.stringMatching(/^Too many failed sign-in attempts\. Try again in \d+ (seconds?|minute)\.$/) });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postJson(t.app, '/users/otp', { ...TEST_ADMIN, otp: '123456' })).statusCode).toBe(429);
  });

  it('counts the username whatever its letter case', async () => {
    for (let i = 0; i < LIMIT; i += 1) await postJson(t.app, '/users/login', { ...wrong, username: i % 2 ? 'ADMIN' : 'Admin' });
    expect((await postJson(t.app, '/users/login', TEST_ADMIN)).statusCode).toBe(429);
  });

  it('counts unknown usernames too, and per client address across usernames', async () => {
    for (let i = 0; i < LIMIT; i += 1) await postJson(t.app, '/users/login', { username: 'ghost', password: 'x' });
    expect((await postJson(t.app, '/users/login', { username: 'ghost', password: 'x' })).statusCode).toBe(429);
    // The address allows four times the per-user limit, then refuses every username.
    for (let i = 0; i < LIMIT * 4; i += 1) await postJson(t.app, '/users/login', { username: `ghost${i}`, password: 'x' });
    expect((await postJson(t.app, '/users/login', TEST_ADMIN)).statusCode).toBe(429);
  });

  it('clears the username counter after a successful sign-in', async () => {
    for (let i = 0; i < LIMIT - 1; i += 1) await postJson(t.app, '/users/login', wrong);
    expect((await postJson(t.app, '/users/login', TEST_ADMIN)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT - 1; i += 1) expect((await postJson(t.app, '/users/login', wrong)).statusCode).toBe(401);
    expect((await postJson(t.app, '/users/login', TEST_ADMIN)).statusCode).toBe(200);
  });

  it('opens again when the window has passed', async () => {
    for (let i = 0; i < LIMIT; i += 1) await postJson(t.app, '/users/login', wrong);
    expect((await postJson(t.app, '/users/login', TEST_ADMIN)).statusCode).toBe(429);
    const past = new Date(Date.now() - 1000).toISOString();
    await t.app.db.updateTable('loginFailures').set({ windowEndsAt: past }).execute();
    expect((await postJson(t.app, '/users/login', TEST_ADMIN)).statusCode).toBe(200);
  });

  it('counts wrong one-time codes as failures', async () => {
    const { secret } = await enrolOtp(t.app.db, TEST_ADMIN.username, false);
    for (const otp of codesValidNowhere(secret, LIMIT)) expect((await postJson(t.app, '/users/otp', { ...TEST_ADMIN, otp })).statusCode).toBe(401);
    expect((await postJson(t.app, '/users/login', TEST_ADMIN)).statusCode).toBe(429);
  });
});

describe('global request limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ requestsPerMinute: 5 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a flood with 429 and a clear message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).statusCode);
    expect(statuses).toContain(429);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/) });
  });
});
