import { createHmac } from 'node:crypto';
import { setAdministratorPassword, enrolOtp } from '../../src/features/auth/administrators';
import { issueToken } from '../../src/features/auth/tokens';
import { getMe, postJson } from '../support/authRequests';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/testApp';

const jwt = (token: string) => ({ authorization: `JWT ${token}` });

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

function signHs256(header: object, payload: object, secret: string | Uint8Array): string {
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('token checks on protected routes', () => {
  let t: TestApp;
  let userId: number;
  /** The administrator as a token subject, with the session version the row holds now. */
  const current = async () => {
    const row = await t.app.db.selectFrom('users').select(['id', 'sessionVersion']).where('id', '=', userId).executeTakeFirstOrThrow();
    return { id: Number(row.id), sessionVersion: Number(row.sessionVersion) };
  };
  beforeAll(async () => {
    t = await startTestApp();
    userId = (await getMe(t.app, t.authHeader)).json().data.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts the scheme in any letter case', async () => {
    expect((await getMe(t.app, { authorization: `jwt ${t.token}` })).statusCode).toBe(200);
  });

  it.each([
    ['no header', {}],
    ['an empty header', { authorization: '' }],
    ['the Bearer scheme', { authorization: 'Bearer x' }],
    ['the scheme alone', { authorization: 'JWT' }],
  ])('answers %s with 401 Unauthorized', async (_case, headers) => {
    const response = await getMe(t.app, headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers a valid token sent with the Bearer scheme with Unauthorized', async () => {
    const response = await getMe(t.app, { authorization: `Bearer ${t.token}` });
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers an expired token with 401 Token expired', async () => {
    const { token } = await issueToken(t.app.jwtSecret, await current(), 60, Date.now() - 2 * 60 * 60 * 1000);
    const response = await getMe(t.app, jwt(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Token expired' });
  });

  it('answers a token signed with another key with 401 Invalid token', async () => {
    const { token } = await issueToken(new TextEncoder().encode('some-other-secret-of-enough-length-0123456789'), await current(), 60);
    const response = await getMe(t.app, jwt(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid token' });
  });

  it('answers a tampered payload with Invalid token', async () => {
    const [header, payload, signature] = t.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const tampered = `${header}.${base64url(JSON.stringify({ ...claims, sub: String(userId + 1) }))}.${signature}`;
    expect((await getMe(t.app, jwt(tampered))).json()).toEqual({ message: 'Invalid token' });
  });

  it('answers an unsigned (alg none) token with Invalid token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url(JSON.stringify({ sub: String(userId), jti: 'x', iat: now, exp: now + 60 }))}.`;
    expect((await getMe(t.app, jwt(unsigned))).json()).toEqual({ message: 'Invalid token' });
  });

  it('answers a correctly signed token without the required claims with Invalid token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const noJti = signHs256({ alg: 'HS256', typ: 'JWT' }, { sub: String(userId), sv: 1, iat: now, exp: now + 60 }, t.app.jwtSecret);
    expect((await getMe(t.app, jwt(noJti))).json()).toEqual({ message: 'Invalid token' });
  });

  it.each([['garbage'], ['a.b.c'], ['éé']])('answers the malformed token %s with Invalid token', async (token) => {
    const response = await getMe(t.app, jwt(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid token' });
  });

  it('answers a token of a user that no longer exists with Invalid token', async () => {
    const { token } = await issueToken(t.app.jwtSecret, { id: userId + 1000, sessionVersion: 1 }, 60);
    expect((await getMe(t.app, jwt(token))).json()).toEqual({ message: 'Invalid token' });
  });

  it('answers a token of an older session version with Invalid token', async () => {
    const { token } = await issueToken(t.app.jwtSecret, await current(), 600, Date.now() - 5000);
    await t.app.db.updateTable('users').set({ sessionVersion: (await current()).sessionVersion + 1 }).where('id', '=', userId).execute();
    expect((await getMe(t.app, jwt(token))).json()).toEqual({ message: 'Invalid token' });
  });

  it.each([
    ['set-password', () => setAdministratorPassword(t.app.db, TEST_ADMIN.username, TEST_ADMIN.password)],
    ['an OTP change', () => enrolOtp(t.app.db, TEST_ADMIN.username, true)],
  ])('ends every session issued in the same second before %s', async (_change, change) => {
    // Issued and changed within one wall-clock second: a whole-second comparison lets these through.
    const now = Date.now();
    const tokens = await Promise.all(Array.from({ length: 20 }, async () => (await issueToken(t.app.jwtSecret, await current(), 600, now)).token));
    await change();
    const answers = await Promise.all(tokens.map(async (token) => (await getMe(t.app, jwt(token))).statusCode));
    expect(answers.filter((status) => status !== 401)).toEqual([]);
    await t.app.db.updateTable('users').set({ otpEnabled: 0, otpSecret: null }).where('id', '=', userId).execute();
  });

  it('refuses a correctly signed token whose iat is in the future', async () => {
    const { token } = await issueToken(t.app.jwtSecret, await current(), 60, Date.now() + 10 * 60 * 1000);
    expect((await getMe(t.app, jwt(token))).json()).toEqual({ message: 'Invalid token' });
  });

  it('refuses a correctly signed token that lives longer than the configured lifetime', async () => {
    const { token } = await issueToken(t.app.jwtSecret, await current(), t.app.config.tokenTtlSeconds + 60);
    expect((await getMe(t.app, jwt(token))).json()).toEqual({ message: 'Invalid token' });
  });

  it('revokes the token on logout: it then gets Invalid token, other sessions keep working', async () => {
    const other = (await postJson(t.app, '/users/login', TEST_ADMIN)).json().data.token;
    const session = (await postJson(t.app, '/users/login', TEST_ADMIN)).json().data.token;
    expect((await getMe(t.app, jwt(session))).statusCode).toBe(200);

    const logout = await postJson(t.app, '/users/logout', {}, jwt(session));
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ data: { loggedOut: true } });

    const after = await getMe(t.app, jwt(session));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Invalid token' });
    expect((await postJson(t.app, '/users/logout', {}, jwt(session))).json()).toEqual({ message: 'Invalid token' });
    expect((await getMe(t.app, jwt(other))).statusCode).toBe(200);
  });

  it('logs out without a body', async () => {
    const session = (await postJson(t.app, '/users/login', TEST_ADMIN)).json().data.token;
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers: jwt(session) });
    expect(response.statusCode).toBe(200);
    expect((await getMe(t.app, jwt(session))).statusCode).toBe(401);
  });

  it('refuses logout without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/users/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('keeps the health check public', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.json()).toEqual({ data: { status: 'ok' } });
  });
});
