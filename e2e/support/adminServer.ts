import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from './freePort';
import { REPO_ROOT, type RemoteName } from './paths';
import { productionCommand } from './productionCommand';
import { SMTP_URL_VARIABLE } from './testMailbox';

export interface AdminCredentials {
  username: string;
  password: string;
}

/**
 * What REMOTES_CONFIG names: remote name -> manifest (or remoteEntry.js) URL. The remotes it leaves
 * out keep the builds the server ships.
 */
export type RemotesConfig = Partial<Record<RemoteName, string>>;

export interface AdminServer {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  port: number;
  dataDir: string;
  /** The environment the server runs with; the CLI must use the same one to reach the same database. */
  env: NodeJS.ProcessEnv;
  /** The first administrator, created by the server from ADMIN_USERNAME / ADMIN_PASSWORD. */
  admin: AdminCredentials;
  remotesConfigFile: string;
  writeRemotesConfig(config: RemotesConfig): void;
  resetRemotesConfig(): void;
  /** The server's stdout+stderr so far, for failure messages. */
  readLog(): string;
  stop(): Promise<void>;
}

export interface StartAdminServerOptions {
  /** Extra or overriding environment, e.g. `{ TOKEN_TTL_SECONDS: '2' }`. */
  env?: Record<string, string>;
  /** How long the API may take to answer its health check (start, migrations, first admin hash). */
  startTimeoutMs?: number;
}

export const DEFAULT_REMOTES_CONFIG: RemotesConfig = {
  services: '/remotes/services/mf-manifest.json',
  galleries: '/remotes/galleries/mf-manifest.json',
  general: '/remotes/general/mf-manifest.json',
};

/** Settings from the developer's shell that would point the test server at the wrong place. */
const INHERITED_ENV_TO_DROP = [
  'DATABASE_URL',
  'SQLITE_FILE',
  'UPLOADS_DIR',
  'JWT_SECRET',
  'PORT',
  'HOST',
  'DATA_DIR',
  'REMOTES_CONFIG',
  'TOKEN_TTL_SECONDS',
  'LOGIN_ATTEMPT_LIMIT',
  'LOGIN_WINDOW_MS',
  'SMTP_URL',
  'MAIL_FROM',
] as const;

function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of INHERITED_ENV_TO_DROP) delete env[key];
  return env;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (hasExited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Signals the whole process group: whatever the server started (worker threads aside) goes with it. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    // ESRCH: the group is already gone, which is what we want.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function waitForHealth(baseUrl: string, child: ChildProcess, deadline: number, readLog: () => string): Promise<void> {
  const healthUrl = `${baseUrl}/api/v1/health`;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (hasExited(child)) {
      throw new Error(`The API exited (code ${child.exitCode ?? child.signalCode}) before it was healthy.\n${readLog()}`);
    }
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The API did not answer ${healthUrl} in time (last: ${lastProblem}).\n${readLog()}`);
}

/**
 * Starts the compiled API with the command `npm start` and the container run (one URL: API + built host + remotes + /remotes.json) on a
 * free port with a throw-away data folder. The caller must `stop()` it.
 */
export async function startAdminServer(options: StartAdminServerOptions = {}): Promise<AdminServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'non-e2e-'));
  const remotesConfigFile = path.join(dataDir, 'remotes.json');
  const logFile = path.join(dataDir, 'server.log');
  const writeRemotesConfig = (config: RemotesConfig): void => {
    writeFileSync(remotesConfigFile, `${JSON.stringify(config, null, 2)}\n`);
  };
  writeRemotesConfig(DEFAULT_REMOTES_CONFIG);

  const port = await findFreePort();
  const admin: AdminCredentials = {
    username: 'e2e-admin',
    password: `E2e-${randomBytes(9).toString('base64url')}`,
  };
  const env: NodeJS.ProcessEnv = {
    ...cleanEnv(),
    SERVE_STATIC: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    REMOTES_CONFIG: remotesConfigFile,
    // Booking e-mails go to the run's test SMTP server (global setup); without it they are only logged.
    ...(process.env[SMTP_URL_VARIABLE] ? { SMTP_URL: process.env[SMTP_URL_VARIABLE] } : {}),
    ...options.env,
  };

  const logFd = openSync(logFile, 'a');
  const command = productionCommand();
  const child = spawn(command.file, command.args, {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const readLog = (): string => {
    try {
      return readFileSync(logFile, 'utf8').slice(-4_000);
    } catch {
      return '(no server log)';
    }
  };

  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    killGroup(child, 'SIGTERM');
    const exited = await waitForExit(child, 10_000);
    // Whatever is left in the group (a stuck grandchild, or a server that ignored SIGTERM) goes now.
    killGroup(child, 'SIGKILL');
    if (!exited) await waitForExit(child, 5_000);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, Date.now() + (options.startTimeoutMs ?? 90_000), readLog);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    baseUrl,
    port,
    dataDir,
    env,
    admin,
    remotesConfigFile,
    writeRemotesConfig,
    resetRemotesConfig: () => writeRemotesConfig(DEFAULT_REMOTES_CONFIG),
    readLog,
    stop,
  };
}
