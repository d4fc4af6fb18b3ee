import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', '.git', 'test-results']);

function walk(target, files) {
  if (!existsSync(target)) return;
  if (statSync(target).isFile()) {
    files.push(target);
    return;
  }
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    walk(path.join(target, entry.name), files);
  }
}

/** A content hash of files and folders: lets `npm start` skip installs and builds that are current. */
export function fingerprint(targets) {
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
