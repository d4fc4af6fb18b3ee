/** Where pictures are kept, as the configuration chose it. */
export type StorageSettings = { kind: 'local' } | S3StorageSettings;

export interface S3StorageSettings {
  kind: 's3';
  bucket: string;
  /** Prepended to every key, without a trailing slash; empty for the bucket's root. */
  prefix: string;
  /** An S3-compatible service (R2, Garage, MinIO); null for AWS itself. */
  endpoint: string | null;
  /** `bucket` in the path instead of the host name, which most self-hosted services need. */
  forcePathStyle: boolean;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

// Bucket names as S3 allows them (3-63 lowercase letters, digits, dots, dashes); a prefix of key-safe segments.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/;

/** `s3://BUCKET[/PREFIX]` -> bucket and prefix, or what is wrong with it in plain words. */
export function parseStorageUrl(value: string): { bucket: string; prefix: string } | string {
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/.exec(value);
  if (!match) return 'must look like s3://BUCKET/PREFIX (only S3-compatible object storage is supported; leave it unset for the local folder)';
  const [, bucket = '', rawPrefix = ''] = match;
  if (!BUCKET.test(bucket)) return 'must name a bucket of 3 to 63 lowercase letters, digits, dots or dashes after s3://';
  const prefix = rawPrefix.replace(/\/+$/, '');
  if (prefix !== '' && !prefix.split('/').every((segment) => PREFIX_SEGMENT.test(segment))) {
    return 'must have a prefix of letters, digits, dots, dashes and underscores separated by single slashes';
  }
  return { bucket, prefix };
}
