import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders that are outputs, never inputs: a build writes `dist/` and its hidden `sourcemaps/`. */
const SKIPPED = new Set(['node_modules', 'dist', 'sourcemaps', '.git', 'test-results']);
/** Unit tests sit next to the code but never reach a bundle: editing one must not force a rebuild. */
const UNIT_TEST = /\.test\.tsx?$/;

/**
 * @param {string} target
 * @param {string[]} files
 */
function walk(target, files) {
  if (!existsSync(target)) return;
  if (statSync(target).isFile()) {
    files.push(target);
    return;
  }
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || UNIT_TEST.test(entry.name)) continue;
    walk(path.join(target, entry.name), files);
  }
}

/** A content hash of files and folders: lets `npm start` skip installs and builds that are current. */
/**
 * @param {readonly string[]} targets
 * @returns {string}
 */
export function fingerprint(targets) {
  /** @type {string[]} */
  const files = [];
  for (const target of targets) walk(target, files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}
