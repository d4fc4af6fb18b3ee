import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { startPostgresCluster } from '../test/support/postgresCluster';

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;

/** The value at `p` % of `sorted` (ascending), by nearest rank. */
export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Runs `work` on an API of its own: a temp folder, silent logs, no static site and no flood guard (a
 * bench sends thousands of requests); on PostgreSQL a throw-away cluster. Everything is closed and
 * removed afterwards, whatever `work` did.
 */
export async function withBenchApp<T>(name: string, database: 'sqlite' | 'postgres', work: (app: BenchApp) => Promise<T>): Promise<T> {
  const cluster = database === 'postgres' ? await startPostgresCluster() : null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `nail-${name}-bench-`));
  try {
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: String(100_000_000), ...(cluster ? { DATABASE_URL: cluster.url } : {}) };
    const app = await buildApp({ ...loadConfig(env), staticSite: null });
    try {
      return await work(app);
    } finally {
      await app.close();
    }
  } finally {
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
