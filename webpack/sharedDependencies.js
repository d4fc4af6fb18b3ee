/**
 * The federation `shared` map, built from the ONE place that pins front-end versions: the root
 * package.json `dependencies` (and shared/contract.json for the shared package itself). Every app
 * passes this same map, so host and remotes always agree on what is a singleton.
 */
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');
const rootPackage = require(path.join(repoRoot, 'package.json'));
const sharedContract = require(path.join(repoRoot, 'shared', 'contract.json'));

/**
 * The contract version this build of an app is made against: the last entry of shared/contract.json
 * (shared/package.json's `version` repeats it; shared/src/contract.test.ts keeps the two equal).
 * `SHARED_CONTRACT_VERSION` overrides it for one build only; the end-to-end tests use it to make a
 * remote "built for another shared" without a second copy of the package.
 * @returns {string}
 */
function sharedContractVersion() {
  const override = process.env.SHARED_CONTRACT_VERSION;
  if (override) {
    if (!/^\d+\.\d+\.\d+$/.test(override)) throw new Error(`SHARED_CONTRACT_VERSION must be major.minor.patch, got "${override}"`);
    return override;
  }
  const latest = sharedContract.versions.at(-1);
  if (!latest) throw new Error('shared/contract.json lists no version');
  return latest.version;
}

/** @type {ReadonlyArray<[request: string, dependency: string]>} [module request, root dependency that pins its version] */
const SINGLETONS = [
  ['react', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react/jsx-runtime', 'react'],
  ['zustand', 'zustand'],
  ['axios', 'axios'],
  ['primereact', 'primereact'],
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['react-hook-form', 'react-hook-form'],
  // Not zod, not react-router: a shared library is shared whole (zod with every locale: 87 KiB gzip;
  // react-router with its server and framework parts: 66). Only a shared package entry imports each
  // (`/schemas`, `/router`), and that entry is one instance already, so the library goes inside it,
  // tree-shaken. One router instance per page still holds: there is one `/router` module.
];

/**
 * @param {string} dependency
 * @returns {string}
 */
function rootVersion(dependency) {
  const range = rootPackage.dependencies[dependency];
  if (!range) {
    throw new Error(`"${dependency}" is shared by federation but missing from the root package.json dependencies`);
  }
  return range;
}

/** `^19.3.1` -> `19.3.1`: prefix shares need a concrete version, not a range. */
/**
 * @param {string} range
 * @returns {string}
 */
function exactVersion(range) {
  const match = /\d+\.\d+\.\d+/.exec(range);
  if (!match) throw new Error(`Cannot read a version out of "${range}"`);
  return match[0];
}

/**
 * @typedef {{ singleton: boolean, requiredVersion: string, version?: string, strictVersion?: boolean }} SharedConfig
 * @returns {Record<string, SharedConfig>}
 */
function createSharedDependencies() {
  /** @type {Record<string, SharedConfig>} */
  const shared = {};
  for (const [request, dependency] of SINGLETONS) {
    shared[request] = { singleton: true, requiredVersion: rootVersion(dependency) };
  }
  // Component imports (`primereact/button`) share by prefix; a prefix has no package.json of its own
  // to read, so it needs an explicit version. Sharing it lets the host's PrimeReact settings (ripple,
  // input style) reach components rendered inside remotes.
  const primereactVersion = exactVersion(rootVersion('primereact'));
  // Never import a theme stylesheet as `primereact/resources/...`: it would match this prefix and be
  // requested synchronously before the async boundary (RUNTIME-006). Themes are <link>ed files.
  shared['primereact/'] = { singleton: true, requiredVersion: rootVersion('primereact'), version: primereactVersion };

  // The shared package MUST be one instance per page (it holds the token store), and an app built
  // for a newer minor or another major of its contract must not run against it: strictVersion turns
  // the mismatch into a load error (shown as a clear panel by the host) instead of a crash later.
  const contractVersion = sharedContractVersion();
  const contract = { singleton: true, strictVersion: true, requiredVersion: `^${contractVersion}`, version: contractVersion };
  shared['@nail-or-never/shared'] = { ...contract };
  shared['@nail-or-never/shared/'] = { ...contract };
  return shared;
}

module.exports = { createSharedDependencies, sharedContractVersion };
