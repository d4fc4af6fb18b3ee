import { z } from 'zod';
import { listenOnFreePort, startTestApp, TEST_ADMIN, type TestApp } from '../support/testApp';

/** The same rules over a real socket, where body limits and JSON parsing happen on the wire. */
describe('sign-in over real HTTP', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await listenOnFreePort(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/api/v1${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

  it('signs in and reads /users/me with the JWT header', async () => {
    const login = await post('/users/login', JSON.stringify(TEST_ADMIN));
    expect(login.status).toBe(200);
    const { token } = z.object({ data: z.object({ token: z.string() }) }).parse(await login.json()).data;
    const me = await fetch(`${baseUrl}/api/v1/users/me`, { headers: { authorization: `JWT ${token}` } });
    expect(await me.json()).toMatchObject({ data: { username: TEST_ADMIN.username } });
  });

  it('answers a 2 MB body with 413 JSON', async () => {
    const response = await post('/users/login', JSON.stringify({ username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: expect.stringMatching(/too large/i) });
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const response = await post('/users/login', '{"username":');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an empty JSON body with 400 JSON', async () => {
    const response = await post('/users/login', '');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
});
