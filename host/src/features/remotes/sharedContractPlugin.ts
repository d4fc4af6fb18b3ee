import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { findSharedContractMismatch } from './sharedContract';

export interface SharedContractPluginOptions {
  /** The contract version of the shared package this host was built with (webpack passes it). */
  sharedContractVersion: string;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/**
 * A federation runtime plugin of the host (webpack `runtimePlugins`). Federation refuses a remote
 * built for an incompatible shared contract (`strictVersion`) with a generic version message; this
 * turns that failure into a SharedContractMismatchError naming the remote, the contract it was
 * built for and the one the page runs, for the section's error panel.
 */
export default function sharedContractPlugin(options: SharedContractPluginOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'nail-or-never-shared-contract',
    async errorLoadRemote({ id, origin }) {
      const remoteName = id.split('/')[0] ?? id;
      const remote = origin.options.remotes.find((candidate) => candidate.name === remoteName);
      const manifestUrl = remote && 'entry' in remote ? remote.entry : null;
      const mismatch = manifestUrl ? await findSharedContractMismatch(remoteName, manifestUrl, options.sharedContractVersion, fetchJson) : null;
      if (mismatch) throw mismatch;
      // Nothing to add: the runtime rethrows the original error.
      return undefined;
    },
  };
}
