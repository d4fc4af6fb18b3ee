import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fingerprint } from './fingerprint.mjs';
import { APPS, ROOT } from './paths.mjs';
import { runOrExit } from './run.mjs';

const STAMP = path.join(ROOT, 'node_modules', '.nail-or-never-install');

/**
 * Installs dependencies when node_modules is missing or any manifest changed since the last install.
 * `npm install` (not `npm ci`): the registry here lacks other platforms' optional binaries, so the
 * lockfile never lists them and `npm ci` rejects it (docs/TOOLCHAIN notes).
 */
export async function ensureInstalled() {
  const manifests = [
    'package.json',
    'package-lock.json',
    'shared/package.json',
    'api/package.json',
    'e2e/package.json',
    ...APPS.map((app) => path.relative(ROOT, path.join(app.dir, 'package.json'))),
  ].map((file) => path.join(ROOT, file));
  const wanted = fingerprint(manifests);
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) return;
  console.log('Installing dependencies (npm install)…');
  await runOrExit('npm', ['install', '--no-audit', '--no-fund']);
  // npm install may rewrite package-lock.json: stamp what is there now.
  writeFileSync(STAMP, fingerprint(manifests));
}
