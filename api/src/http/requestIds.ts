import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: enough for UUIDs and trace ids, nothing that could break a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Each request's id, which Fastify puts in every log line of that request. A counter (Fastify's
 * default) repeats on every instance and every restart; a random UUID does not. The load balancer's
 * id is kept, so one request can be followed through its logs and ours, but only from a trusted
 * proxy: anyone else could plant a misleading id in the logs.
 */
export function requestIdFrom(isTrustedProxy: (address: string | undefined) => boolean): (request: IncomingMessage) => string {
  return (request) => {
    const offered = request.headers[REQUEST_ID_HEADER];
    if (typeof offered === 'string' && SANE_REQUEST_ID.test(offered) && isTrustedProxy(request.socket.remoteAddress)) return offered;
    return randomUUID();
  };
}

/** The client (or the proxy) can quote the id from the answer when something went wrong. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
