/**
 * Runs the API jest project from any folder: `npm test -w api [-- <jest args, e.g. a path or -t name>]`.
 * The user's arguments go BEFORE `--selectProjects api`, because that option takes every value that
 * follows it as a project name.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');

export function runApiTests(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const jest = spawn(process.execPath, [require.resolve('jest/bin/jest'), ...args, '--selectProjects', 'api'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env,
  });
  const forward = (signal: NodeJS.Signals) => () => jest.kill(signal);
  process.once('SIGINT', forward('SIGINT'));
  process.once('SIGTERM', forward('SIGTERM'));
  return new Promise((resolve) => {
    jest.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (require.main === module) {
  runApiTests(process.argv.slice(2)).then((code) => process.exit(code));
}
