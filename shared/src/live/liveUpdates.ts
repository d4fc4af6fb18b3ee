import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../auth/sessionStore';
import { API_BASE_PATH } from '../http/apiBasePath';
import { isAuthFailureMessage } from '../http/authFailure';
import { refreshResources, type ResourceName } from '../query/resourceRoots';
import { EventStreamParser, type ServerSentEvent } from './eventStreamParser';
import { EVERY_LIVE_RESOURCE, resourcesToRefresh } from './liveRefreshes';

export interface LiveUpdatesOptions {
  queryClient: QueryClient;
  /** The signed-in person's token: the stream is authenticated like every call. */
  token: string;
  /** The browser's fetch unless a test gives its own. */
  fetch?: typeof fetch;
  /** The first wait before reconnecting (doubling after each failure) and the longest. */
  retryMs?: { first: number; longest: number };
}

export interface LiveUpdates {
  stop(): void;
  /** Settles when the module has stopped for good: stopped, or signed out by the API. */
  ended: Promise<void>;
}

const RETRY_MS = { first: 1_000, longest: 30_000 };

type Outcome = 'reconnect' | 'stop';

/**
 * Follows `GET /events` and refreshes what changed: every calendar, list and dashboard on screen
 * refetches within moments of anyone's change. After a dropped connection it reconnects with a
 * growing wait (a few seconds at first, half a minute at most, with jitter so a restarted server is
 * not hit by every desk at once) and sends `Last-Event-ID`; once connected again it refreshes every
 * resource, as it cannot know what it missed while down. A session the API calls over (401 with an
 * auth message) signs the person out, as any call would; the hook then stops the stream.
 */
export function startLiveUpdates(options: LiveUpdatesOptions): LiveUpdates {
  const fetchStream = options.fetch ?? ((input, init) => fetch(input, init));
  const retry = options.retryMs ?? RETRY_MS;
  let stopped = false;
  let abort: AbortController | null = null;
  let wake: (() => void) | null = null;
  let lastEventId: string | null = null;
  let connectedBefore = false;
  let failures = 0;

  const refresh = (names: Iterable<ResourceName>): void => {
    const list = [...new Set(names)];
    if (list.length > 0) refreshResources(options.queryClient, list).catch(() => undefined);
  };

  /** What one event asks to refresh; also notes the connection as up. */
  const take = (event: ServerSentEvent): readonly ResourceName[] => {
    if (event.id !== undefined) lastEventId = event.id;
    if (event.event === 'change') return resourcesToRefresh(resourceOf(event.data));
    if (event.event !== 'ready' && event.event !== 'resync') return [];
    const reconnected = connectedBefore;
    connectedBefore = true;
    failures = 0;
    return event.event === 'resync' || reconnected ? EVERY_LIVE_RESOURCE : [];
  };

  const follow = async (): Promise<Outcome> => {
    abort = new AbortController();
    const headers: Record<string, string> = { authorization: `JWT ${options.token}`, accept: 'text/event-stream' };
    if (lastEventId !== null) headers['last-event-id'] = lastEventId;
    // Low priority: the stream must never compete with what the page draws, and tools that wait for
    // the page to settle (Lighthouse) do not count a low-priority request as the page still loading.
    const response = await fetchStream(`${API_BASE_PATH}/events`, { headers, signal: abort.signal, cache: 'no-store', priority: 'low' });
    if (response.status === 401) {
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      if (isAuthFailureMessage(body?.message)) {
        sessionStore.getState().signOut();
        return 'stop';
      }
    }
    if (!response.ok || !response.body) return 'reconnect';
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = new EventStreamParser();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'reconnect';
      // Events that arrive together are refreshed together: one refetch per query, not one per event.
      refresh(parser.push(decoder.decode(value, { stream: true })).flatMap(take));
    }
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const run = async (): Promise<void> => {
    while (!stopped) {
      let outcome: Outcome = 'reconnect';
      try {
        outcome = await follow();
      } catch {
        // Offline, the server gone, the stream cut: all mean "try again later".
      }
      if (stopped || outcome === 'stop') return;
      failures += 1;
      const ceiling = Math.min(retry.longest, retry.first * 2 ** (failures - 1));
      await pause(ceiling / 2 + Math.random() * (ceiling / 2));
    }
  };

  const ended = run();
  return {
    ended,
    stop() {
      stopped = true;
      abort?.abort();
      wake?.();
    },
  };
}

function resourceOf(data: string): string {
  try {
    const value = JSON.parse(data) as { resource?: unknown };
    return typeof value.resource === 'string' ? value.resource : '';
  } catch {
    return '';
  }
}
