import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiBuildIsCurrent } from './buildApi.mjs';
import { fingerprint } from './fingerprint.mjs';
import { APPS, ROOT } from './paths.mjs';

export const STAMP_FILE = '.build-fingerprint';

/** Everything that changes an app's build output: its own folder (with its tsconfig), shared, the factory, the TypeScript base config, the type shims and the pinned versions. */
/** @typedef {{ name: string, dir: string }} App */

/** @param {App} app */
export function inputsOf(app) {
  return [
    app.dir,
    path.join(ROOT, 'shared'),
    path.join(ROOT, 'webpack'),
    path.join(ROOT, 'types'),
    path.join(ROOT, 'tsconfig.base.json'),
    path.join(ROOT, 'package.json'),
    path.join(ROOT, 'package-lock.json'),
  ];
}

/** @param {App} app */
export const stampOf = (app) => path.join(app.dir, 'dist', STAMP_FILE);

/**
 * The fingerprint of an app folder's inputs (also for builds made outside `dist/`).
 * @param {string} dir
 * @returns {string}
 */
export function appInputsFingerprint(dir) {
  return fingerprint(inputsOf({ name: path.basename(dir), dir }));
}

/** Apps (and `api`, the compiled server) whose build is missing or was made from other inputs than the ones on disk now. */
/** @returns {string[]} */
export function staleApps() {
  const staleNames = APPS.filter((app) => {
    const stamp = stampOf(app);
    return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== fingerprint(inputsOf(app));
  }).map((app) => app.name);
  return apiBuildIsCurrent() ? staleNames : [...staleNames, 'api'];
}
