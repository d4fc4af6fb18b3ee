import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '../http/httpClient';

export type FakeMethod = 'get' | 'post' | 'put' | 'delete';

export interface FakeRequest {
  method: FakeMethod;
  url: string;
  body: unknown;
  authorization: string | null;
}

/** A reply, or `'network-error'` for a server that cannot be reached (no response at all). */
export type FakeReply = { status: number; body: unknown } | 'network-error';

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/**
 * Test-only: swaps the shared http client's network layer for handlers keyed `'POST /users/login'`,
 * so the real interceptors (JWT header, sign-out on a bad token) still run. Returns every request
 * seen. Not exported from the package entry: tests import it by relative path.
 */
export function fakeApi(handlers: Record<string, FakeHandler>): FakeRequest[] {
  const seen: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toLowerCase() as FakeMethod;
    const url = config.url ?? '';
    const headers = AxiosHeaders.from(config.headers);
    const authorization = headers.get('Authorization');
    const request: FakeRequest = {
      method,
      url,
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
      authorization: typeof authorization === 'string' ? authorization : null,
    };
    seen.push(request);
    const handler = handlers[`${method.toUpperCase()} ${url}`];
    if (!handler) throw new Error(`fakeApi: no handler for ${method.toUpperCase()} ${url}`);
    const reply = await handler(request);
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = { status: reply.status, data: reply.body, statusText: String(reply.status), headers: {}, config };
    if (reply.status >= 400) throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, undefined, response);
    return response;
  };
  httpClient.defaults.adapter = adapter;
  return seen;
}

/** A reply the test resolves by hand, to observe the in-flight state (spinner, disabled button). */
export function deferredReply(): { handler: FakeHandler; resolve: (reply: FakeReply) => void } {
  let resolve: (reply: FakeReply) => void = () => undefined;
  const pending = new Promise<FakeReply>((done) => {
    resolve = done;
  });
  return { handler: () => pending, resolve };
}
