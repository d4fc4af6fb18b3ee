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
      trustProxy: false,
      staticSite: null,
      logLevel: 'info',
      connections: { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000, maxConnectionsPerAddress: 50 },
      database: { dialect: 'sqlite', file: path.join(dataDir, 'nail-or-never.sqlite') },
    });
  });

  it('reads numbers, flags and a PostgreSQL URL', () => {
    const config = load({ PORT: '9000', REQUEST_TIMEOUT_MS: '60000', TRUST_PROXY: 'true', DATABASE_URL: 'postgres://u@h/db' });
    expect(config).toMatchObject({ port: 9000, trustProxy: true, database: { dialect: 'postgres', url: 'postgres://u@h/db' } });
    expect(config.connections.requestTimeoutMs).toBe(60_000);
  });

  it('refuses every wrong value at once, naming each variable', () => {
    const attempt = () => load({ PORT: '0x50', LOGIN_ATTEMPT_LIMIT: '-1', TRUST_PROXY: 'yes please', LOG_LEVEL: 'loud', JWT_SECRET: 'short', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    for (const problem of [
      'PORT must be a positive whole number (got "0x50")',
      'LOGIN_ATTEMPT_LIMIT must be a positive whole number (got "-1")',
      'TRUST_PROXY must be 1, true, 0 or false (got "yes please")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'JWT_SECRET must be at least 32 characters (value hidden)',
      'DATABASE_URL must be a postgres:// URL (value hidden)',
    ]) {
      expect(attempt).toThrow(problem);
    }
    expect(attempt).not.toThrow(/short|mysql/);
  });
});
