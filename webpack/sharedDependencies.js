/**
 * The federation `shared` map, built from the ONE place that pins front-end versions: the root
 * package.json `dependencies` (and shared/package.json for the shared package itself). Every app
 * passes this same map, so host and remotes always agree on what is a singleton.
 */
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');
const rootPackage = require(path.join(repoRoot, 'package.json'));
const sharedPackage = require(path.join(repoRoot, 'shared', 'package.json'));

/** @type {ReadonlyArray<[request: string, dependency: string]>} [module request, root dependency that pins its version] */
const SINGLETONS = [
  ['react', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react/jsx-runtime', 'react'],
  ['react-router', 'react-router'],
  ['react-router-dom', 'react-router-dom'],
  ['zustand', 'zustand'],
  ['axios', 'axios'],
  ['primereact', 'primereact'],
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['react-hook-form', 'react-hook-form'],
  ['zod', 'zod'],
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

  // The shared package MUST be one instance per page (it holds the token store).
  const ownVersion = sharedPackage.version;
  shared['@nail-or-never/shared'] = { singleton: true, requiredVersion: ownVersion, version: ownVersion };
  shared['@nail-or-never/shared/'] = { singleton: true, requiredVersion: ownVersion, version: ownVersion };
  return shared;
}

module.exports = { createSharedDependencies };
