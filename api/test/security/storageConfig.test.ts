import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';

describe('picture storage settings', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'nail-storage-config-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
  const keys = { AWS_REGION: 'auto', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI-secret-value' };

  it('keeps pictures in the local folder when STORAGE_URL is unset or empty', () => {
    expect(load({}).storage).toEqual({ kind: 'local' });
    expect(load({ STORAGE_URL: '', ...keys }).storage).toEqual({ kind: 'local' });
  });

  it('reads a bucket, a prefix, an endpoint and path-style addressing', () => {
    const config = load({ STORAGE_URL: 's3://nail-pictures/salon/pictures/', S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com', S3_FORCE_PATH_STYLE: '1', ...keys });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'nail-pictures',
      prefix: 'salon/pictures',
      endpoint: 'https://abc.r2.cloudflarestorage.com',
      forcePathStyle: true,
      region: 'auto',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI-secret-value',
    });
    expect(load({ STORAGE_URL: 's3://nail-pictures', ...keys }).storage).toMatchObject({ bucket: 'nail-pictures', prefix: '', endpoint: null, forcePathStyle: false });
  });

  it('refuses a URL that is not s3://BUCKET/PREFIX, in plain words', () => {
    const cases: Array<[string, string]> = [
      ['https://bucket.example/pictures', 'must look like s3://BUCKET/PREFIX'],
      ['/var/lib/pictures', 'must look like s3://BUCKET/PREFIX'],
      ['s3://', 'must name a bucket of 3 to 63 lowercase letters'],
      ['s3://Nail_Pictures/x', 'must name a bucket of 3 to 63 lowercase letters'],
      ['s3://nail-pictures/a//b', 'must have a prefix of letters, digits'],
      ['s3://nail-pictures/../etc', 'must have a prefix of letters, digits'],
    ];
    for (const [value, message] of cases) {
      expect(() => load({ STORAGE_URL: value, ...keys })).toThrow(`STORAGE_URL ${message}`);
    }
  });

  it('names each missing setting an S3 bucket needs, and never prints the secret key', () => {
    const attempt = () => load({ STORAGE_URL: 's3://nail-pictures/p' });
    expect(attempt).toThrow(ConfigError);
    for (const name of ['AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) {
      expect(attempt).toThrow(`${name} must be set when STORAGE_URL names an S3 bucket (not set)`);
    }
    const badEndpoint = () => load({ STORAGE_URL: 's3://nail-pictures', S3_ENDPOINT: 'garage.local:3900', S3_FORCE_PATH_STYLE: 'yes', ...keys });
    expect(badEndpoint).toThrow('S3_ENDPOINT must be an http:// or https:// URL (got "garage.local:3900")');
    expect(badEndpoint).toThrow('S3_FORCE_PATH_STYLE must be 1, true, 0 or false (got "yes")');
    expect(badEndpoint).not.toThrow(/wJalrXUtnFEMI/);
  });
});
