import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '@nail-or-never/shared';

export interface MockReply {
  status: number;
  body: unknown;
}

type Handler = (request: InternalAxiosRequestConfig) => MockReply | Promise<MockReply>;

export interface RecordedRequest {
  method: string;
  /** Without the `/api/v1` base and without the query string. */
  path: string;
  params: Record<string, unknown>;
  body: unknown;
}

export interface ApiMock {
  /** Answers `METHOD path` (e.g. `GET /services-parent/detail`); the last handler set wins. */
  on: (method: string, path: string, handler: Handler | MockReply) => void;
  requests: (method: string, path: string) => RecordedRequest[];
  restore: () => void;
}

/**
 * Replaces the network under the shared axios instance: its real interceptors (JWT header, sign-out
 * on a bad token) still run, only the server is simulated. An unexpected call fails the test loudly.
 */
export function mockApi(): ApiMock {
  const original = httpClient.defaults.adapter;
  const handlers = new Map<string, Handler>();
  const log: RecordedRequest[] = [];
  const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path.split('?')[0] ?? path}`;

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = (config.url ?? '').split('?')[0] ?? '';
    log.push({ method, path, params: { ...(config.params as Record<string, unknown> | undefined) }, body: config.data });
    const handler = handlers.get(keyOf(method, path));
    if (!handler) throw new Error(`Unexpected request in test: ${method} ${path}`);
    const reply = await handler(config);
    const response: AxiosResponse = { data: reply.body, status: reply.status, statusText: String(reply.status), headers: new AxiosHeaders(), config };
    if (reply.status >= 400) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return response;
  };
  httpClient.defaults.adapter = adapter;

  return {
    on: (method, path, handler) => handlers.set(keyOf(method, path), typeof handler === 'function' ? handler : () => handler),
    requests: (method, path) => log.filter((request) => request.method === method.toUpperCase() && request.path === path),
    restore: () => {
      httpClient.defaults.adapter = original;
    },
  };
}

/** A reply held back until `release`: for asserting what shows while a call is on its way. */
export function heldReply(): { handler: Handler; release: (reply: MockReply) => void } {
  let release: (reply: MockReply) => void = () => undefined;
  const pending = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => pending, release: (reply) => release(reply) };
}
