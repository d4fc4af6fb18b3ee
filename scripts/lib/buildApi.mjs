import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprint } from './fingerprint.mjs';
import { ROOT } from './paths.mjs';

export const API_DIR = path.join(ROOT, 'api');
export const API_DIST = path.join(API_DIR, 'dist');
const API_STAMP = path.join(API_DIST, '.build-fingerprint');

/** The programs production runs with plain `node`: the server and the operator's commands. */
const ENTRIES = ['server', 'cli'];
/** Loaded by Node itself at run time (worker threads), found next to the bundle through `__dirname`. */
const WORKER_FILES = ['heicDecodeWorker.cjs', 'wasmMemoryCap.cjs'];

/** Everything that changes the compiled API: its sources, the shared schemas it bundles, the pinned versions, this recipe. */
const apiInputs = () => [
  path.join(API_DIR, 'src'),
  fileURLToPath(import.meta.url),
  path.join(API_DIR, 'package.json'),
  path.join(ROOT, 'shared', 'src', 'schemas'),
  path.join(ROOT, 'shared', 'remotes.json'),
  path.join(ROOT, 'shared', 'package.json'),
  path.join(ROOT, 'tsconfig.base.json'),
  path.join(ROOT, 'package-lock.json'),
];

/** Whether `api/dist` was compiled from the sources on disk now. */
export function apiBuildIsCurrent() {
  return existsSync(API_STAMP) && readFileSync(API_STAMP, 'utf8') === fingerprint(apiInputs());
}

/**
 * Writes a file under a temporary name, then renames it into place: several `npm start`s (or test
 * processes) may compile at once, and a server must never load a half-written bundle.
 * @param {string} file
 * @param {Uint8Array | string} contents
 */
function writeInPlace(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/**
 * Compiles the API to plain CommonJS in `api/dist/` so that production runs it with `node` alone
 * (tsx is a dev dependency). Packages stay external (installed with the production dependencies),
 * except this repository's own `@nail-or-never/*`, which ship TypeScript sources and are bundled in.
 * Skipped when the inputs did not change, unless `force`.
 */
export async function buildApi({ force = false } = {}) {
  const wanted = fingerprint(apiInputs());
  if (!force && existsSync(API_STAMP) && readFileSync(API_STAMP, 'utf8') === wanted) {
    console.log('api: build is current');
    return;
  }
  const started = Date.now();
  // esbuild comes with tsx; loaded only here so `npm start` can import this file before installing.
  const esbuild = await import('esbuild');
  /** @type {import('esbuild').Plugin} */
  const keepPackagesExternal = {
    name: 'keep-packages-external',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@nail-or-never/') ? undefined : { path: args.path, external: true }));
    },
  };
  const result = await esbuild.build({
    entryPoints: Object.fromEntries(ENTRIES.map((name) => [name, path.join(API_DIR, 'src', `${name}.ts`)])),
    outdir: API_DIST,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
    plugins: [keepPackagesExternal],
  });
  mkdirSync(API_DIST, { recursive: true });
  for (const output of result.outputFiles) writeInPlace(output.path, output.contents);
  for (const worker of WORKER_FILES) {
    const temporary = path.join(API_DIST, `${worker}.${process.pid}.tmp`);
    copyFileSync(path.join(API_DIR, 'src', 'storage', worker), temporary);
    renameSync(temporary, path.join(API_DIST, worker));
  }
  writeInPlace(API_STAMP, wanted);
  console.log(`api: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
