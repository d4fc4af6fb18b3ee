import type { CDPSession } from '@playwright/test';
import { isLiveStream } from '../support/liveStream';

export type ResourceKind = 'js' | 'css' | 'font' | 'other';

export interface WireEntry {
  url: string;
  kind: ResourceKind;
  /** Bytes over the wire (headers + body as served, compressed or not). */
  bytes: number;
  contentEncoding: string | null;
  sequence: number;
}

export type BytesByKind = Record<ResourceKind, number>;

/** A script or a stylesheet: what the byte targets count. */
export const isCode = (entry: WireEntry): boolean => entry.kind === 'js' || entry.kind === 'css';

interface ResponseReceived {
  requestId: string;
  type: string;
  response: { url: string; headers: Record<string, string> };
}

interface LoadingFinished {
  requestId: string;
  encodedDataLength: number;
}

const KIND_BY_CDP_TYPE: Record<string, ResourceKind> = { Script: 'js', Stylesheet: 'css', Font: 'font' };

function headerValue(headers: Record<string, string>, name: string): string | null {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return entry ? entry[1] : null;
}

/** Counts what Chromium really transferred, per request, from the DevTools network events. */
export class WireLog {
  readonly entries: WireEntry[] = [];
  private readonly pending = new Map<string, Omit<WireEntry, 'bytes' | 'sequence'>>();
  private sequence = 0;
  private readonly inFlight = new Set<string>();
  private lastActivity = Date.now();

  constructor(session: CDPSession) {
    session.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) => {
      // The live updates' stream stays open while signed in, by design: "quiet" means everything else.
      if (isLiveStream(event.request.url)) return;
      this.inFlight.add(event.requestId);
      this.lastActivity = Date.now();
    });
    session.on('Network.loadingFailed', (event: { requestId: string }) => {
      this.inFlight.delete(event.requestId);
      this.pending.delete(event.requestId);
      this.lastActivity = Date.now();
    });
    session.on('Network.responseReceived', (event: ResponseReceived) => {
      if (!event.response.url.startsWith('http')) return;
      this.pending.set(event.requestId, {
        url: event.response.url,
        kind: KIND_BY_CDP_TYPE[event.type] ?? 'other',
        contentEncoding: headerValue(event.response.headers, 'content-encoding'),
      });
    });
    session.on('Network.loadingFinished', (event: LoadingFinished) => {
      this.inFlight.delete(event.requestId);
      this.lastActivity = Date.now();
      const started = this.pending.get(event.requestId);
      if (!started) return;
      this.pending.delete(event.requestId);
      this.sequence += 1;
      this.entries.push({ ...started, bytes: event.encodedDataLength, sequence: this.sequence });
    });
  }

  /**
   * Resolves once nothing has been in flight for `quietMs`: Playwright's `networkidle` only covers a
   * document's first load, not what a click inside a single-page app fetches.
   */
  async waitForQuiet(quietMs = 500, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.inFlight.size === 0 && Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`The network did not go quiet within ${timeoutMs} ms (${this.inFlight.size} requests in flight)`);
  }

  /** A bookmark: entries after it belong to what happens next. */
  mark(): number {
    return this.sequence;
  }

  since(mark: number): WireEntry[] {
    return this.entries.filter((entry) => entry.sequence > mark);
  }
}

export function sumByKind(entries: readonly WireEntry[]): BytesByKind {
  const totals: BytesByKind = { js: 0, css: 0, font: 0, other: 0 };
  for (const entry of entries) totals[entry.kind] += entry.bytes;
  return totals;
}
