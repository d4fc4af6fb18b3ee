import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The four federated apps, in build order (the host last only for readable logs). */
export const APPS = [
  { name: 'services', dir: path.join(ROOT, 'remotes', 'services') },
  { name: 'galleries', dir: path.join(ROOT, 'remotes', 'galleries') },
  { name: 'general', dir: path.join(ROOT, 'remotes', 'general') },
  { name: 'host', dir: path.join(ROOT, 'host') },
];

/** @param {string} name */
export const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
