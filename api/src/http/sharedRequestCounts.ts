import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Pool } from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';

/** The table migration 010 creates with the columns rate-limiter-flexible's PostgreSQL store uses. */
const REQUEST_COUNTS_TABLE = 'request_counts';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL, so the request limit is one limit for
 * all instances behind a balancer instead of one per instance. Each request adds one to its
 * address's row in a single upsert (rate-limiter-flexible), so concurrent requests on several
 * instances take distinct counts. The store never creates its table (the migration does) and runs
 * no clean-up timer: expired rows go with the periodic purge, on one instance at a time.
 */
export function sharedRequestCounts(pool: Pool): FastifyRateLimitStoreCtor {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: REQUEST_COUNTS_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: 'requests',
    // Only counted, never refused here: @fastify/rate-limit compares the count with its own max.
    points: Number.MAX_SAFE_INTEGER,
    duration: 60,
  });

  class SharedRequestCounts implements FastifyRateLimitStore {
    incr(key: string, counted: Counted, timeWindowMs: number): void {
      limiter.penalty(key, 1, { customDuration: timeWindowMs / 1000 }).then(
        (result) => counted(null, { current: result.consumedPoints, ttl: result.msBeforeNext }),
        (error: unknown) => counted(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return new SharedRequestCounts();
    }
  }
  return SharedRequestCounts;
}
