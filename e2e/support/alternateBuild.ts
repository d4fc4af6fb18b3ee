import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from './paths';
import { REPO_ROOT } from './paths';

export interface AlternateBuild {
  folder: string;
  label: string;
}

/** Kept between runs (git-ignored): a webpack build costs minutes on a busy 2-core machine. */
const BUILDS_DIR = path.join(REPO_ROOT, '.e2e-builds');
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'test-results']);

function collectFiles(target: string, files: string[]): void {
  if (!existsSync(target)) return;
  if (statSync(target).isFile()) {
    files.push(target);
    return;
  }
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (!SKIPPED.has(entry.name)) collectFiles(path.join(target, entry.name), files);
  }
}

/** A content hash of everything the remote's build reads, so a cached build is never stale. */
function inputsFingerprint(remote: RemoteName): string {
  const files: string[] = [];
  for (const input of [path.join('remotes', remote), 'shared', 'webpack', 'package.json', 'package-lock.json']) {
    collectFiles(path.join(REPO_ROOT, input), files);
  }
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(path.relative(REPO_ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

function builtLabel(folder: string): string | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as { metaData?: { buildInfo?: { buildVersion?: unknown } } };
    const version = manifest.metaData?.buildInfo?.buildVersion;
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

function runWebpack(remote: RemoteName, outputFolder: string, label: string, timeoutMs: number): Promise<void> {
  const webpackBin = path.join(REPO_ROOT, 'node_modules', '.bin', 'webpack');
  return new Promise((resolve, reject) => {
    // Production mode with the same federation setup, minus minification and source maps: those are
    // most of a build's time and change nothing the test looks at.
    const args = ['--mode', 'production', '--no-devtool', '--no-optimization-minimize', '--output-path', outputFolder];
    const child = spawn(webpackBin, args, {
      cwd: path.join(REPO_ROOT, 'remotes', remote),
      env: { ...process.env, NODE_ENV: 'production', MF_BUILD_VERSION: label, BUILD_LABEL: label },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const keepTail = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-6_000);
    };
    child.stdout.on('data', keepTail);
    child.stderr.on('data', keepTail);
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`The second build of ${remote} failed (${signal ?? `exit ${code}`}, limit ${timeoutMs / 1000} s):\n${output}`));
    });
  });
}

/**
 * A second, separate build of a remote with its own build label — what an operator would deploy as
 * a new (or rolled-back) version. The label lands in the federation manifest
 * (`metaData.buildInfo.buildVersion`, from MF_BUILD_VERSION) and in BUILD_LABEL for apps that show
 * it. Reused while the remote's inputs are unchanged.
 */
export async function alternateBuildOf(remote: RemoteName, timeoutMs = 480_000): Promise<AlternateBuild> {
  const fingerprint = inputsFingerprint(remote);
  const label = `e2e-alt-${fingerprint}`;
  const folder = path.join(BUILDS_DIR, `${remote}-${fingerprint}`);
  if (builtLabel(folder) === label) return { folder, label };

  mkdirSync(BUILDS_DIR, { recursive: true });
  for (const entry of readdirSync(BUILDS_DIR)) {
    if (entry.startsWith(`${remote}-`)) rmSync(path.join(BUILDS_DIR, entry), { recursive: true, force: true });
  }
  const partial = `${folder}.partial`;
  try {
    await runWebpack(remote, partial, label, timeoutMs);
    renameSync(partial, folder);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return { folder, label };
}
