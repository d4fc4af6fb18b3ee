import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inputsOf, stampOf } from './buildStatus.mjs';
import { fingerprint } from './fingerprint.mjs';
import { APPS, bin } from './paths.mjs';
import { runOrExit } from './run.mjs';

/**
 * Builds one app after another: on two cores, parallel webpack builds only fight for the CPU.
 * A production build is never incremental (a warm webpack cache once produced a broken host),
 * so "current" is decided here, by a fingerprint of the app's inputs.
 */
export async function buildApps({ force = false } = {}) {
  for (const app of APPS) {
    const stamp = stampOf(app);
    const wanted = fingerprint(inputsOf(app));
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) {
      console.log(`${app.name}: build is current`);
      continue;
    }
    console.log(`${app.name}: building…`);
    const started = Date.now();
    // `dist/` is cleaned by webpack; the hidden source maps beside it would pile up otherwise.
    rmSync(path.join(app.dir, 'sourcemaps'), { recursive: true, force: true });
    await runOrExit(bin('webpack'), ['--mode', 'production'], { cwd: app.dir, env: { ...process.env, NODE_ENV: 'production' } });
    writeFileSync(stamp, wanted);
    console.log(`${app.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
