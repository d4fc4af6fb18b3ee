import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createDatabase } from '../../src/db/createDatabase';
import { getMe, postJson } from '../support/authRequests';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/testApp';

/** Two API instances on one database, as behind a load balancer: nothing may live in one process only. */
describe('two API instances sharing a database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp({ loginAttemptLimit: 2 });
    second = await buildApp(t.app.config, createDatabase(t.app.config.database));
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('accepts a token issued by the other instance', async () => {
    expect((await getMe(second, t.authHeader)).statusCode).toBe(200);
  });

  it('refuses on one instance a token signed out on the other', async () => {
    const token = (await postJson(t.app, '/users/login', TEST_ADMIN)).json().data.token;
    await postJson(second, '/users/logout', {}, { authorization: `JWT ${token}` });
    expect((await getMe(t.app, { authorization: `JWT ${token}` })).json()).toEqual({ message: 'Invalid token' });
  });

  it('counts failed sign-ins across instances', async () => {
    await postJson(t.app, '/users/login', { ...TEST_ADMIN, password: 'wrong one' });
    await postJson(second, '/users/login', { ...TEST_ADMIN, password: 'wrong two' });
    expect((await postJson(t.app, '/users/login', TEST_ADMIN)).statusCode).toBe(429);
    expect((await postJson(second, '/users/login', TEST_ADMIN)).statusCode).toBe(429);
  });
});
