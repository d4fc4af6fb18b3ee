import { startTestApp, type TestApp } from '../support/testApp';

// What many HTTP clients send on a call without a body: the JSON content type and nothing else.
const EMPTY_JSON = { 'content-type': 'application/json' };

describe('a body-less call with Content-Type: application/json and an empty body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /users/me answers as without a body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { ...t.authHeader, ...EMPTY_JSON }, payload: '' });
    expect(response.statusCode).toBe(200);
  });

  it('DELETE of a missing service answers 404, not 400', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/services/999999', headers: { ...t.authHeader, ...EMPTY_JSON }, payload: '' });
    expect(response.statusCode).toBe(404);
  });

  it('still refuses a body that is not JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', headers: EMPTY_JSON, payload: '{nope' });
    expect(response.statusCode).toBe(400);
  });

  // Last: it revokes the token the other cases use.
  it('POST /users/logout answers as without a body, never 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers: { ...t.authHeader, ...EMPTY_JSON }, payload: '' });
    expect(response.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: t.authHeader });
    expect(after.statusCode).toBe(401);
  });
});
