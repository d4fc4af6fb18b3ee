import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { appInputsFingerprint } from './buildStatus';
import type { RemoteName } from './paths';
import { REPO_ROOT } from './paths';

export interface AlternateBuild {
  folder: string;
  label: string;
}

/** Kept between runs (git-ignored): a webpack build costs minutes on a busy 2-core machine. */
const BUILDS_DIR = path.join(REPO_ROOT, '.e2e-builds');

/** A content hash of everything the remote's build reads (the same inputs `npm run build` uses), so a cached build is never stale. */
function inputsFingerprint(remote: RemoteName): string {
  return appInputsFingerprint(path.join(REPO_ROOT, 'remotes', remote)).slice(0, 12);
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

function runWebpack(remote: RemoteName, outputFolder: string, label: string, timeoutMs: number, extraEnv: Record<string, string>): Promise<void> {
  const webpackBin = path.join(REPO_ROOT, 'node_modules', '.bin', 'webpack');
  return new Promise((resolve, reject) => {
    // Production mode with the same federation setup, minus minification and source maps: those are
    // most of a build's time and change nothing the test looks at.
    const args = ['--mode', 'production', '--no-devtool', '--no-optimization-minimize', '--output-path', outputFolder];
    const child = spawn(webpackBin, args, {
      cwd: path.join(REPO_ROOT, 'remotes', remote),
      env: { ...process.env, NODE_ENV: 'production', MF_BUILD_VERSION: label, BUILD_LABEL: label, ...extraEnv },
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

export interface AlternateBuildOptions {
  /** Build the remote as if made against this `@nail-or-never/shared` contract (SHARED_CONTRACT_VERSION). */
  sharedContractVersion?: string;
  timeoutMs?: number;
}

/**
 * A second, separate build of a remote with its own build label — what an operator would deploy as
 * a new (or rolled-back) version. The label lands in the federation manifest
 * (`metaData.buildInfo.buildVersion`, from MF_BUILD_VERSION) and in BUILD_LABEL for apps that show
 * it. Reused while the remote's inputs (and the options) are unchanged.
 */
export async function alternateBuildOf(remote: RemoteName, { sharedContractVersion, timeoutMs = 480_000 }: AlternateBuildOptions = {}): Promise<AlternateBuild> {
  const variant = sharedContractVersion ? `shared${sharedContractVersion}-` : '';
  const label = `e2e-alt-${variant}${inputsFingerprint(remote)}`;
  const prefix = `${remote}-${variant}`;
  const folder = path.join(BUILDS_DIR, `${prefix}${label.slice(-12)}`);
  if (builtLabel(folder) === label) return { folder, label };

  mkdirSync(BUILDS_DIR, { recursive: true });
  for (const entry of readdirSync(BUILDS_DIR)) {
    // Only older builds of the same variant: another variant of the same remote stays cached.
    if (entry.startsWith(prefix) && (variant !== '' || !entry.slice(prefix.length).startsWith('shared'))) {
      rmSync(path.join(BUILDS_DIR, entry), { recursive: true, force: true });
    }
  }
  const partial = `${folder}.partial`;
  try {
    await runWebpack(remote, partial, label, timeoutMs, sharedContractVersion ? { SHARED_CONTRACT_VERSION: sharedContractVersion } : {});
    renameSync(partial, folder);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return { folder, label };
}
