import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ConnectionLimits } from '../config';

/**
 * What HTTP server options the limits become. Node answers 408 itself when the headers or the
 * whole request are late; it checks every `connectionsCheckingInterval`, so that interval is kept
 * short enough for the timeouts to mean what they say.
 */
export function serverTimeouts(limits: ConnectionLimits) {
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: { headersTimeout, connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersTimeout / 2))) },
  };
}

/**
 * Closes a new connection at once when its address already holds `max` open ones, so a few clients
 * cannot tie up every socket by sending slowly. Behind a proxy every connection has the proxy's
 * address: raise the limit there (MAX_CONNECTIONS_PER_ADDRESS).
 */
export function limitConnectionsPerAddress(server: Server, max: number, log: FastifyBaseLogger): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      log.warn({ address, max }, 'connection refused: too many open connections from one address');
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'The request could not be read: it is not valid HTTP.',
  408: 'The request took too long to arrive. Try again.',
  431: 'The request headers are too large.',
};

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (oversized headers, a late request,
 * broken HTTP) still answer in the API's own shape, `{ message }`, then close the connection.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ message: CLIENT_ERROR_MESSAGES[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** A URL whose %-escapes do not decode, or a path segment too long to route, in the API's own shape. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid: it has a broken %-escape.' : 'The URL could not be read.';
  request.log.warn({ code: error.code }, 'malformed URL refused');
  void reply.status(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400).header('cache-control', 'no-store').send({ message });
}
