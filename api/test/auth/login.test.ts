import { verifyToken } from '../../src/features/auth/tokens';
import { postJson } from '../support/authRequests';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/testApp';

const WRONG = { message: 'Incorrect username or password.' };

describe('POST /users/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('returns a signed, expiring token and the user for the right password', async () => {
    const response = await postJson(t.app, '/users/login', TEST_ADMIN);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user).toEqual({ id: expect.any(Number), username: 'admin', name: 'admin', role: 'owner', pendingStep: null });
    const claims = await verifyToken(t.app.jwtSecret, data.token, t.app.config.tokenTtlSeconds);
    expect(claims.userId).toBe(data.user.id);
    expect(claims.expiresAt).toBe(data.expiresAt);
    const lifetimeSeconds = (Date.parse(data.expiresAt) - Date.now()) / 1000;
    expect(lifetimeSeconds).toBeGreaterThan(t.app.config.tokenTtlSeconds - 60);
    expect(lifetimeSeconds).toBeLessThanOrEqual(t.app.config.tokenTtlSeconds);
  });

  it('accepts a username with surrounding spaces', async () => {
    const response = await postJson(t.app, '/users/login', { username: `  ${TEST_ADMIN.username} `, password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a username with a control character as bad input (PostgreSQL cannot even store NUL)', async () => {
    const response = await postJson(t.app, '/users/login', { username: 'ad\u0000min', password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ username: 'The username must not contain control characters.' });
  });

  it('answers a password with a NUL character as a wrong password, never a server error', async () => {
    const response = await postJson(t.app, '/users/login', { username: TEST_ADMIN.username, password: '\u0000' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(WRONG);
  });

  it('gives the same 401 message for a wrong password and an unknown user', async () => {
    const wrongPassword = await postJson(t.app, '/users/login', { username: TEST_ADMIN.username, password: 'not the password' });
    const unknownUser = await postJson(t.app, '/users/login', { username: 'nobody-here', password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(WRONG);
    expect(unknownUser.json()).toEqual(WRONG);
  });

  it('spends comparable time on an unknown user and a wrong password (a dummy hash is checked)', async () => {
    const timed = async (username: string): Promise<number> => {
      const started = performance.now();
      await postJson(t.app, '/users/login', { username, password: 'still not the password' });
      return performance.now() - started;
    };
    // Taken in turns, and the fastest of each kept: a burst of load on this machine slows whichever
    // call it lands on, never speeds one up, so the fastest answers compare the work itself.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await timed(TEST_ADMIN.username));
      unknown.push(await timed('nobody-at-all'));
    }
    // Without the dummy hash an unknown user answers about 6x faster (the test hash is cheap); with it both cost one hash.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) / 3);
    // These failures must not lock the other tests out.
    await postJson(t.app, '/users/login', TEST_ADMIN);
  });

  it('answers empty fields with 400 and a message per field', async () => {
    const response = await postJson(t.app, '/users/login', { username: '   ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: expect.any(String),
      errors: { username: 'Enter your username.', password: 'Enter your password.' },
    });
  });

  it('answers missing fields and a non-object body with 400', async () => {
    const missing = await postJson(t.app, '/users/login', { username: 'admin' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ password: 'Enter your password.' });
    const notObject = await postJson(t.app, '/users/login', ['admin']);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json()).toEqual({ message: 'Send a JSON body with your username and password.' });
    const noBody = await t.app.inject({ method: 'POST', url: '/api/v1/users/login' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ message: 'Send a JSON body with your username and password.' });
  });

  it('refuses over-long fields with 400', async () => {
    const response = await postJson(t.app, '/users/login', { username: 'a'.repeat(65), password: 'p'.repeat(257) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['password', 'username']);
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: '{"username": "admin", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413 and a clear message', async () => {
    const response = await postJson(t.app, '/users/login', { username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.stringMatching(/too large/i) });
  });

  it('answers an unknown content type with 415 and plain text with 400', async () => {
    const xml = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: '<login/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: 'This content type is not accepted here.' });
    const text = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: 'admin', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toEqual(expect.any(String));
  });
});
