import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A throw-away PostgreSQL server for the API tests: trust auth, loopback only, deleted on stop. */
export interface PostgresCluster {
  /** Connection URL of the `postgres` database as the `postgres` superuser. */
  url: string;
  stop(): void;
}

const POSTGRES_BIN_DIRS = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];

function findBinary(name: string): string {
  const fromEnv = process.env.POSTGRES_BIN_DIR;
  const dirs = fromEnv ? [fromEnv, ...POSTGRES_BIN_DIRS] : POSTGRES_BIN_DIRS;
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    if (spawnSync(candidate, ['--version']).status === 0) return candidate;
  }
  throw new Error(`Cannot find PostgreSQL's ${name}. Install it with: apt-get install -y postgresql (or set POSTGRES_BIN_DIR).`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, run its tools as the `postgres` user on a folder it owns. */
function asServerUser(): { wrap: (command: string, args: string[]) => [string, string[]]; chown: (dir: string) => void } {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) return { wrap: (command, args) => [command, args], chown: () => {} };
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return {
    wrap: (command, args) => ['runuser', ['-u', 'postgres', '--', command, ...args]],
    chown: (dir) => chownSync(dir, uid, gid),
  };
}

function run(command: string, args: string[], what: string): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${what} failed (exit ${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  }
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  const user = asServerUser();
  const root = mkdtempSync(path.join(os.tmpdir(), 'nail-pg-'));
  const dataDir = path.join(root, 'data');
  const socketDir = path.join(root, 'socket');
  mkdirSync(socketDir);
  user.chown(root);
  user.chown(socketDir);

  const remove = (): void => rmSync(root, { recursive: true, force: true });
  try {
    run(...user.wrap(initdb, ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-locale']), 'initdb');
    const port = await freePort();
    // fsync off: the data is thrown away anyway, and it makes CREATE DATABASE per test file fast.
    const serverOptions = `-p ${port} -k ${socketDir} -h 127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    run(...user.wrap(pgCtl, ['-D', dataDir, '-l', path.join(root, 'server.log'), '-o', serverOptions, '-w', '-t', '60', 'start']), 'pg_ctl start');
    let stopped = false;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop: () => {
        if (stopped) return;
        stopped = true;
        spawnSync(...user.wrap(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']));
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
