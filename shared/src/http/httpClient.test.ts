import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { sessionStore } from '../auth/sessionStore';
import { TOKEN_STORAGE_KEY } from '../auth/tokenStorage';
import { AUTH_FAILURE_MESSAGES } from './authFailure';
import { httpClient } from './httpClient';

/** Replaces the network with a function of the request, so the real interceptors run. */
function respondWith(handler: (config: InternalAxiosRequestConfig) => Pick<AxiosResponse, 'status' | 'data'>): InternalAxiosRequestConfig[] {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status, data } = handler(config);
    const response: AxiosResponse = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`status ${status}`, undefined, config, undefined, response);
    return response;
  };
  httpClient.defaults.adapter = adapter;
  return seen;
}

afterEach(() => {
  sessionStore.getState().signOut();
});

describe('httpClient', () => {
  it('calls the API under /api/v1', async () => {
    const seen = respondWith(() => ({ status: 200, data: { data: [] } }));
    await httpClient.get('/services?page=1');
    expect(seen[0]?.baseURL).toBe('/api/v1');
  });

  it('sends the stored token as "JWT <token>" on every request', async () => {
    sessionStore.getState().signIn('abc.def.ghi');
    const seen = respondWith(() => ({ status: 200, data: { data: [] } }));
    await httpClient.get('/gallery-parent');
    await httpClient.post('/services', { name: 'x' });
    expect(seen.map((config) => config.headers.get('Authorization'))).toEqual(['JWT abc.def.ghi', 'JWT abc.def.ghi']);
  });

  it('sends no Authorization header when signed out', async () => {
    const seen = respondWith(() => ({ status: 200, data: {} }));
    await httpClient.post('/users/login', { username: 'a', password: 'b' });
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it.each(AUTH_FAILURE_MESSAGES)('removes the token on "%s" and passes the error on', async (message) => {
    sessionStore.getState().signIn('stale');
    respondWith(() => ({ status: 401, data: { message } }));
    await expect(httpClient.get('/services')).rejects.toMatchObject({ response: { status: 401 } });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStore.getState().token).toBeNull();
  });

  it.each(AUTH_FAILURE_MESSAGES)('removes the token on a successful response carrying "%s" too', async (message) => {
    sessionStore.getState().signIn('stale');
    respondWith(() => ({ status: 200, data: { message } }));
    await expect(httpClient.get('/services')).resolves.toMatchObject({ status: 200 });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('keeps the token on a successful response with any other message', async () => {
    sessionStore.getState().signIn('still-good');
    respondWith(() => ({ status: 200, data: { message: 'Saved.' } }));
    await httpClient.get('/services');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('still-good');
  });

  it('keeps the token for other errors, such as wrong credentials or a validation error', async () => {
    sessionStore.getState().signIn('still-good');
    respondWith(() => ({ status: 401, data: { message: 'Incorrect username or password.' } }));
    await expect(httpClient.post('/users/login', {})).rejects.toBeInstanceOf(AxiosError);
    respondWith(() => ({ status: 400, data: { message: 'Invalid', errors: { name: 'Required' } } }));
    await expect(httpClient.post('/services', {})).rejects.toBeInstanceOf(AxiosError);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('still-good');
  });
});
