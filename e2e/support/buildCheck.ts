import { existsSync } from 'node:fs';
import path from 'node:path';
import { HOST_DIST, REMOTE_NAMES, remoteDist } from './paths';

/**
 * The end-to-end tests drive the production build; building inside every worker would cost minutes
 * on a 2-core machine. Say plainly what is missing instead of letting a page time out later.
 */
export function assertAppsBuilt(): void {
  const required = [
    path.join(HOST_DIST, 'index.html'),
    ...REMOTE_NAMES.map((name) => path.join(remoteDist(name), 'mf-manifest.json')),
  ];
  const missing = required.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The apps are not built (missing: ${missing.join(', ')}). Run \`npm run build\` from the repository root first.`,
    );
  }
}
