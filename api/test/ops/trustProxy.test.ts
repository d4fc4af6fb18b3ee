import { parseTrustedProxies } from '../../src/http/trustedProxies';
import { startTestApp, type TestApp } from '../support/testApp';

const trusted = parseTrustedProxies('10.0.0.0/8,2001:db8::1');

/**
 * The request limit counts per client address: believing a forged X-Forwarded-For would give each
 * forged value a fresh allowance. Only the listed proxies may name the client.
 */
describe('TRUST_PROXY with a list of proxies', () => {
  let t: TestApp;
  beforeEach(async () => {
    if (typeof trusted === 'string') throw new Error(trusted);
    t = await startTestApp({ requestsPerMinute: 3, trustProxy: trusted });
  });
  afterEach(async () => {
    await t.close();
  });

  const statuses = async (remoteAddress: string, forwardedFor: (i: number) => string, count = 5): Promise<number[]> => {
    const answers: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json', remoteAddress, headers: { 'x-forwarded-for': forwardedFor(i) } });
      answers.push(response.statusCode);
    }
    return answers;
  };

  it('ignores X-Forwarded-For from a peer that is not listed: the socket address is counted', async () => {
    expect(await statuses('203.0.113.7', (i) => `198.51.100.${i}`)).toEqual([200, 200, 200, 429, 429]);
  });

  it('takes the client address from a listed proxy, so clients behind it are counted apart', async () => {
    expect(await statuses('10.20.30.40', (i) => `198.51.100.${i}`)).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses('2001:db8::1', (i) => `198.51.100.${i + 10}`)).toEqual([200, 200, 200, 200, 200]);
  });

  it('still counts one client behind a listed proxy as one', async () => {
    expect(await statuses('10.20.30.40', () => '198.51.100.99')).toEqual([200, 200, 200, 429, 429]);
  });

  it('trusts a listed IPv4 proxy reported as an IPv6-mapped address (a dual-stack socket)', async () => {
    expect(await statuses('::ffff:10.20.30.40', (i) => `198.51.100.${i + 20}`)).toEqual([200, 200, 200, 200, 200]);
  });

  it('does not let a forged hop in front of a listed proxy pass as the client', async () => {
    // The proxy appends the real client; whatever the client wrote before that is its own claim.
    expect(await statuses('10.20.30.40', (i) => `192.0.2.${i}, 198.51.100.50`)).toEqual([200, 200, 200, 429, 429]);
  });

  it('answers normally when the hops behind listed proxies are not addresses at all', async () => {
    expect(await statuses('10.20.30.40', () => 'not-an-address, 10.0.0.5', 1)).toEqual([200]);
  });
});
