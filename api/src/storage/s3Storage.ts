import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type FileStorage, type StoredFile } from './fileStorage';
import { IMMUTABLE_CACHE_CONTROL } from './pictureCaching';
import { explainS3Failure, isNotFound } from './s3Failures';
import type { S3StorageSettings } from './storageSettings';

/** A hung object store must not hang an upload or a `/ready` poll for ever. */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, Garage, MinIO) under `prefix`, served by the
 * API under `publicPath` like the local folder, so every instance sees every picture.
 */
export function createS3Storage(settings: S3StorageSettings, publicPath: string): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default checksums are not understood by every S3-compatible service (s3rver stores
    // wrong bytes, older Garage and MinIO refuse them); S3 itself only needs them where it asks.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const { bucket } = settings;
  const keyPrefix = settings.prefix === '' ? '' : `${settings.prefix}/`;
  const fail = (action: string) => (error: unknown) => {
    throw explainS3Failure(error, action, bucket);
  };
  const objectKey = (key: string): string => {
    assertSafeKey(key);
    return `${keyPrefix}${key}`;
  };

  return {
    notReadyReason: `the S3 bucket "${bucket}" does not answer`,

    async put(key, body, contentType) {
      // S3 writes an object whole or not at all: no half-written file to guard against.
      await client
        .send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType, CacheControl: IMMUTABLE_CACHE_CONTROL }))
        .catch(fail(`storing ${key}`));
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) })).catch(fail(`deleting ${key}`));
    },

    url(key) {
      assertSafeKey(key);
      return `${publicPath.replace(/\/$/, '')}/${key}`;
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw explainS3Failure(error, `looking up ${key}`, bucket);
      }
    },

    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw explainS3Failure(error, `reading ${key}`, bucket);
      }
    },

    async *list(prefix) {
      let continuationToken: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${keyPrefix}${prefix}`, ContinuationToken: continuationToken }))
          .catch(fail(`listing ${prefix}`));
        for (const object of page.Contents ?? []) {
          if (!object.Key?.startsWith(keyPrefix)) continue;
          // No date given: counted as just written, so the sweep leaves it alone rather than guess.
          yield { key: object.Key.slice(keyPrefix.length), modifiedAtMs: object.LastModified?.getTime() ?? Date.now() } satisfies StoredFile;
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    async probe() {
      await client.send(new HeadBucketCommand({ Bucket: bucket })).catch(fail('checking the bucket'));
    },

    async close() {
      client.destroy();
    },
  };
}
