import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../support/paths';

/** Served by the admin server like any file of the host build, for the bench's run only. */
export const STATIC_SIGN_IN_PATH = '/bench-static-sign-in.html';
const file = path.join(REPO_ROOT, 'host', 'dist', STATIC_SIGN_IN_PATH.slice(1));

/**
 * The floor to approach: the same sign-in form as plain HTML and CSS, no script at all. Made from the
 * built index.html (which carries the prerendered form) by dropping every script and preload, and
 * marking the page as the sign-in route so its form shows.
 */
export function writeStaticSignIn(): void {
  const index = readFileSync(path.join(REPO_ROOT, 'host', 'dist', 'index.html'), 'utf8');
  const plain = index
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="?preload"?[^>]*>/g, '')
    .replace(/<html\b/, '<html data-route="sign-in"');
  if (!plain.includes('login-form')) throw new Error('host/dist/index.html carries no prerendered sign-in form: build the host first');
  writeFileSync(file, plain);
}

export function removeStaticSignIn(): void {
  rmSync(file, { force: true });
}
