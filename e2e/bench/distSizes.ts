import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { HOST_DIST, REMOTE_NAMES, remoteDist } from '../support/paths';

/** `host` or a remote of the remotes table. */
export type AppName = string;

const isRemoteName = (value: string | undefined): value is string => REMOTE_NAMES.some((name) => name === value);

export function gzipSizeOf(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The entry file of each app: the host's `main.js`, each remote's `remoteEntry.js`. */
export function entryGzipSizes(): { app: AppName; file: string; bytes: number }[] {
  const entries = [
    { app: 'host' as const, file: path.join(HOST_DIST, 'main.js') },
    ...REMOTE_NAMES.map((name) => ({ app: name, file: path.join(remoteDist(name), 'remoteEntry.js') })),
  ];
  return entries.map((entry) => ({ ...entry, bytes: gzipSizeOf(entry.file) }));
}

/** Maps a URL the one-URL server served back to the built file it came from. */
export function distFileFor(url: string): string | null {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  let file: string | null;
  if (remote === null) file = path.join(HOST_DIST, pathname.slice(1));
  else file = isRemoteName(remote[1]) ? path.join(remoteDist(remote[1]), remote[2] ?? '') : null;
  return file !== null && existsSync(file) ? file : null;
}

/** gzip -9 bytes of the built files behind `urls` (what a compressing server or CDN would send). */
export function gzipBytesOfUrls(urls: readonly string[]): number {
  let total = 0;
  for (const url of new Set(urls)) {
    const file = distFileFor(url);
    if (file !== null) total += gzipSizeOf(file);
  }
  return total;
}
