import { parseTrustedProxies } from '../../src/http/trustedProxies';
import { startApiProcess, type ApiProcess } from '../support/apiProcess';
import { startTestApp, type TestApp } from '../support/testApp';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PROXY = '10.1.2.3';

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    const trusted = parseTrustedProxies(`${PROXY}/32`);
    if (typeof trusted === 'string') throw new Error(trusted);
    t = await startTestApp({ trustProxy: trusted });
  });
  afterAll(async () => {
    await t.close();
  });

  const idOf = async (remoteAddress: string, offered?: string, url = '/api/v1/health') => {
    const response = await t.app.inject({ method: 'GET', url, remoteAddress, headers: offered === undefined ? {} : { 'x-request-id': offered } });
    return response.headers['x-request-id'];
  };

  it('gives each request a fresh random UUID, answered in X-Request-Id', async () => {
    const [first, second] = [await idOf('203.0.113.7'), await idOf('203.0.113.7')];
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it('keeps the id a trusted proxy sends', async () => {
    expect(await idOf(PROXY, 'lb-7f3a:trace.0042_x')).toBe('lb-7f3a:trace.0042_x');
  });

  it('ignores an id sent by anyone else', async () => {
    expect(await idOf('203.0.113.7', 'lb-7f3a-planted')).toMatch(UUID);
  });

  it('ignores a trusted proxy id that is too long or holds other characters', async () => {
    for (const offered of ['x'.repeat(129), 'has space', 'quote"', 'a\tb', '']) expect(await idOf(PROXY, offered)).toMatch(UUID);
    expect(await idOf(PROXY, 'y'.repeat(128))).toBe('y'.repeat(128));
  });

  it('answers the id on refusals too (no token, unknown route)', async () => {
    expect(await idOf(PROXY, 'lb-401', '/api/v1/users/me')).toBe('lb-401');
    expect(await idOf(PROXY, 'lb-404', '/api/v1/nothing-here')).toBe('lb-404');
  });
});

describe('request ids in the log of a running server', () => {
  let server: ApiProcess;
  beforeAll(async () => {
    server = await startApiProcess({ env: { LOG_LEVEL: 'debug', TRUST_PROXY: '127.0.0.1' } });
  }, 90_000);
  afterAll(async () => {
    await server.cleanUp();
  });

  it('writes the id into every log line of that request', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/users/me`, { headers: { 'x-request-id': 'lb-log-check-1' } });
    expect(response.headers.get('x-request-id')).toBe('lb-log-check-1');
    const lineOf = (text: string) => text.split('\n').filter((line) => line.includes('lb-log-check-1') || line.includes('/api/v1/users/me'));
    // The completion line may still be on its way through the pipe.
    while (!lineOf(server.output()).some((line) => line.includes('request completed'))) await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = lineOf(server.output()).map((line) => JSON.parse(line) as { reqId?: string });
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line.reqId).toBe('lb-log-check-1');
  });
});
