/*
 * No imports: the entry (`index.ts`) runs this before the shared package has arrived, which the
 * registry and everything else in the app wait for. A visit that opened at a section's address
 * asked for the remotes config only then, ~190 ms after the entry had run (docs/performance.md).
 */

/** Absolute: the SPA serves deep links like /admin/booking, where a relative URL would miss. */
export const REMOTES_CONFIG_URL = '/remotes.json';
/** Never cached: pointing the file at another build of a remote takes effect on the next page load. */
export const REMOTES_CONFIG_REQUEST: RequestInit = { cache: 'no-store', headers: { Accept: 'application/json' } };

let early: Promise<Response> | null = null;

/**
 * Asks for the remotes config now, for a signed-in visit that opens anywhere but `/`: the shell reads
 * it on every page, and there is nothing earlier to wait for. On `/` the dashboard's own calls go
 * first and the shell reads it once idle. `token` is the storage key the spec fixes.
 */
export function askForRemotesConfigAtEntry(pathname: string): void {
  let signedIn = false;
  try {
    signedIn = window.localStorage.getItem('token') !== null;
  } catch {
    // Storage blocked: the app treats the visitor as signed out too.
  }
  if (pathname === '/' || !signedIn) return;
  early = fetch(REMOTES_CONFIG_URL, REMOTES_CONFIG_REQUEST);
  // Read (and its failure reported) by the registry's first read; never an unhandled rejection.
  early.catch(() => undefined);
}

/** The answer asked for at entry, once: a later read (a retry) asks the network again. */
export function takeEarlyRemotesConfig(): Promise<Response> | null {
  const taken = early;
  early = null;
  return taken;
}
