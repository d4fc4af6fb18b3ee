import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { MetricsConfig } from '../config';
import { HttpError } from './httpErrors';

const METRICS_PATH = '/metrics';

/**
 * Compared as digests: equal lengths for timingSafeEqual, and the time taken says nothing about how
 * much of the token a guess got right.
 */
function tokenMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([^\s]+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

async function sendMetrics(registry: Registry): Promise<{ type: string; body: string }> {
  return { type: registry.contentType, body: await registry.metrics() };
}

/** `/metrics` on the API's own port, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. */
export function metricsBehindToken(app: FastifyInstance, registry: Registry, token: string): void {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const given = bearerToken(request.headers.authorization);
    if (given === null || !tokenMatches(given, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new HttpError(401, 'The metrics need the header Authorization: Bearer <METRICS_TOKEN>.');
    }
    const { type, body } = await sendMetrics(registry);
    return reply.header('cache-control', 'no-store').type(type).send(body);
  });
}

/**
 * `/metrics` alone on METRICS_PORT, opened when the API gets ready (a taken port fails the start) and closed with it. Nothing
 * else answers there, so the port can be opened to the scraper's network and no further.
 */
export function metricsOnOwnPort(app: FastifyInstance, registry: Registry, port: number): void {
  let server: FastifyInstance | null = null;
  app.addHook('onReady', async () => {
    const metricsServer = Fastify({ logger: false });
    metricsServer.get(METRICS_PATH, async (_request, reply) => {
      const { type, body } = await sendMetrics(registry);
      return reply.header('cache-control', 'no-store').type(type).send(body);
    });
    server = metricsServer;
    await metricsServer.listen({ host: app.config.host, port });
    app.log.info(`Metrics at http://${app.config.host}:${port}${METRICS_PATH}`);
  });
  app.addHook('onClose', async () => {
    await server?.close();
  });
}

/** Turns on whichever exposure the settings ask for; with neither, there is no /metrics at all. */
export function exposeMetrics(app: FastifyInstance, registry: Registry, config: MetricsConfig): void {
  if (config.token !== null) metricsBehindToken(app, registry, config.token);
  if (config.port !== null) metricsOnOwnPort(app, registry, config.port);
}
