import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';

describe('configuration read through a schema', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'nail-config-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('uses the documented defaults for unset and empty variables', () => {
    const config = load({ PORT: '', LOG_LEVEL: '' });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      tokenTtlSeconds: 8 * 60 * 60,
      loginAttemptLimit: 5,
      trustProxy: [],
      staticSite: null,
      logLevel: 'info',
      connections: { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000, maxConnectionsPerAddress: 50 },
      database: { dialect: 'sqlite', file: path.join(dataDir, 'nail-or-never.sqlite') },
    });
  });

  it('reads numbers, flags and a PostgreSQL URL', () => {
    const config = load({ PORT: '9000', REQUEST_TIMEOUT_MS: '60000', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8', DATABASE_URL: 'postgres://u@h/db' });
    expect(config).toMatchObject({ port: 9000, database: { dialect: 'postgres', url: 'postgres://u@h/db' } });
    expect(config.trustProxy).toEqual([
      { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
      { address: '127.0.0.1', prefix: 32, family: 'ipv4' },
      { address: 'fd00::', prefix: 8, family: 'ipv6' },
    ]);
    expect(config.connections.requestTimeoutMs).toBe(60_000);
  });

  it('refuses every wrong value at once, naming each variable', () => {
    const attempt = () => load({ PORT: '0x50', LOGIN_ATTEMPT_LIMIT: '-1', TRUST_PROXY: 'yes please', LOG_LEVEL: 'loud', JWT_SECRET: 'short', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    for (const problem of [
      'PORT must be a positive whole number (got "0x50")',
      'LOGIN_ATTEMPT_LIMIT must be a positive whole number (got "-1")',
      'TRUST_PROXY must list the load balancer\'s addresses or CIDR ranges, separated by commas (e.g. 10.0.0.0/8,127.0.0.1); "yes please" is not an address or a CIDR range (got "yes please")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'JWT_SECRET must be at least 32 characters (value hidden)',
      'DATABASE_URL must be a postgres:// URL (value hidden)',
    ]) {
      expect(attempt).toThrow(problem);
    }
    expect(attempt).not.toThrow(/short|mysql/);
  });

  it('reads SMTP_URL and MAIL_FROM; unset, messages go to the log', () => {
    expect(load({}).mail).toMatchObject({ smtpUrl: null, from: null, maxAttempts: 6 });
    expect(load({ SMTP_URL: 'smtps://bookings:s3cret@mail.example.com:465', MAIL_FROM: 'bookings@example.com' }).mail).toMatchObject({
      smtpUrl: 'smtps://bookings:s3cret@mail.example.com:465',
      from: 'bookings@example.com',
    });
  });

  it.each([
    ['another scheme', 'http://mail.example.com'],
    ['no scheme', 'mail.example.com:587'],
    ['no host', 'smtp://'],
  ])('refuses an SMTP_URL with %s in a sentence that never shows the URL (it may hold a password)', (_case, url) => {
    expect(() => load({ SMTP_URL: url })).toThrow(ConfigError);
    expect(() => load({ SMTP_URL: url })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL, like smtp:\/\/user:password@mail\.example\.com:587.*\(value hidden\)/);
  });

  it('refuses a MAIL_FROM that is not an e-mail address', () => {
    expect(() => load({ MAIL_FROM: 'bookings' })).toThrow('MAIL_FROM must be an e-mail address, like bookings@example.com (got "bookings")');
  });

  it('refuses a TRUST_PROXY that would let any client name its own address, or a broken range', () => {
    for (const value of ['1', 'true', '0.0.0.0/0', '10.0.0.0/8,::/0']) {
      expect(() => load({ TRUST_PROXY: value })).toThrow(/would trust every client to name its own address/);
    }
    for (const value of ['10.0.0.0/33', '10.0.0/8', '10.0.0.0/8/1', 'fd00::/129', 'proxy.local']) {
      expect(() => load({ TRUST_PROXY: value })).toThrow(`is not an address or a CIDR range (got "${value}")`);
    }
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
  });
});
