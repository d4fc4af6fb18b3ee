import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { sessionStore } from '../auth/sessionStore';
import { RESOURCE_ROOTS } from '../query/resourceRoots';
import { EventStreamParser } from './eventStreamParser';
import { EVERY_LIVE_RESOURCE } from './liveRefreshes';
import { startLiveUpdates, type LiveUpdates } from './liveUpdates';

/** One `GET /events` the module opened: the test writes the stream and ends it. */
interface Connection {
  headers: Record<string, string>;
  aborted: boolean;
  send(text: string): void;
  end(): void;
}

type Reply = { kind: 'stream' } | { kind: 'status'; status: number; message: string } | { kind: 'offline' };

/** A fake API for the module's fetch: streams the test controls; replies queued ahead are used first. */
function fakeEventsApi() {
  const connections: Connection[] = [];
  const replies: Reply[] = [];
  const fetchEvents = jest.fn(async (_url: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const reply = replies.shift() ?? { kind: 'stream' };
    if (reply.kind === 'offline') throw new TypeError('Failed to fetch');
    if (reply.kind === 'status') return { ok: false, status: reply.status, body: null, json: async () => ({ message: reply.message }) } as unknown as Response;
    const chunks: Array<Uint8Array | null> = [];
    let waiting: ((chunk: Uint8Array | null) => void) | null = null;
    let failRead: ((error: Error) => void) | null = null;
    const offer = (chunk: Uint8Array | null) => {
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve(chunk);
      } else chunks.push(chunk);
    };
    const connection: Connection = {
      headers: { ...(init.headers as Record<string, string>) },
      aborted: false,
      send: (text) => offer(new TextEncoder().encode(text)),
      end: () => offer(null),
    };
    init.signal?.addEventListener('abort', () => {
      connection.aborted = true;
      failRead?.(new DOMException('Aborted', 'AbortError'));
    });
    connections.push(connection);
    const reader = {
      read: () =>
        new Promise<{ value?: Uint8Array; done: boolean }>((resolve, reject) => {
          failRead = reject;
          const take = (chunk: Uint8Array | null) => resolve(chunk === null ? { done: true } : { value: chunk, done: false });
          if (chunks.length > 0) take(chunks.shift() ?? null);
          else waiting = take;
        }),
    };
    return { ok: true, status: 200, body: { getReader: () => reader } } as unknown as Response;
  });
  return { connections, replies, fetchEvents, last: () => connections.at(-1) as Connection };
}

const change = (seq: number, resource: string, id = 7, kind = 'created') => `id: ${seq}\nevent: change\ndata: ${JSON.stringify({ resource, id: String(id), kind })}\n\n`;
const ready = (seq: number) => `retry: 2000\n\nid: ${seq}\nevent: ready\ndata: {}\n\n`;

let live: LiveUpdates | null = null;
afterEach(() => {
  live?.stop();
  live = null;
  sessionStore.getState().signOut();
});

function start(api: ReturnType<typeof fakeEventsApi>) {
  const queryClient = new QueryClient();
  const refreshed = jest.spyOn(queryClient, 'invalidateQueries');
  live = startLiveUpdates({ queryClient, token: 'desk.token', fetch: api.fetchEvents, retryMs: { first: 4, longest: 20 } });
  /** The roots refreshed so far, one list per refresh. */
  const roots = () => refreshed.mock.calls.map(([filters]) => filters?.queryKey);
  return { refreshed, roots };
}

const rootsOf = (...names: Array<keyof typeof RESOURCE_ROOTS>) => names.map((name) => RESOURCE_ROOTS[name]);

describe('EventStreamParser', () => {
  it('reads events cut anywhere, skips heartbeats and notes the retry wait', () => {
    const parser = new EventStreamParser();
    const text = `retry: 1500\n\n: keep-alive\n\n${change(3, 'bookings')}id: 4\nevent: resync\ndata: {}\r\n\r\n`;
    const events = [...text].flatMap((character) => parser.push(character));
    expect(events).toEqual([
      { event: 'change', id: '3', data: '{"resource":"bookings","id":"7","kind":"created"}' },
      { event: 'resync', id: '4', data: '{}' },
    ]);
    expect(parser.retryMs).toBe(1500);
  });
});

describe('startLiveUpdates', () => {
  it('connects with the token and refreshes what each change names, together for events that arrive together', async () => {
    const api = fakeEventsApi();
    const { roots, refreshed } = start(api);
    await waitFor(() => expect(api.connections).toHaveLength(1));
    expect(api.last().headers).toEqual({ authorization: 'JWT desk.token', accept: 'text/event-stream' });

    api.last().send(ready(10));
    api.last().send(change(11, 'bookings'));
    await waitFor(() => expect(roots()).toEqual(rootsOf('bookings', 'clients', 'dashboard', 'history')));

    refreshed.mockClear();
    api.last().send(change(12, 'timeOff') + change(13, 'bookings', 8, 'status') + change(14, 'somethingNewer'));
    await waitFor(() => expect(roots()).toEqual(rootsOf('timeOff', 'bookings', 'dashboard', 'history', 'clients')));
  });

  it('after a dropped stream, reconnects with the last event id and refreshes everything', async () => {
    const api = fakeEventsApi();
    const { roots, refreshed } = start(api);
    await waitFor(() => expect(api.connections).toHaveLength(1));
    api.last().send(ready(10) + change(11, 'clients'));
    await waitFor(() => expect(refreshed).toHaveBeenCalled());
    refreshed.mockClear();

    api.last().end();
    await waitFor(() => expect(api.connections).toHaveLength(2));
    expect(api.last().headers['last-event-id']).toBe('11');
    // Nothing is refreshed until the stream is back: a refetch while the API is away would fail.
    expect(refreshed).not.toHaveBeenCalled();
    api.last().send(ready(15));
    await waitFor(() => expect(roots()).toEqual(EVERY_LIVE_RESOURCE.map((name) => RESOURCE_ROOTS[name])));
    expect(EVERY_LIVE_RESOURCE).not.toContain('account');
  });

  it('refreshes everything on resync, and keeps trying with growing waits while the API is unreachable', async () => {
    const api = fakeEventsApi();
    api.replies.push({ kind: 'offline' }, { kind: 'status', status: 503, message: 'Service unavailable' }, { kind: 'offline' });
    const { roots } = start(api);
    await waitFor(() => expect(api.connections).toHaveLength(1));
    expect(api.fetchEvents).toHaveBeenCalledTimes(4);

    api.last().send('id: 20\nevent: resync\ndata: {}\n\n');
    await waitFor(() => expect(roots()).toHaveLength(EVERY_LIVE_RESOURCE.length));
  });

  it('signs out on an ended session (401 "Token expired") and stops trying', async () => {
    sessionStore.getState().signIn('desk.token');
    const api = fakeEventsApi();
    api.replies.push({ kind: 'status', status: 401, message: 'Token expired' });
    start(api);
    await live?.ended;
    expect(sessionStore.getState().token).toBeNull();
    expect(api.fetchEvents).toHaveBeenCalledTimes(1);
  });

  it('stop() closes the stream and never reconnects', async () => {
    const api = fakeEventsApi();
    start(api);
    await waitFor(() => expect(api.connections).toHaveLength(1));
    live?.stop();
    expect(api.last().aborted).toBe(true);
    await live?.ended;
    expect(api.fetchEvents).toHaveBeenCalledTimes(1);
  });
});
