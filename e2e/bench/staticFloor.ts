import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../support/paths';

/** Served by the admin server like any file of the host build, for the bench's run only. */
export const STATIC_SIGN_IN_PATH = '/bench-static-sign-in.html';
const file = path.join(REPO_ROOT, 'host', 'dist', STATIC_SIGN_IN_PATH.slice(1));

/**
 * The floor to approach: the same sign-in form as plain HTML and CSS, no script at all. Made from the
 * built sign-in page (which carries the prerendered form) by dropping every script and preload.
 */
export function writeStaticSignIn(): void {
  const signIn = readFileSync(path.join(REPO_ROOT, 'host', 'dist', 'sign-in', 'index.html'), 'utf8');
  const plain = signIn.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="?preload"?[^>]*>/g, '');
  if (!plain.includes('login-form')) throw new Error('host/dist/sign-in/index.html carries no prerendered sign-in form: build the host first');
  writeFileSync(file, plain);
}

export function removeStaticSignIn(): void {
  rmSync(file, { force: true });
}
