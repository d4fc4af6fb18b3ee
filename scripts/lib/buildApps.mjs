import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApi } from './buildApi.mjs';
import { inputsOf, stampOf } from './buildStatus.mjs';
import { fingerprint } from './fingerprint.mjs';
import { prerenderPages } from './prerenderPages.mjs';
import { APPS, bin } from './paths.mjs';
import { runOrExit } from './run.mjs';

/**
 * Compiles the API, then builds the stale apps, all at once. A webpack build spends much of its time waiting (reading
 * files, one-threaded phases, compression), so on two cores four builds side by side finish well
 * before four in a row (measured in docs/performance.md). `BUILD_SEQUENTIAL=1` goes back to one
 * after another, for readable logs. A production build is never incremental (a warm webpack cache
 * once produced a broken host), so "current" is decided here, by a fingerprint of the app's inputs.
 */
export async function buildApps({ force = false } = {}) {
  // The compiled API first: it takes a second, and the apps are useless without a server.
  await buildApi({ force });
  const stale = [];
  for (const app of APPS) {
    const wanted = fingerprint(inputsOf(app));
    const stamp = stampOf(app);
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) console.log(`${app.name}: build is current`);
    else stale.push({ app, wanted });
  }
  const started = Date.now();
  if (process.env.BUILD_SEQUENTIAL === '1') {
    for (const { app, wanted } of stale) await buildOne(app, wanted);
  } else {
    await Promise.all(stale.map(({ app, wanted }) => buildOne(app, wanted)));
  }
  if (stale.length > 0) console.log(`${stale.length} app(s) built in ${seconds(started)} s`);
}

/**
 * @param {{ name: string, dir: string }} app
 * @param {string} wanted The fingerprint its stamp records once built.
 */
async function buildOne(app, wanted) {
  console.log(`${app.name}: building…`);
  const started = Date.now();
  // `dist/` is cleaned by webpack; the hidden source maps beside it would pile up otherwise.
  rmSync(path.join(app.dir, 'sourcemaps'), { recursive: true, force: true });
  await runOrExit(bin('webpack'), ['--mode', 'production'], { cwd: app.dir, env: { ...process.env, NODE_ENV: 'production' } });
  if (app.name === 'host') prerenderPages(path.join(app.dir, 'dist'));
  writeFileSync(stampOf(app), wanted);
  console.log(`${app.name}: built in ${seconds(started)} s`);
}

/** @param {number} since */
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
