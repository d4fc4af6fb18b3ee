import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';
import { LIVE_CHANNEL, LIVE_KINDS, type LiveEvent } from '../../db/liveEventLog';

export interface LiveEventListener {
  stop(): Promise<void>;
}

/** Waits before reconnecting after a lost LISTEN connection: 0.5 s, doubling, at most 10 s. */
const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 10_000;

function parseEvent(payload: string | undefined): LiveEvent | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<LiveEvent>;
    const { seq, resource, id, kind } = value;
    if (typeof seq !== 'number' || typeof resource !== 'string' || typeof id !== 'string' || !LIVE_KINDS.includes(kind as LiveEvent['kind'])) return null;
    return { seq, resource, id, kind: kind as LiveEvent['kind'] };
  } catch {
    return null;
  }
}

/**
 * A connection of its own (never one of the pool's: a pooled connection goes back to the pool and
 * stops listening) that LISTENs on the live channel and hands each notification to `deliver`. If
 * the connection drops (server restart, failover), it reconnects with a growing wait and replays
 * from the event log what was saved meanwhile (`catchUp`), so open streams miss nothing. Resolves
 * once the first LISTEN is in place: an instance reported ready hears every change from then on.
 */
export async function listenForLiveEvents(
  url: string,
  deliver: (event: LiveEvent) => void,
  catchUp: (afterSeq: number) => Promise<LiveEvent[]>,
  newest: () => Promise<number>,
  log: FastifyBaseLogger,
): Promise<LiveEventListener> {
  let client: Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = FIRST_RETRY_MS;
  let newestSeq = 0;

  const hand = (event: LiveEvent): void => {
    newestSeq = Math.max(newestSeq, event.seq);
    deliver(event);
  };

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL) return;
      const event = parseEvent(message.payload);
      if (event) hand(event);
      else log.warn('A live notification could not be read; ignored');
    });
    next.on('error', (error) => {
      log.warn(`The live updates' PostgreSQL connection failed (${error.message}); reconnecting`);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${LIVE_CHANNEL}`);
    client = next;
  };

  const lost = (which: Client): void => {
    if (client !== which || stopped) return;
    client = null;
    which.end().catch(() => undefined);
    scheduleReconnect();
  };

  const scheduleReconnect = (): void => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      const missedAfter = newestSeq;
      connect()
        .then(async () => {
          retryMs = FIRST_RETRY_MS;
          for (const event of await catchUp(missedAfter)) if (event.seq > newestSeq) hand(event);
        })
        .catch((error: unknown) => {
          log.warn(`Reconnecting the live updates to PostgreSQL failed (${error instanceof Error ? error.message : String(error)})`);
          retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
          scheduleReconnect();
        });
    }, retryMs);
  };

  await connect();
  // Events saved before this instance listened are not "missed": a reconnect replays only later ones.
  newestSeq = Math.max(newestSeq, await newest());
  return {
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
