import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_FROM_BYTES } from '../../../../http/compression';
import type { CalendarAnswer } from './calendarAnswerCache';


const encodings = new Negotiator({ supportedValues: ['gzip', 'deflate', 'identity'], cache: new Map() });

/**
 * Sends a kept answer as is: gzip-compressed from the bytes kept with it when the client takes gzip,
 * or as its text, which the route's `compress` option still deflates for a client that takes only
 * that. The answer is the packer's documented shape already (checking 500 tuples again would cost
 * more than packing them), so no serializer runs.
 */
export function sendCalendarAnswer(request: FastifyRequest, reply: FastifyReply, answer: CalendarAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8').serializer((payload) => String(payload));
  reply.header('vary', 'accept-encoding');
  const encoding = answer.body.length >= COMPRESS_FROM_BYTES ? encodings.negotiate(request.headers['accept-encoding'] ?? '') : null;
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(answer.gzipped());
  return reply.send(answer.body);
}
