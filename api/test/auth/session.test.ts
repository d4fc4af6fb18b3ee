import { startTestApp, type TestApp } from '../support/testApp';

describe('signed-in session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /users/me returns the signed-in administrator', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: t.authHeader });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: expect.any(Number), username: 'admin', name: 'admin', role: 'owner', otpEnabled: false, otpRequired: false, pendingStep: null } });
  });
});
