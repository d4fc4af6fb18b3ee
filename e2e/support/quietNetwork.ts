import { expect, type Page, type Request } from '@playwright/test';
import { isLiveStream } from './liveStream';

export interface NetworkWatch {
  /** Resolves once no request but the live stream has been in flight for `quietMs`. */
  quiet(quietMs?: number, timeoutMs?: number): Promise<void>;
}

/**
 * Playwright's `networkidle` for a signed-in page: that load state never comes while the live
 * updates' stream (`GET /api/v1/events`) is open, which it is for as long as someone is signed in.
 * Start watching before the navigation.
 */
export function watchNetwork(page: Page): NetworkWatch {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    if (isLiveStream(request.url())) return;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const settled = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    quiet: async (quietMs = 500, timeoutMs = 30_000) => {
      await expect.poll(() => inFlight.size === 0 && Date.now() - lastActivity >= quietMs, { message: 'the network to go quiet', timeout: timeoutMs }).toBe(true);
    },
  };
}
