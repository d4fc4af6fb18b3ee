import type { RemoteName } from '../support/paths';
import type { BenchPage } from './benchPages';
import type { ConditionName } from './conditions';
import { gzipBytesOfUrls } from './distSizes';
import { isCode, sumByKind, type WireEntry } from './wireLog';

export interface LoadSample {
  js: number;
  css: number;
  fonts: number;
  /** gzip -9 of the same JS and CSS files, whatever the server sent. */
  jsCssGzipFromFiles: number;
  timeMs: number;
  /** Content-Encoding values seen on JS and CSS responses ('identity' when none). */
  encodings: string[];
}

export type PageKey = BenchPage['key'];

export interface Samples {
  pages: Record<ConditionName, Record<PageKey, LoadSample[]>>;
  sections: Record<ConditionName, Record<RemoteName, LoadSample[]>>;
}

export function emptySamples(): Samples {
  const pages = (): Record<PageKey, LoadSample[]> => ({ login: [], dashboard: [] });
  const sections = (): Record<RemoteName, LoadSample[]> => ({ services: [], galleries: [], general: [] });
  return { pages: { unthrottled: pages(), slow: pages() }, sections: { unthrottled: sections(), slow: sections() } };
}

export function sampleOf(wire: readonly WireEntry[], timeMs: number): LoadSample {
  const totals = sumByKind(wire);
  const code = wire.filter(isCode);
  return {
    js: totals.js,
    css: totals.css,
    fonts: totals.font,
    jsCssGzipFromFiles: gzipBytesOfUrls(code.map((entry) => entry.url)),
    timeMs,
    encodings: [...new Set(code.map((entry) => entry.contentEncoding ?? 'identity'))],
  };
}
