import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '../../db/liveEventLog';
import { listenForLiveEvents, type LiveEventListener } from './postgresListener';

export type LiveSubscriber = (event: LiveEvent) => void;

/** Something to end when the app closes: an open event stream. */
export interface Closable {
  close(): void;
}

/**
 * One per app instance (`app.live`): hands every saved change to the event streams open on this
 * instance. Where the events come from depends on the database:
 * - SQLite is one file, so one instance: the request that committed hands its events over itself
 *   (`committed`, called by the history hook when the handler is done);
 * - PostgreSQL may serve several instances: the writing transaction called `pg_notify`, and every
 *   instance (the writer's included) hears it on its own LISTEN connection. `committed` is then a
 *   no-op, or the writer's streams would hear each change twice.
 */
export interface LiveHub {
  committed(events: readonly LiveEvent[]): void;
  subscribe(subscriber: LiveSubscriber): () => void;
  /** Keeps `stream` to end on shutdown; the returned function forgets it. */
  track(stream: Closable): () => void;
  /** How many streams are open on this instance (tests, metrics). */
  openStreams(): number;
  start(): Promise<void>;
  /** Ends every open stream: before the server closes, or `close()` would wait for them forever. */
  closeStreams(): void;
  stop(): Promise<void>;
}

export type LiveSource =
  | { kind: 'in-process' }
  | { kind: 'postgres'; url: string; catchUp: (afterSeq: number) => Promise<LiveEvent[]>; newest: () => Promise<number> };

export function createLiveHub(source: LiveSource, log: FastifyBaseLogger): LiveHub {
  const subscribers = new Set<LiveSubscriber>();
  const streams = new Set<Closable>();
  let listener: LiveEventListener | null = null;

  const deliver = (event: LiveEvent): void => {
    for (const subscriber of subscribers) {
      try {
        subscriber(event);
      } catch (error) {
        // One broken stream must not keep the event from the others.
        log.warn({ err: error }, 'A live event stream failed to take an event');
      }
    }
  };

  return {
    committed(events) {
      if (source.kind === 'in-process') events.forEach(deliver);
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    track(stream) {
      streams.add(stream);
      return () => streams.delete(stream);
    },
    openStreams: () => streams.size,
    async start() {
      if (source.kind === 'postgres' && listener === null) listener = await listenForLiveEvents(source.url, deliver, source.catchUp, source.newest, log);
    },
    closeStreams() {
      for (const stream of [...streams]) stream.close();
      streams.clear();
    },
    async stop() {
      this.closeStreams();
      subscribers.clear();
      await listener?.stop();
      listener = null;
    },
  };
}
