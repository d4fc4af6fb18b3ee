import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a request is counted under when no route matched: one label, whatever URL was asked for. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Seconds; the API answers in milliseconds, uploads of large pictures take seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One registry per app (tests build many apps in one process; the global registry would mix them
 * and refuse the second registration). Process metrics come from prom-client's defaults.
 */
export function createMetricsRegistry(pool: Pool | undefined): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  if (pool) registerPoolGauges(registry, pool);
  return registry;
}

function registerPoolGauges(registry: Registry, pool: Pool): void {
  const gauge = (name: string, help: string, read: () => number): void => {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  };
  gauge('db_pool_connections', 'PostgreSQL connections the pool holds (busy and idle).', () => pool.totalCount);
  gauge('db_pool_idle_connections', 'PostgreSQL connections open and not in use.', () => pool.idleCount);
  gauge('db_pool_waiting_requests', 'Queries waiting for a free PostgreSQL connection.', () => pool.waitingCount);
}

/**
 * Counts and times every answer by method, route pattern and status. The pattern
 * (`/api/v1/gallery/:parentId/:id`), never the URL: ids and query strings would make a series per
 * record and let any client grow the metrics without bound.
 */
export function countRequests(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered.', labelNames, registers: [registry] });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
}
