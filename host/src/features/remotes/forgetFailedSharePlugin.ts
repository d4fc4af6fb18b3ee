import { registerGlobalPlugins } from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

type ErrorLoadShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadShare']>>[0];

const NAME = 'nail-or-never-forget-failed-share';

/**
 * The federation runtime keeps the promise of a shared module's first load (`loading` on its offer
 * in the share scope) and hands that same promise to every later request. When the load failed (the
 * network dropped while a form's schemas chunk was on its way), the module stayed broken until the
 * page was reloaded, however often the form tried again. Forgetting a failed, never finished load
 * lets the next request fetch it anew (webpack itself forgets a chunk that failed to load).
 */
export function forgetFailedShare({ pkgName, shareScopeMap }: ErrorLoadShareArgs): void {
  for (const scope of Object.values(shareScopeMap)) {
    for (const offer of Object.values(scope[pkgName] ?? {})) {
      if (!offer.loaded) offer.loading = null;
      if (offer.treeShaking && !offer.treeShaking.loaded) offer.treeShaking.loading = null;
    }
  }
}

/**
 * A federation runtime plugin of the host (webpack `runtimePlugins`), registered globally as well:
 * each remote's container runs a federation instance of its own, and it is the remote that asks the
 * share scope for an entry such as `@nail-or-never/shared/schemas`.
 */
export default function forgetFailedSharePlugin(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = { name: NAME, errorLoadShare: forgetFailedShare };
  registerGlobalPlugins([plugin]);
  return plugin;
}
