import { until } from './until';

export interface ReceivedEvent {
  event: string;
  id: string;
  data: unknown;
}

export interface EventStreamClient {
  status: number;
  events: ReceivedEvent[];
  /** Comment lines (heartbeats) seen. */
  comments: number;
  /** Waits until an event matching `match` has arrived, and returns it. */
  next(match: (event: ReceivedEvent) => boolean, what: string, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens `GET /api/v1/events` over real HTTP the way the admin's browser does (fetch with the JWT
 * header, reading the body as it comes) and parses the server-sent events.
 */
export async function openEventStream(baseUrl: string, token: string | null, lastEventId?: string): Promise<EventStreamClient> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `JWT ${token}`;
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const response = await fetch(`${baseUrl}/api/v1/events`, { headers, signal: abort.signal });
  const client: EventStreamClient = {
    status: response.status,
    events: [],
    comments: 0,
    next: async (match, what, timeoutMs = 10_000) => {
      await until(() => client.events.some(match), what, timeoutMs);
      return client.events.find(match) as ReceivedEvent;
    },
    ended: Promise.resolve(),
    close: () => abort.abort(),
  };
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return client;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  client.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = { event: 'message', id: '', data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) client.comments += 1;
            const match = /^(event|id|data): ?(.*)$/.exec(line);
            if (match) fields[match[1] as keyof typeof fields] = match[2] ?? '';
          }
          if (fields.data !== '') client.events.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data) as unknown });
        }
      }
    } catch {
      // Aborted by close(): the test is done with it.
    }
  })();
  return client;
}
