import { PassThrough } from 'node:stream';
import type { LiveEvent } from '../../db/liveEventLog';

/** What a browser waits before reconnecting after the stream drops (the SSE `retry:` field). */
export const RECONNECT_AFTER_MS = 2_000;

/**
 * A client that reads this slowly is stuck (a sleeping laptop): rather than hold its unread events
 * in memory without end, the stream is ended and the client reconnects with `Last-Event-ID`.
 */
const MOST_UNREAD_BYTES = 256 * 1024;

/**
 * One open `text/event-stream` answer, written in the SSE format: each change as an `event: change`
 * with its id, `resync` when the client must refetch everything, comment lines as heartbeats.
 * Events carry the resource, the record's id and the kind, never the record itself.
 */
export class EventStream {
  readonly body = new PassThrough();
  private ended = false;

  constructor() {
    this.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
  }

  get isOpen(): boolean {
    return !this.ended;
  }

  /** The stream is live; `seq` is the newest event now, the baseline for a later `Last-Event-ID`. */
  ready(seq: number): void {
    this.write(`id: ${seq}\nevent: ready\ndata: {}\n\n`);
  }

  change(event: LiveEvent): void {
    const { resource, id, kind } = event;
    this.write(`id: ${event.seq}\nevent: change\ndata: ${JSON.stringify({ resource, id, kind })}\n\n`);
  }

  /** What the client missed cannot be told (too old, unknown, too much): it refetches everything. */
  resync(seq: number): void {
    this.write(`id: ${seq}\nevent: resync\ndata: {}\n\n`);
  }

  heartbeat(): void {
    this.write(': keep-alive\n\n');
  }

  close(): void {
    if (this.ended) return;
    this.ended = true;
    this.body.end();
  }

  private write(text: string): void {
    if (this.ended) return;
    if (this.body.writableLength > MOST_UNREAD_BYTES) {
      this.close();
      return;
    }
    this.body.write(text);
  }
}
