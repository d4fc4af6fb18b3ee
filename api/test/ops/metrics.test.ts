import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';
import { freePort } from '../support/apiProcess';
import { listenOnFreePort, startTestApp, type TestApp } from '../support/testApp';
import { testDatabaseKind } from '../support/testDatabase';

const TOKEN = 'metrics-token-0123456789-abcdefghijkl';

/** The value of one series line, e.g. `http_requests_total{method="GET",...} 3`; undefined when absent. */
function seriesValue(metrics: string, series: string): number | undefined {
  const line = metrics.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics is not there by default', () => {
  it('answers 404 without METRICS_PORT or METRICS_TOKEN, even with a token header', async () => {
    const t = await startTestApp();
    try {
      const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('/metrics behind METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ metrics: { port: null, token: TOKEN } });
  });
  afterAll(async () => {
    await t.close();
  });
  const scrape = (authorization?: string) => t.app.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

  it.each([
    ['no header', undefined],
    ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['a longer token', `Bearer ${TOKEN}x`],
    ['the token as a JWT', `JWT ${TOKEN}`],
  ])('refuses %s with 401 and a plain message', async (_case, authorization) => {
    const response = await scrape(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'The metrics need the header Authorization: Bearer <METRICS_TOKEN>.' });
    expect(response.body).not.toContain('http_requests_total');
  });

  it('counts and times requests by route pattern and status, never by raw URL', async () => {
    await t.app.inject({ url: '/api/v1/health' });
    await t.app.inject({ url: '/api/v1/health' });
    await t.app.inject({ method: 'DELETE', url: '/api/v1/services/987654', headers: t.authHeader });
    await t.app.inject({ url: '/no/such/page-4242?secret=1' });

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const metrics = response.body;
    expect(seriesValue(metrics, 'http_requests_total{method="GET",route="/api/v1/health",status_code="200"}')).toBe(2);
    expect(seriesValue(metrics, 'http_request_duration_seconds_count{method="GET",route="/api/v1/health",status_code="200"}')).toBe(2);
    expect(seriesValue(metrics, 'http_requests_total{method="DELETE",route="/api/v1/services/:id",status_code="404"}')).toBe(1);
    expect(seriesValue(metrics, 'http_requests_total{method="GET",route="(unmatched)",status_code="404"}')).toBe(1);
    expect(metrics).not.toContain('987654');
    expect(metrics).not.toContain('page-4242');
  });

  it('has the process metrics, and the pool on PostgreSQL only', async () => {
    const metrics = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(metrics).toContain('process_cpu_user_seconds_total');
    expect(metrics).toContain('process_resident_memory_bytes');
    expect(metrics).toContain('nodejs_eventloop_lag_seconds');
    const poolSeries = ['db_pool_connections', 'db_pool_idle_connections', 'db_pool_waiting_requests'].map((name) => seriesValue(metrics, name));
    // SQLite is one file and has no pool; on PostgreSQL nothing waits for a connection between requests.
    const expectedKinds = testDatabaseKind === 'postgres' ? ['number', 'number', 'number'] : ['undefined', 'undefined', 'undefined'];
    expect(poolSeries.map((value) => typeof value)).toEqual(expectedKinds);
    expect(poolSeries[2] ?? 0).toBe(0);
  });
});

describe('/metrics on METRICS_PORT', () => {
  it('answers only there, with nothing else on that port, and closes with the API', async () => {
    const port = await freePort();
    const t = await startTestApp({ metrics: { port, token: null } });
    try {
      const apiUrl = await listenOnFreePort(t.app);
      const metricsUrl = `http://127.0.0.1:${port}`;
      await fetch(`${apiUrl}/api/v1/health`);
      const scraped = await fetch(`${metricsUrl}/metrics`);
      expect(scraped.status).toBe(200);
      expect(seriesValue(await scraped.text(), 'http_requests_total{method="GET",route="/api/v1/health",status_code="200"}')).toBe(1);
      expect((await fetch(`${metricsUrl}/api/v1/health`)).status).toBe(404);
      expect((await fetch(`${apiUrl}/metrics`)).status).toBe(404);
    } finally {
      await t.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('metrics settings', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'nail-metrics-config-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...env });

  it('reads both, and neither by default', () => {
    expect(load({}).metrics).toEqual({ port: null, token: null });
    expect(load({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN }).metrics).toEqual({ port: 9464, token: TOKEN });
  });

  it.each([
    [{ METRICS_PORT: 'nine' }, 'METRICS_PORT must be a port number (got "nine")'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT must be a port number (1-65535) (got "70000")'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 32 characters (value hidden)'],
    [{ PORT: '9000', METRICS_PORT: '9000' }, 'METRICS_PORT must differ from PORT (both 9000)'],
  ])('refuses %j in plain words', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
