import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, readErrors } from '../../http/responseSchemas';
import type { LiveEvent } from '../../db/liveEventLog';
import { EventStream } from './eventStream';
import { parseLastEventId, planReplay } from './replayPlan';


/**
 * `follow=false` answers what is there (the missed events, `ready` or `resync`) and ends: a
 * catch-up poll for a client behind a proxy that cannot hold a stream open, and what a plain
 * request/answer harness (the permission and history tests) can wait for.
 */
const eventsQuerySchema = z.object({ follow: z.enum(['true', 'false'], { error: 'Say follow=true (keep the stream open) or follow=false (answer and end).' }).default('true') });

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;

/** setTimeout's longest wait; a token that lives longer is checked at each heartbeat anyway. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * `GET /events`: the signed-in person's live updates, as server-sent events. Authenticated like
 * every route (`Authorization: JWT …`, so browsers read it with fetch, not EventSource). The stream
 * ends when the token expires or is signed out (checked at every heartbeat), and when the server
 * stops; the client reconnects with `Last-Event-ID` and gets what it missed, or `resync`.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['live'],
        summary: 'Live updates (text/event-stream): which resource changed, its id and how, for every saved change.',
        description:
          'Events: `ready` (connected; its id is the newest event), `change` (data `{ resource, id, kind }`, kind created | updated | status | deleted) and `resync` (refetch everything). Send `Last-Event-ID` on reconnect to get the changes missed meanwhile. Comment lines every 15 s keep the connection open.',
        querystring: eventsQuerySchema,
        response: {
          // Documented only: a stream is sent as it is, never serialised against this.
          200: z.string().describe('Server-sent events (text/event-stream): `id:`, `event:` and `data:` lines, each event ended by a blank line.'),
          400: readErrors[400],
          401: readErrors[401],
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const stream = new EventStream();
      // Each event once per stream, whichever ways it arrives (the log's replay, the hub, a listener's
      // catch-up after a reconnect). By id, not "newer than the last": commits may end out of order.
      const sent = new Set<number>();
      const send = (event: LiveEvent): void => {
        if (sent.has(event.seq)) return;
        sent.add(event.seq);
        // Only recent ids can come again; the oldest half goes once the set grows.
        if (sent.size > 2000) [...sent].slice(0, 1000).forEach((seq) => sent.delete(seq));
        stream.change(event);
      };
      // Subscribed before the log is read: what is saved meanwhile waits here instead of being lost.
      const waiting: LiveEvent[] = [];
      let replaying = true;
      const unsubscribe = app.live.subscribe((event) => (replaying ? waiting.push(event) : send(event)));
      const untrack = app.live.track(stream);

      let plan;
      try {
        plan = await planReplay(app.db, parseLastEventId(request.headers['last-event-id']));
      } catch (error) {
        unsubscribe();
        untrack();
        throw error;
      }
      if (plan.kind === 'resync') stream.resync(plan.newest);
      else {
        for (const event of plan.kind === 'replay' ? plan.events : []) send(event);
        stream.ready(plan.newest);
      }
      waiting.forEach(send);
      replaying = false;
      if (request.query.follow === 'false') {
        unsubscribe();
        untrack();
        stream.close();
        return sendStream(reply, stream);
      }

      // The session may end while the stream is open (signed out, deactivated, expired): the stream ends too.
      const heartbeat = setInterval(() => {
        app.authenticate(request).then(
          () => stream.heartbeat(),
          () => stream.close(),
        );
      }, HEARTBEAT_MS);
      const expiry = setTimeout(() => stream.close(), Math.min(LONGEST_TIMER_MS, Math.max(0, Date.parse(request.user.tokenExpiresAt) - Date.now())));
      const finish = (): void => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        untrack();
        stream.close();
      };
      // Fires when the client goes away and when the stream was ended here (the answer is then complete).
      reply.raw.on('close', finish);
      // A client gone while the log was read has closed already: nothing would call `finish` then.
      if (request.raw.socket.destroyed) finish();

      return sendStream(reply, stream);
    },
  );
};

function sendStream(reply: FastifyReply, stream: EventStream): FastifyReply {
  // nginx and similar proxies buffer answers unless told not to: events would arrive in lumps.
  reply.header('content-type', 'text/event-stream; charset=utf-8').header('x-accel-buffering', 'no');
  // A stream, not a typed body: the 200 has no JSON schema to serialise against.
  return reply.send(stream.body as never);
}
