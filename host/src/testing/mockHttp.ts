import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '@nail-or-never/shared';

export interface MockReply {
  status: number;
  body: unknown;
}

type Handler = (config: InternalAxiosRequestConfig) => MockReply | Promise<MockReply>;

export interface HttpMock {
  /** `GET /services-parent/with-out-pagination` and the like, without the `/api/v1` base. */
  on: (method: string, path: string, handler: Handler) => void;
  /** How many requests reached `METHOD path` (query string ignored). */
  calls: (method: string, path: string) => number;
  restore: () => void;
}

/**
 * Replaces the shared axios instance's adapter: the real request and response interceptors still
 * run (auth header, token clearing); only the network is simulated. Unhandled calls fail loudly.
 */
export function mockHttp(): HttpMock {
  const original = httpClient.defaults.adapter;
  const handlers = new Map<string, Handler>();
  const counts = new Map<string, number>();
  const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path.split('?')[0] ?? path}`;

  const adapter: AxiosAdapter = async (config) => {
    const key = keyOf(config.method ?? 'get', config.url ?? '');
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const handler = handlers.get(key);
    if (!handler) throw new Error(`Unexpected request in test: ${key}`);
    const reply = await handler(config);
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(),
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return response;
  };
  httpClient.defaults.adapter = adapter;

  return {
    on: (method, path, handler) => handlers.set(keyOf(method, path), handler),
    calls: (method, path) => counts.get(keyOf(method, path)) ?? 0,
    restore: () => {
      httpClient.defaults.adapter = original;
    },
  };
}

/** A reply that never arrives until `release` is called: for asserting in-between states. */
export function deferredReply(): { handler: Handler; release: (reply: MockReply) => void } {
  let release: (reply: MockReply) => void = () => undefined;
  const pending = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => pending, release: (reply) => release(reply) };
}
