import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3StorageSettings } from '../../src/storage/storageSettings';

// The SDK warns once per process that its 2027 releases need Node 22: true, but noise in every test worker.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** The key pair s3rver accepts. */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
/** How s3rver names an object's bytes on its disk. */
const OBJECT_SUFFIX = '._S3rver_object';

export interface TestS3Server {
  /** Settings of a bucket on this server, with keys under `prefix`. */
  settings: S3StorageSettings;
  /** The keys (relative to the prefix) of every object in the bucket, read from s3rver's own folder. */
  storedKeys(): string[];
  /** The bytes of an object, from s3rver's own folder; null when it is not there. */
  storedBytes(key: string): Buffer | null;
  stop(): Promise<void>;
}

export interface S3ServerOptions {
  /**
   * s3rver 4 miscomputes the signature of some requests the current SDK makes (listing objects,
   * HEAD on a bucket); only suites that list or probe the bucket turn the check off.
   */
  lenientSignatures?: boolean;
}

/** The variables that point a spawned API process at this bucket, as an operator would set them. */
export function s3Environment(settings: S3StorageSettings): Record<string, string> {
  return {
    STORAGE_URL: `s3://${settings.bucket}/${settings.prefix}`,
    S3_ENDPOINT: settings.endpoint ?? '',
    S3_FORCE_PATH_STYLE: settings.forcePathStyle ? '1' : '0',
    AWS_REGION: settings.region,
    AWS_ACCESS_KEY_ID: settings.accessKeyId,
    AWS_SECRET_ACCESS_KEY: settings.secretAccessKey,
  };
}

/** A real S3-compatible server in this process, on a free port with its own temp folder. */
export async function startS3Server(options: S3ServerOptions = {}): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'nail-s3-'));
  const bucket = 'nail-pictures';
  const prefix = 'salon/pictures';
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
    allowMismatchedSignatures: options.lenientSignatures ?? false,
  });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const prefixFolder = path.join(directory, bucket, ...prefix.split('/'));
  let stopped: Promise<void> | null = null;
  return {
    settings: { kind: 's3', bucket, prefix, endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, region: 'us-east-1', ...S3RVER_KEYS },
    storedKeys() {
      let entries;
      try {
        entries = readdirSync(prefixFolder, { recursive: true, withFileTypes: true });
      } catch {
        return [];
      }
      return entries
        .filter((entry) => entry.isFile() && entry.name.endsWith(OBJECT_SUFFIX))
        .map((entry) => path.relative(prefixFolder, path.join(entry.parentPath, entry.name.slice(0, -OBJECT_SUFFIX.length))).split(path.sep).join('/'))
        .sort();
    },
    storedBytes(key) {
      try {
        return readFileSync(path.join(prefixFolder, ...key.split('/')) + OBJECT_SUFFIX);
      } catch {
        return null;
      }
    },
    // Tests stop a server early to see the API without it; closing the app later stops it no second time.
    stop() {
      stopped ??= server.close().then(() => rmSync(directory, { recursive: true, force: true }));
      return stopped;
    },
  };
}
