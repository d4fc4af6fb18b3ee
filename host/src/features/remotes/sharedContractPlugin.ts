import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
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

const SHARED_PACKAGE = '@nail-or-never/shared';

/**
 * A refused remote has already offered its own copies of the shared package (every entry, e.g.
 * `@nail-or-never/shared/kit`) to the page's share scope while its container started. With
 * `loaded-first`, an entry nobody has loaded yet resolves to the HIGHEST offered version, so the next
 * section asking for it would get the refused remote's copy and fail its own `strictVersion` check.
 * Withdraw those offers: only the contract this page runs on stays.
 */
function withdrawSharedOffers(origin: ModuleFederation, remoteName: string, runningVersion: string): void {
  for (const scope of Object.values(origin.shareScopeMap)) {
    for (const [pkgName, versions] of Object.entries(scope)) {
      if (pkgName !== SHARED_PACKAGE && !pkgName.startsWith(`${SHARED_PACKAGE}/`)) continue;
      for (const [version, offer] of Object.entries(versions)) {
        if (version !== runningVersion && offer.from === remoteName) delete versions[version];
      }
    }
  }
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
      if (mismatch) {
        withdrawSharedOffers(origin, remoteName, options.sharedContractVersion);
        throw mismatch;
      }
      // Nothing to add: the runtime rethrows the original error.
      return undefined;
    },
  };
}
