/**
 * Runs the API test suite against a throw-away PostgreSQL server:
 *   npm run test:pg -w api [-- <extra jest args, e.g. a path>]
 * Starts a cluster, runs jest with TEST_DATABASE=postgres, and always deletes the cluster.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startPostgresCluster } from './support/postgresCluster';

const repoRoot = path.resolve(__dirname, '..', '..');

async function main(): Promise<number> {
  const cluster = await startPostgresCluster();
  let cleaned = false;
  const cleanUp = (): void => {
    if (cleaned) return;
    cleaned = true;
    cluster.stop();
  };
  process.once('exit', cleanUp);
  console.log(`PostgreSQL test server running at ${cluster.url}`);
  try {
    const jest = spawn(process.execPath, [require.resolve('jest/bin/jest'), '--selectProjects', 'api', ...process.argv.slice(2)], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE: 'postgres', TEST_POSTGRES_URL: cluster.url },
    });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => jest.kill(signal));
    }
    return await new Promise<number>((resolve) => {
      jest.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
  } finally {
    cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
