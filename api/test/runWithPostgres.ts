/**
 * Runs the API test suite against a throw-away PostgreSQL server:
 *   npm run test:pg -w api [-- <jest args, e.g. a path>]
 * Starts a cluster, runs jest with TEST_DATABASE=postgres, and always stops and deletes the cluster.
 */
import { runApiTests } from './runApiTests';
import { startPostgresCluster } from './support/postgresCluster';

async function main(): Promise<number> {
  const cluster = await startPostgresCluster();
  // Also on an exception or process.exit: the cluster must not outlive the run.
  process.once('exit', () => cluster.stop());
  console.log(`PostgreSQL test server running at ${cluster.url}`);
  try {
    return await runApiTests(process.argv.slice(2), { ...process.env, TEST_DATABASE: 'postgres', TEST_POSTGRES_URL: cluster.url });
  } finally {
    cluster.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
