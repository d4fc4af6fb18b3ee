import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from './testDatabase';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const TSX_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'api', 'src', 'server.ts');

export interface ApiProcess {
  baseUrl: string;
  port: number;
  /** The process's own throw-away `DATA_DIR`. */
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Settles with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Ends whatever is left of the process group and removes the data folder and database. */
  cleanUp(): Promise<void>;
}

export interface ApiProcessOptions {
  env?: Record<string, string>;
  /** The command; the real server through tsx unless given (e.g. the `npm start` launcher). */
  command?: { file: string; args: string[] };
  /** A database several processes share; the caller drops it. Without it each process gets its own. */
  database?: TestDatabase;
}

/** A port nobody listens on right now: the OS picks it, the probe lets go of it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('The probe got no port'))));
    });
  });
}

/** Whether something accepts connections on the port. */
export async function portAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * Starts the API as a real process (its own process group) on a free port with a throw-away data
 * folder and database (or `options.database`), and waits until `/api/v1/health` answers.
 */
export async function startApiProcess(options: ApiProcessOptions = {}): Promise<ApiProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nail-api-process-'));
  const database: TestDatabase = options.database ?? (await createTestDatabase(dataDir));
  const dropOwnDatabase = options.database ? async () => {} : () => database.drop();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'correct horse battery staple',
    LOG_LEVEL: 'warn',
    ...(database.config.dialect === 'postgres' ? { DATABASE_URL: database.config.url } : {}),
    ...options.env,
  };
  // Node itself with tsx's loader, not the `tsx` launcher: the launcher runs the server as a child and
  // relays a signal to it, and if the child has not acknowledged within 30 ms it sends SIGKILL. On a
  // loaded machine that killed the server before it could print "SIGTERM received" (a flaky shutdown
  // test); a signal sent here reaches the server's own handler, as a process manager's would.
  const command = options.command ?? { file: process.execPath, args: ['--import', 'tsx', SERVER_ENTRY] };
  const child = spawn(command.file, command.args, { cwd: REPO_ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  let done = false;
  void exited.then(() => (done = true));

  const cleanUp = async (): Promise<void> => {
    // The group, not the child: a launcher's server or tsx's own node process must not outlive the test.
    killGroup(child, 'SIGKILL');
    if (!done) await exited;
    await dropOwnDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await portAnswers(port))) {
    if (done || Date.now() > deadline) {
      await cleanUp();
      throw new Error(`The API did not start on port ${port}:\n${printed.slice(-3_000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, port, dataDir, child, output: () => printed, exited, cleanUp };
}
