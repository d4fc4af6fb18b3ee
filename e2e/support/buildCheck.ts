import { staleApps } from './buildStatus';

/**
 * The end-to-end tests drive the production build; building inside every worker would cost minutes
 * on a 2-core machine. A missing build, or one made from older sources, would test the wrong code:
 * say plainly what to do instead.
 */
export function assertAppsBuilt(): void {
  const stale = staleApps();
  if (stale.length > 0) {
    throw new Error(`The build of ${stale.join(', ')} is missing or older than its sources. Run \`npm run build\` from the repository root first.`);
  }
}
