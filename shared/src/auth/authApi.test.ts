import { toApiError } from '../http/apiError';
import { fakeHttp } from '../testing/fakeHttp';
import { authApi } from './authApi';
import { sessionStore } from './sessionStore';

const session = { token: 'signed.jwt.token', expiresAt: '2026-11-22T10:00:00.000Z', user: { id: 1, username: 'admin' } };

afterEach(() => {
  sessionStore.getState().signOut();
});

describe('authApi.login', () => {
  it('posts the credentials and returns the session when no code is needed', async () => {
    const http = fakeHttp({ 'POST /users/login': () => ({ status: 200, body: { data: session } }) });
    await expect(authApi.login({ username: 'admin', password: 'secret' })).resolves.toEqual({ status: 'signed-in', session });
    expect(http.all()).toEqual([expect.objectContaining({ method: 'POST', path: '/users/login', json: { username: 'admin', password: 'secret' } })]);
  });

  it('reports that a one-time code is required', async () => {
    fakeHttp({ 'POST /users/login': () => ({ status: 200, body: { data: { otpRequired: true } } }) });
    await expect(authApi.login({ username: 'admin', password: 'secret' })).resolves.toEqual({ status: 'otp-required' });
  });

  it('does not store a token by itself', async () => {
    fakeHttp({ 'POST /users/login': () => ({ status: 200, body: { data: session } }) });
    await authApi.login({ username: 'admin', password: 'secret' });
    expect(sessionStore.getState().token).toBeNull();
  });

  it('rejects with the server message for wrong credentials and for a lock-out', async () => {
    fakeHttp({ 'POST /users/login': () => ({ status: 401, body: { message: 'Incorrect username or password.' } }) });
    const wrong = await authApi.login({ username: 'admin', password: 'nope' }).catch(toApiError);
    expect(wrong).toMatchObject({ status: 401, message: 'Incorrect username or password.' });

    fakeHttp({ 'POST /users/login': () => ({ status: 429, body: { message: 'Too many attempts. Try again in 60 seconds.' } }) });
    const locked = await authApi.login({ username: 'admin', password: 'nope' }).catch(toApiError);
    expect(locked).toMatchObject({ status: 429, message: 'Too many attempts. Try again in 60 seconds.' });
  });

  it('reports an unreachable server with no status', async () => {
    fakeHttp({ 'POST /users/login': () => 'network-error' });
    const failure = await authApi.login({ username: 'admin', password: 'secret' }).catch(toApiError);
    expect(failure).toEqual({ status: null, message: expect.stringMatching(/cannot be reached/), fieldErrors: {} });
  });
});

describe('authApi.verifyOtp', () => {
  it('posts username, password and code and returns the session', async () => {
    const http = fakeHttp({ 'POST /users/otp': () => ({ status: 200, body: { data: session } }) });
    await expect(authApi.verifyOtp({ username: 'admin', password: 'secret', otp: '123456' })).resolves.toEqual(session);
    expect(http.all()[0]?.json).toEqual({ username: 'admin', password: 'secret', otp: '123456' });
  });
});

describe('authenticated calls', () => {
  it('logout and me carry the JWT header of the stored token', async () => {
    const http = fakeHttp({
      'POST /users/logout': () => ({ status: 200, body: { data: { loggedOut: true } } }),
      'GET /users/me': () => ({ status: 200, body: { data: { id: 1, username: 'admin', otpEnabled: false } } }),
    });
    sessionStore.getState().signIn('abc.def.ghi');
    await expect(authApi.me()).resolves.toEqual({ id: 1, username: 'admin', otpEnabled: false });
    await expect(authApi.logout()).resolves.toBeUndefined();
    expect(http.all().map((request) => request.authorization)).toEqual(['JWT abc.def.ghi', 'JWT abc.def.ghi']);
  });

  it('me with an expired token clears the session and passes the error on', async () => {
    fakeHttp({ 'GET /users/me': () => ({ status: 401, body: { message: 'Token expired' } }) });
    sessionStore.getState().signIn('old.token.value');
    await expect(authApi.me()).rejects.toMatchObject({ response: { status: 401 } });
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
