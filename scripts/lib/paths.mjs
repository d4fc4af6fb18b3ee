import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remoteTable from '@nail-or-never/shared/remotes.json' with { type: 'json' };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The four federated apps, in build order (the host last only for readable logs); remotes from the remotes table. */
export const APPS = [
  ...remoteTable.remotes.map((remote) => ({ name: remote.name, dir: path.join(ROOT, 'remotes', remote.name) })),
  { name: 'host', dir: path.join(ROOT, 'host') },
];

/** @param {string} name */
export const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
