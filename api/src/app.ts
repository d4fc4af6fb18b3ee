import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { createDatabase, type DatabaseHandle } from './db/createDatabase';
import { migrateToLatest } from './db/migrate';
import { authPlugin } from './features/auth/authPlugin';
import { guardPermissions } from './features/auth/permissionGuard';
import { scopeHistory } from './features/auth/history/historyHooks';
import { historyRoutes } from './features/auth/history/historyRoutes';
import { accountRoutes } from './features/auth/team/accountRoutes';
import { teamRoutes } from './features/auth/team/teamRoutes';
import { loadSigningSecret } from './features/auth/signingSecret';
import { publicAuthRoutes, sessionRoutes } from './features/auth/authRoutes';
import { catalogRoutes } from './features/catalog/catalogRoutes';
import { dashboardRoutes } from './features/dashboard/dashboardRoutes';
import { generalRoutes } from './features/general/generalRoutes';
import { createLiveHub } from './features/live/liveHub';
import { liveRoutes } from './features/live/liveRoutes';
import { liveEventsAfter, newestLiveEventSeq } from './db/liveEventLog';
import { isFirstDay } from './features/dashboard/dashboardRepository';
import { staticSite } from './features/site/staticSite';
import { sitePageSources } from './features/site/pageSources';
import { COMPRESS_FROM_BYTES } from './http/compression';
import { answerClientError, answerFrameworkError, limitConnectionsPerAddress, serverTimeouts } from './http/connectionGuards';
import { registerErrorHandler } from './http/errorHandler';
import { healthRoutes } from './http/healthRoutes';
import { nameOperations } from './http/operationIds';
import { exposeMetrics } from './http/metricsEndpoints';
import { countRequests, createMetricsRegistry } from './http/requestMetrics';
import { HttpError } from './http/httpErrors';
import { echoRequestId, requestIdFrom } from './http/requestIds';
import { sharedRequestCounts } from './http/sharedRequestCounts';
import { registerSecurityHeaders } from './http/securityHeaders';
import { expiredRowPurgeJob } from './ops/expiredRowPurge';
import { schedulePeriodicJobs } from './ops/periodicJobs';
import { runOutboxWorker } from './ops/outbox/outboxLifecycle';
import { named } from './http/pluginNames';
import { proxyTrust } from './http/trustedProxies';
import { orphanPictureSweepJob } from './storage/orphanImageSweep';
import { tightenModes } from './storage/privateFiles';
import { uploadsPlugin } from './storage/uploadsPlugin';

export type App = FastifyInstance;

/** JSON bodies are small; images travel as multipart with their own limits. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the whole API. Everything under /api/v1 except sign-in needs a valid token: the protected
 * scope below adds the check once, so a feature cannot forget it.
 */
export async function buildApp(config: AppConfig, database: DatabaseHandle = createDatabase(config.database)): Promise<App> {
  const isTrustedProxy = proxyTrust(config.trustProxy);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // A token or upload must never show up in the logs.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
    trustProxy: isTrustedProxy,
    // Fastify 5 reads no X-Request-Id by itself (requestIdHeader defaults to false): requestIdFrom decides whom to believe.
    genReqId: requestIdFrom(isTrustedProxy),
    ...serverTimeouts(config.connections),
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  limitConnectionsPerAddress(app.server, config.connections.maxConnectionsPerAddress, app.log);

  // Many clients send `Content-Type: application/json` with no body on body-less calls (logout,
  // delete): Fastify's default parser answers 400 to an empty JSON body. Treat it as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, String(body), done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  echoRequestId(app);
  nameOperations(app);
  // Nothing is counted unless someone may read it: no hook, no process probes by default.
  if (config.metrics.port !== null || config.metrics.token !== null) {
    const registry = createMetricsRegistry(database.dialect === 'postgres' ? database.pool : undefined);
    countRequests(app, registry);
    exposeMetrics(app, registry, config.metrics);
  }

  let jwtSecret: Uint8Array;
  try {
    await migrateToLatest(database.db, database.dialect);
    jwtSecret = await loadSigningSecret(config, database.db, database.dialect);
  } catch (error) {
    // Close the pool/file, or a failed start keeps the process (and a test run) alive.
    await database.db.destroy();
    throw error;
  }
  // SQLITE_FILE may sit outside the data folder: only the database and its WAL files are ours there.
  const sqliteFile = config.database.dialect === 'sqlite' ? config.database.file : null;
  const sqliteFiles = sqliteFile ? ['', '-wal', '-shm'].map((suffix) => `${sqliteFile}${suffix}`) : [];
  const loosened = tightenModes([config.dataDir, config.uploadsDir, ...sqliteFiles]);
  if (loosened.length > 0) app.log.warn({ files: loosened }, `made ${loosened.length} data file(s) private (0600 files, 0700 folders)`);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('jwtSecret', jwtSecret);
  app.addHook('onClose', async () => {
    await database.db.destroy();
  });
  // Live updates (features/live): on PostgreSQL every instance LISTENs on a connection of its own,
  // on SQLite the writing request hands its events over. Open streams end before the server closes.
  const live = createLiveHub(
    config.database.dialect === 'postgres'
      ? { kind: 'postgres', url: config.database.url, catchUp: (afterSeq) => liveEventsAfter(database.db, afterSeq, 10_000), newest: () => newestLiveEventSeq(database.db) }
      : { kind: 'in-process' },
    app.log,
  );
  app.decorate('live', live);
  app.addHook('onReady', () => live.start());
  app.addHook('preClose', (done) => {
    live.closeStreams();
    done();
  });
  app.addHook('onClose', () => live.stop());

  await registerSecurityHeaders(app, config.staticSite ? sitePageSources(config.staticSite) : null);
  // Only routes that ask for it (`compress: {}`): a stream such as server-sent events must reach the
  // client as it is written, and the site's files are already stored compressed.
  await app.register(fastifyCompress, { global: false, encodings: ['gzip', 'deflate'], threshold: COMPRESS_FROM_BYTES });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Nail Or Never Admin API',
        version: '1.0.0',
        description: 'The back office of the Nail Or Never salon. Sign in at POST /api/v1/users/login and send the token as `Authorization: JWT <token>`.',
        // The project is not open source (package.json: UNLICENSED); the document says so rather than nothing.
        license: { name: 'UNLICENSED: proprietary, all rights reserved' },
      },
      // Relative: the document describes whichever instance serves it, behind whatever origin.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'JWT <token>' } } },
      security: [{ jwt: [] }],
    },
    transform: jsonSchemaTransform,
  });

  // Decorates `app.storage` and serves uploaded pictures at /uploads/ (outside the token scope: an
  // <img> cannot send the JWT header).
  await app.register(uploadsPlugin, { uploadsDir: config.uploadsDir, storage: config.storage });
  schedulePeriodicJobs(app, [orphanPictureSweepJob(app), expiredRowPurgeJob(app)]);
  runOutboxWorker(app);

  await app.register(named(healthRoutes), { prefix: '/api/v1' });
  await app.register(
    named(async (api) => {
      // A coarse flood guard per client address. On PostgreSQL the counts are in the database, so
      // instances behind a balancer share one limit; SQLite (one instance) counts in memory. Failed
      // sign-ins have their own, stricter limit, always in the database (features/auth/loginThrottle.ts).
      await api.register(fastifyRateLimit, {
        ...(database.dialect === 'postgres' ? { store: sharedRequestCounts(database.pool) } : {}),
        // Not per route: a route's own hooks run after the scope's, so a protected route's token check
        // would answer 401 before the limit counted, and bad-token floods would never be limited.
        global: false,
        max: config.requestsPerMinute,
        timeWindow: 60_000,
        errorResponseBuilder: (_request, context) =>
          new HttpError(429, `Too many requests. Try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`),
      });
      api.addHook('onRequest', api.rateLimit());
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(authPlugin);
      await api.register(named(publicAuthRoutes));
      await api.register(
        named(async (protectedApi) => {
          protectedApi.addHook('onRequest', protectedApi.authenticate);
          // The role check, once for every route below; a route missing from the table stops the start.
          guardPermissions(protectedApi);
          // Who is asking, for the history rows the writes below leave (in their own transactions).
          scopeHistory(protectedApi);
          await protectedApi.register(named(sessionRoutes));
          await protectedApi.register(named(catalogRoutes));
          await protectedApi.register(named(dashboardRoutes));
          await protectedApi.register(named(generalRoutes));
          await protectedApi.register(named(teamRoutes));
          await protectedApi.register(named(accountRoutes));
          await protectedApi.register(named(historyRoutes));
          await protectedApi.register(named(liveRoutes));
        }, 'protectedApi'),
      );
    }, 'api'),
    { prefix: '/api/v1' },
  );

  if (config.staticSite) {
    await app.register(named(staticSite), { ...config.staticSite, isFirstDay: () => isFirstDay(database.db) });
  }
  return app;
}
