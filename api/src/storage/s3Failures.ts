import { S3ServiceException } from '@aws-sdk/client-s3';

/** The object or bucket is not there: for `exists` and `read` an answer, not a failure. */
export const isNotFound = (error: unknown): boolean => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/**
 * An S3 failure in words an operator can act on: the SDK's own message is empty or "UnknownError" for
 * answers without a body (every HEAD request), and a refused connection names no setting.
 */
export function explainS3Failure(error: unknown, action: string, bucket: string): Error {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  const reason =
    status === 403 || status === 401
      ? 'access denied: check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and what that key may do'
      : status === 404
        ? 'no such bucket: check STORAGE_URL (and AWS_REGION / S3_ENDPOINT)'
        : status !== undefined
          ? `the service answered HTTP ${status} (${error instanceof Error ? error.name : 'error'})`
          : `it cannot be reached (${error instanceof Error ? error.message : String(error)}): check S3_ENDPOINT and the network`;
  return new Error(`S3 bucket "${bucket}", ${action}: ${reason}`, { cause: error });
}
