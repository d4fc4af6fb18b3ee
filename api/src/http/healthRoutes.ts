import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * What a load balancer polls. Both sit outside the request limit and need no token: a balancer that
 * is refused with 429 or 401 would take a healthy instance out of rotation.
 * - `/health`: the process answers (no database), for "restart me?" checks.
 * - `/ready`: this instance can serve real calls, for "send me traffic?" checks.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { hide: true } }, async () => ({ data: { status: 'ok' } }));

  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    const problem = await firstProblem(app);
    if (problem === null) return { data: { status: 'ready' } };
    request.log.warn({ err: problem.cause }, problem.message);
    return reply.status(503).send({ message: problem.message });
  });
}

interface Problem {
  message: string;
  cause: unknown;
}

async function firstProblem(app: FastifyInstance): Promise<Problem | null> {
  try {
    await sql`select 1`.execute(app.db);
  } catch (cause) {
    return { message: 'Not ready: the database does not answer.', cause };
  }
  try {
    await app.storage.probe();
  } catch (cause) {
    return { message: `Not ready: ${app.storage.notReadyReason}.`, cause };
  }
  return null;
}
