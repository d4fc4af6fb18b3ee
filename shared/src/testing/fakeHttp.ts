import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE_PATH } from '../http/apiBasePath';
import { httpClient } from '../http/httpClient';

/** One request the code under test sent, as the fake saw it. */
export interface FakeRequest {
  /** Upper case: `GET`, `POST`, … */
  method: string;
  /** Without the `/api/v1` base and without the query string. */
  path: string;
  params: Record<string, unknown>;
  /** The body as sent (JSON text, FormData, …). */
  body: unknown;
  /** The body parsed, when it was JSON text; otherwise the body as sent. */
  json: unknown;
  authorization: string | null;
}

/** A reply, or `'network-error'` for a server that cannot be reached (no response at all). */
export type FakeReply = { status: number; body: unknown } | 'network-error';

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeHttp {
  /** Answers `METHOD path` (e.g. `GET /services-parent/detail`); the last handler set wins. */
  on: (method: string, path: string, handler: FakeHandler | FakeReply) => void;
  /** The requests that reached `METHOD path`, oldest first. */
  requests: (method: string, path: string) => FakeRequest[];
  /** Every request, oldest first. */
  all: () => FakeRequest[];
  /** How many requests reached `METHOD path`. */
  calls: (method: string, path: string) => number;
  /** Puts the real network layer back. */
  restore: () => void;
}

declare global {
  /**
   * Calls no handler answered, in the order made. The code under test turns the fake's refusal into
   * an error state that a test can easily pass through, so the refusal alone proves nothing:
   * `jest/setupWeb.ts` fails every test that leaves one here. Global, not module state, so that the
   * set-up file need not load this module (and the router and shared package it brings) before each test file.
   */
  var __unexpectedHttpCalls: string[] | undefined;
}

function refuse(request: FakeRequest): Error {
  const query = new URLSearchParams(Object.entries(request.params).map(([name, value]) => [name, String(value)])).toString();
  const call = `${request.method} ${request.path}${query ? `?${query}` : ''}`;
  (globalThis.__unexpectedHttpCalls ??= []).push(call);
  return new Error(`Unexpected request in test: ${call}`);
}

const keyOf = (method: string, path: string): string => `${method.toUpperCase()} ${path.split('?')[0] ?? path}`;

function parseJson(body: unknown): unknown {
  if (typeof body !== 'string' || body === '') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function toFakeRequest(config: InternalAxiosRequestConfig): FakeRequest {
  const authorization = AxiosHeaders.from(config.headers).get('Authorization');
  return {
    method: (config.method ?? 'get').toUpperCase(),
    path: (config.url ?? '').split('?')[0] ?? '',
    params: { ...(config.params as Record<string, unknown> | undefined) },
    body: config.data,
    json: parseJson(config.data),
    authorization: typeof authorization === 'string' ? authorization : null,
  };
}

function fetchRequest(input: RequestInfo | URL, init: RequestInit = {}): FakeRequest {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://admin.test');
  const path = url.pathname.startsWith(API_BASE_PATH) ? url.pathname.slice(API_BASE_PATH.length) : url.pathname;
  // Plain header objects only: jsdom has no Headers class.
  const headers = (init.headers ?? {}) as Record<string, string>;
  const authorization = headers.Authorization ?? headers.authorization ?? null;
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    path,
    params: Object.fromEntries(url.searchParams),
    body: init.body,
    json: parseJson(init.body),
    authorization,
  };
}

/**
 * The one HTTP fake of the component tests: it replaces the network layer under the shared axios
 * instance, so the real interceptors (JWT header, sign-out on a bad token) still run and only the
 * server is simulated. The sign-in page's plain `fetch` calls reach the same handlers. `routes` are
 * handlers keyed `'POST /users/login'`; a call without a handler fails the test (see `__unexpectedHttpCalls`).
 */
export function fakeHttp(routes: Record<string, FakeHandler | FakeReply> = {}): FakeHttp {
  const original = httpClient.defaults.adapter;
  const handlers = new Map<string, FakeHandler>();
  const log: FakeRequest[] = [];

  const on = (method: string, path: string, handler: FakeHandler | FakeReply) =>
    handlers.set(keyOf(method, path), typeof handler === 'function' ? handler : () => handler);
  for (const [route, handler] of Object.entries(routes)) {
    const [method = 'GET', path = ''] = route.split(' ');
    on(method, path, handler);
  }

  const adapter: AxiosAdapter = async (config) => {
    const request = toFakeRequest(config);
    log.push(request);
    const handler = handlers.get(keyOf(request.method, request.path));
    if (!handler) throw refuse(request);
    const reply = await handler(request);
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = { data: reply.body, status: reply.status, statusText: String(reply.status), headers: new AxiosHeaders(), config };
    if (reply.status >= 400) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return response;
  };
  httpClient.defaults.adapter = adapter;

  const originalFetch = globalThis.fetch;
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = fetchRequest(input, init);
    log.push(request);
    const handler = handlers.get(keyOf(request.method, request.path));
    if (!handler) throw refuse(request);
    const reply = await handler(request);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    // jsdom has no Response: what the code under test reads of one.
    const response: Pick<Response, 'ok' | 'status' | 'json'> = {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      json: async () => reply.body,
    };
    return response as Response;
  };
  globalThis.fetch = fakeFetch;

  const requests = (method: string, path: string) => log.filter((request) => keyOf(request.method, request.path) === keyOf(method, path));
  return {
    on,
    requests,
    all: () => [...log],
    calls: (method, path) => requests(method, path).length,
    restore: () => {
      httpClient.defaults.adapter = original;
      globalThis.fetch = originalFetch;
    },
  };
}

/** A reply held back until `release`: for asserting what shows while a call is on its way. */
export function heldReply(): { handler: FakeHandler; release: (reply: FakeReply) => void } {
  let release: (reply: FakeReply) => void = () => undefined;
  const pending = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => pending, release: (reply) => release(reply) };
}
