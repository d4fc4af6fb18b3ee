import { startTestApp, type TestApp } from '../support/testApp';
import { API, multipartBody } from './catalogTestKit';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every catalogue and dashboard route, with a body that would otherwise be valid. */
const ROUTES: ReadonlyArray<{ method: Method; url: string; body?: 'json' | 'form' }> = [
  { method: 'GET', url: '/services-parent/with-out-pagination' },
  { method: 'GET', url: '/services-parent/detail?id=1' },
  { method: 'GET', url: '/services-parent/list-service?id=1&page=1&limit=20' },
  { method: 'POST', url: '/services-parent', body: 'form' },
  { method: 'PUT', url: '/services-parent', body: 'form' },
  { method: 'DELETE', url: '/services-parent/1' },
  { method: 'GET', url: '/services?page=1' },
  { method: 'POST', url: '/services', body: 'json' },
  { method: 'PUT', url: '/services', body: 'json' },
  { method: 'DELETE', url: '/services/1' },
  { method: 'GET', url: '/gallery-parent?pagination=0' },
  { method: 'GET', url: '/gallery-parent?pagination=1&page=1&limit=5' },
  { method: 'GET', url: '/gallery-parent/1' },
  { method: 'POST', url: '/gallery-parent', body: 'form' },
  { method: 'PUT', url: '/gallery-parent', body: 'form' },
  { method: 'DELETE', url: '/gallery-parent/1' },
  { method: 'POST', url: '/gallery', body: 'form' },
  { method: 'PUT', url: '/gallery', body: 'form' },
  { method: 'DELETE', url: '/gallery/1/1' },
  { method: 'GET', url: '/gallery/list-gallery/1?page=1&limit=5' },
  { method: 'GET', url: '/dashboard/summary' },
];

async function call(route: (typeof ROUTES)[number], headers: Record<string, string>) {
  if (route.body === 'form') {
    const form = await multipartBody({ id: 1, version: 1, name: 'Nails', theme: 'Summer', parentId: 1 });
    return testApp.app.inject({ method: route.method, url: `${API}${route.url}`, headers: { ...headers, ...form.headers }, payload: form.payload });
  }
  if (route.body === 'json') {
    const payload = { id: 1, version: 1, parentId: 1, name: 'Gel', durationMinutes: 30, priceType: 'free' };
    return testApp.app.inject({ method: route.method, url: `${API}${route.url}`, headers, payload });
  }
  return testApp.app.inject({ method: route.method, url: `${API}${route.url}`, headers });
}

describe('every catalogue route needs a valid token', () => {
  it.each(ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))('%s: 401 Unauthorized without a token', async (_name, route) => {
    const response = await call(route, {});

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it.each(ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))('%s: 401 Invalid token with a forged one', async (_name, route) => {
    const forged = `${testApp.token.slice(0, -4)}AAAA`;

    const response = await call(route, { authorization: `JWT ${forged}` });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid token' });
  });

  it('reaches the routes with the token (none of them answers 401)', async () => {
    for (const route of ROUTES) {
      const response = await call(route, testApp.authHeader);
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).not.toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });
});
