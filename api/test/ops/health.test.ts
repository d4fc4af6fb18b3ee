import { rmSync, writeFileSync } from 'node:fs';
import { startTestApp, type TestApp } from '../support/testApp';

/** What a load balancer polls: never limited, never behind a token, and honest when a dependency is gone. */
describe('health and readiness', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({ requestsPerMinute: 2 });
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers both without a token', async () => {
    const [health, ready] = [await get('/api/v1/health'), await get('/api/v1/ready')];
    expect([health.statusCode, health.json()]).toEqual([200, { data: { status: 'ok' } }]);
    expect([ready.statusCode, ready.json()]).toEqual([200, { data: { status: 'ready' } }]);
  });

  it('keeps answering both after the request limit refuses other calls', async () => {
    // The test sign-in already used one of the two requests allowed.
    const limited: number[] = [];
    for (let i = 0; i < 2; i += 1) limited.push((await get('/api/v1/openapi.json')).statusCode);
    expect(limited).toEqual([200, 429]);
    for (let i = 0; i < 4; i += 1) {
      expect((await get('/api/v1/health')).statusCode).toBe(200);
      expect((await get('/api/v1/ready')).statusCode).toBe(200);
    }
  });

  it('is not ready, in plain words, once the database is closed, while still alive', async () => {
    await t.app.db.destroy();
    const ready = await get('/api/v1/ready');
    expect([ready.statusCode, ready.json()]).toEqual([503, { message: 'Not ready: the database does not answer.' }]);
    expect((await get('/api/v1/health')).statusCode).toBe(200);
  });

  it('is not ready when the uploads folder cannot be written', async () => {
    // A file where the folder was: refused even for root, who may write into a read-only folder.
    rmSync(t.app.config.uploadsDir, { recursive: true, force: true });
    writeFileSync(t.app.config.uploadsDir, '');
    const ready = await get('/api/v1/ready');
    expect([ready.statusCode, ready.json()]).toEqual([503, { message: 'Not ready: the uploads folder cannot be written.' }]);
  });
});
