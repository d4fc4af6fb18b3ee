import { startTestApp, type TestApp } from '../support/testApp';

/**
 * A flood of calls with a wrong or missing token must spend the request allowance like any other
 * call: otherwise anyone could hammer protected routes (each one a database read) without limit.
 */
describe('the request limit on protected routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ requestsPerMinute: 5 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts calls whose token is refused, and refuses the ones over the limit with 429 before the token check', async () => {
    const remoteAddress = '198.51.100.20';
    const statuses: number[] = [];
    for (let call = 0; call < 8; call += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: 'JWT not-a-token' }, remoteAddress });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});
