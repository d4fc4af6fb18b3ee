import type { Page } from '@playwright/test';

export interface LoadedRemoteInfo {
  key: string;
  buildVersion: string | null;
}

/**
 * What the Module Federation runtime of the page knows about a remote: its snapshot (from the
 * manifest it actually loaded) carries the remote's build version.
 */
export async function loadedRemoteInfo(page: Page, remote: string): Promise<LoadedRemoteInfo[]> {
  return page.evaluate((name) => {
    interface Snapshot {
      buildVersion?: unknown;
    }
    const federation = (globalThis as { __FEDERATION__?: { moduleInfo?: Record<string, Snapshot> } }).__FEDERATION__;
    return Object.entries(federation?.moduleInfo ?? {})
      .filter(([key]) => key === name || key.startsWith(`${name}:`))
      .map(([key, snapshot]) => ({ key, buildVersion: typeof snapshot.buildVersion === 'string' ? snapshot.buildVersion : null }));
  }, remote);
}
