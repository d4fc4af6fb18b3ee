import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fingerprint } from './fingerprint.mjs';
import { APPS, ROOT, bin } from './paths.mjs';
import { runOrExit } from './run.mjs';

const STAMP_FILE = '.build-fingerprint';

function inputsOf(app) {
  return [app.dir, path.join(ROOT, 'shared'), path.join(ROOT, 'webpack'), path.join(ROOT, 'package.json'), path.join(ROOT, 'package-lock.json')];
}

/**
 * Builds one app after another: on two cores, parallel webpack builds only fight for the CPU.
 * A production build is never incremental (a warm webpack cache once produced a broken host),
 * so "current" is decided here, by a fingerprint of the app's inputs.
 */
export async function buildApps({ force = false } = {}) {
  for (const app of APPS) {
    const stamp = path.join(app.dir, 'dist', STAMP_FILE);
    const wanted = fingerprint(inputsOf(app));
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) {
      console.log(`${app.name}: build is current`);
      continue;
    }
    console.log(`${app.name}: building…`);
    const started = Date.now();
    await runOrExit(bin('webpack'), ['--mode', 'production'], { cwd: app.dir, env: { ...process.env, NODE_ENV: 'production' } });
    writeFileSync(stamp, wanted);
    console.log(`${app.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
