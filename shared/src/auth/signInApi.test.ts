import { fakeHttp } from '../testing/fakeHttp';
import { signInApi } from './signInApi';
import { sessionStore } from './sessionStore';

const session = { token: 'signed.jwt.token', expiresAt: '2026-11-22T10:00:00.000Z', user: { id: 1, username: 'admin' } };
let http: ReturnType<typeof fakeHttp> | null = null;

afterEach(() => {
  http?.restore();
  sessionStore.getState().signOut();
});

describe('signInApi (fetch, for the sign-in page)', () => {
  it('posts the credentials as JSON and returns the session, without storing it', async () => {
    http = fakeHttp({ 'POST /users/login': () => ({ status: 200, body: { data: session } }) });
    await expect(signInApi.login({ username: 'admin', password: 'secret' })).resolves.toEqual({ status: 'signed-in', session });
    expect(http.all()).toEqual([expect.objectContaining({ method: 'POST', path: '/users/login', json: { username: 'admin', password: 'secret' } })]);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('reports that a one-time code is required, then verifies the code', async () => {
    http = fakeHttp({
      'POST /users/login': () => ({ status: 200, body: { data: { otpRequired: true } } }),
      'POST /users/otp': () => ({ status: 200, body: { data: session } }),
    });
    await expect(signInApi.login({ username: 'admin', password: 'secret' })).resolves.toEqual({ status: 'otp-required' });
    await expect(signInApi.verifyOtp({ username: 'admin', password: 'secret', otp: '123456' })).resolves.toEqual({ status: 'signed-in', session });
    expect(http.requests('POST', '/users/otp')[0]?.json).toEqual({ username: 'admin', password: 'secret', otp: '123456' });
  });

  it('turns a refusal into the server message and its field messages', async () => {
    http = fakeHttp({
      'POST /users/login': () => ({ status: 400, body: { message: 'Check the highlighted fields.', errors: { username: 'Too long.', extra: 7 } } }),
    });
    await expect(signInApi.login({ username: 'x', password: 'y' })).resolves.toEqual({
      status: 'failed',
      error: { status: 400, message: 'Check the highlighted fields.', fieldErrors: { username: 'Too long.' } },
    });
  });

  it('gives the generic message for a server error without a body and for a 2xx without the envelope', async () => {
    http = fakeHttp({ 'POST /users/login': () => ({ status: 502, body: null }) });
    await expect(signInApi.login({ username: 'x', password: 'y' })).resolves.toMatchObject({
      status: 'failed',
      error: { status: 502, message: 'Something went wrong on the server. Please try again.' },
    });
    http.on('POST', '/users/login', { status: 200, body: '<html>proxy page</html>' });
    await expect(signInApi.login({ username: 'x', password: 'y' })).resolves.toMatchObject({ status: 'failed', error: { status: 200 } });
  });

  it('says when the server cannot be reached', async () => {
    http = fakeHttp({ 'POST /users/otp': 'network-error' });
    await expect(signInApi.verifyOtp({ username: 'x', password: 'y', otp: '000000' })).resolves.toEqual({
      status: 'failed',
      error: { status: null, message: 'The server cannot be reached. Check your connection and try again.', fieldErrors: {} },
    });
  });
});
