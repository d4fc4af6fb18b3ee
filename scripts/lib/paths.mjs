import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Read as a file, not through the package name: `npm start` loads this module BEFORE it has run
// `npm install`, when a fresh clone has no node_modules to resolve `@nail-or-never/shared` from.
/** @type {{ remotes: Array<{ name: string }> }} */
const remoteTable = JSON.parse(readFileSync(path.join(ROOT, 'shared', 'remotes.json'), 'utf8'));

/** The four federated apps, in build order (the host last only for readable logs); remotes from the remotes table. */
export const APPS = [
  ...remoteTable.remotes.map((remote) => ({ name: remote.name, dir: path.join(ROOT, 'remotes', remote.name) })),
  { name: 'host', dir: path.join(ROOT, 'host') },
];

/** @param {string} name */
export const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
