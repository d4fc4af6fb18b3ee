import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** Where a remote built with `experiments.externalRuntime` reads the runtime-core (webpack/createAppConfig.js). */
const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

/**
 * One federation runtime per page: the host's runtime-core goes on `globalThis` before any remote's
 * entry runs, and each remote's remoteEntry.js uses it instead of bundling its own (10 KiB gzip less
 * on every section's first visit, docs/performance.md). What
 * `@module-federation/inject-external-runtime-core-plugin` (`provideExternalRuntime`) does, but with
 * the module the host's runtime already imports: that plugin imports the CommonJS build through
 * `runtime-tools`, a second copy of the runtime in main.js (+22 KiB gzip).
 */
export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  (globalThis as Record<string, unknown>)[GLOBAL_NAME] ??= runtimeCore;
  return { name: 'provide-runtime-core' };
}
