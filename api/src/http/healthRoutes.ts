import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
    await probeWritable(app.config.uploadsDir);
  } catch (cause) {
    return { message: 'Not ready: the uploads folder cannot be written.', cause };
  }
  return null;
}

/** A full disk, a read-only mount or a lost volume only shows when something is written. */
async function probeWritable(folder: string): Promise<void> {
  // A dot name outside images/: the unused-picture sweep never looks at it, and it is gone at once.
  const probe = path.join(folder, `.ready-${randomUUID()}`);
  await writeFile(probe, '', { mode: 0o600 });
  await rm(probe, { force: true });
}
