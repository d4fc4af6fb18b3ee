import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteName } from './paths';
import { REPO_ROOT } from './paths';

export interface AlternateBuild {
  folder: string;
  label: string;
  remove(): void;
}

/**
 * Builds a remote a second time, into a temporary folder, with its own build label: what an
 * operator would deploy as a new (or rolled-back) version. The label lands in the federation
 * manifest (`metaData.buildInfo.buildVersion`, from MF_BUILD_VERSION) and, where the app shows it,
 * in BUILD_LABEL.
 */
export function buildRemoteElsewhere(remote: RemoteName, label: string, timeoutMs = 240_000): Promise<AlternateBuild> {
  const folder = mkdtempSync(path.join(tmpdir(), `non-${remote}-build-`));
  const remove = (): void => rmSync(folder, { recursive: true, force: true });
  const webpackBin = path.join(REPO_ROOT, 'node_modules', '.bin', 'webpack');
  return new Promise((resolve, reject) => {
    const child = spawn(webpackBin, ['--mode', 'production', '--output-path', folder], {
      cwd: path.join(REPO_ROOT, 'remotes', remote),
      env: { ...process.env, MF_BUILD_VERSION: label, BUILD_LABEL: label },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-6_000)));
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-6_000)));
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      remove();
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) {
        resolve({ folder, label, remove });
        return;
      }
      remove();
      reject(new Error(`The second build of ${remote} failed (${signal ?? `exit ${code}`}):\n${output}`));
    });
  });
}
