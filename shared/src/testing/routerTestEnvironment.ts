import { configure } from '@testing-library/react';

/**
 * jsdom has no fetch `Request`, which a data router builds for every navigation (it is what makes
 * `useBlocker` work, so the section's tests need that router). Navigations here run no loaders,
 * so a stand-in that carries the URL, method and abort signal is enough.
 */
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | undefined;

  constructor(input: string | URL, init?: { method?: string; signal?: AbortSignal }) {
    this.url = String(input);
    this.method = init?.method ?? 'GET';
    this.signal = init?.signal;
  }
}

if (typeof globalThis.Request === 'undefined') {
  Object.assign(globalThis, { Request: NavigationRequest });
}

// Lazy chunks and PrimeReact on a busy shared machine: the default 1 s wait is too short.
configure({ asyncUtilTimeout: 10_000 });
