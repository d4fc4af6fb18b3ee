import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateFolder } from './storage/privateFiles';

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string };

export interface StaticSiteConfig {
  /** Folder of the built host (served at `/`). */
  hostDir: string;
  /** Remote name -> folder of its build (served at `/remotes/<name>/`). */
  remoteDirs: Record<string, string>;
  /** Optional JSON file that overrides the runtime remotes config; re-read on every request. */
  remotesConfigFile: string | null;
}

export interface AppConfig {
  host: string;
  port: number;
  dataDir: string;
  uploadsDir: string;
  database: DatabaseConfig;
  jwtSecret: Uint8Array;
  /** Lifetime of a session token. */
  tokenTtlSeconds: number;
  /** Failed sign-ins allowed per username+address within `loginWindowMs`. */
  loginAttemptLimit: number;
  loginWindowMs: number;
  /** Requests per minute per client address on /api/v1: a generous ceiling against floods. */
  requestsPerMinute: number;
  /** Take the client address from X-Forwarded-For (set when the API sits behind a load balancer). */
  trustProxy: boolean;
  staticSite: StaticSiteConfig | null;
  logLevel: LogLevel;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === value);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * The signing key must survive restarts (or every administrator is signed out) and be the same on
 * every instance: take JWT_SECRET when set, otherwise keep a generated one in the data folder.
 */
function loadJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // `npm run <script> -w api` runs in api/; a relative path typed by the user means the folder they
  // typed it in, which npm passes as INIT_CWD.
  const userPath = (value: string): string => path.resolve(env.INIT_CWD ?? process.cwd(), value);
  const dataDir = env.DATA_DIR ? userPath(env.DATA_DIR) : path.join(REPO_ROOT, 'data');
  ensurePrivateFolder(dataDir);
  const database: DatabaseConfig = env.DATABASE_URL
    ? { dialect: 'postgres', url: env.DATABASE_URL }
    : { dialect: 'sqlite', file: env.SQLITE_FILE ? userPath(env.SQLITE_FILE) : path.join(dataDir, 'nail-or-never.sqlite') };
  const serveStatic = env.SERVE_STATIC === '1' || env.SERVE_STATIC === 'true';
  return {
    host: env.HOST ?? '127.0.0.1',
    port: positiveInt(env.PORT, 8080, 'PORT'),
    dataDir,
    uploadsDir: env.UPLOADS_DIR ? userPath(env.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    database,
    jwtSecret: loadJwtSecret(env, dataDir),
    tokenTtlSeconds: positiveInt(env.TOKEN_TTL_SECONDS, 8 * 60 * 60, 'TOKEN_TTL_SECONDS'),
    loginAttemptLimit: positiveInt(env.LOGIN_ATTEMPT_LIMIT, 5, 'LOGIN_ATTEMPT_LIMIT'),
    loginWindowMs: positiveInt(env.LOGIN_WINDOW_MS, 15 * 60 * 1000, 'LOGIN_WINDOW_MS'),
    requestsPerMinute: positiveInt(env.RATE_LIMIT_PER_MINUTE, 1000, 'RATE_LIMIT_PER_MINUTE'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    staticSite: serveStatic
      ? {
          hostDir: path.join(REPO_ROOT, 'host', 'dist'),
          remoteDirs: {
            services: path.join(REPO_ROOT, 'remotes', 'services', 'dist'),
            galleries: path.join(REPO_ROOT, 'remotes', 'galleries', 'dist'),
            general: path.join(REPO_ROOT, 'remotes', 'general', 'dist'),
          },
          remotesConfigFile: env.REMOTES_CONFIG ? userPath(env.REMOTES_CONFIG) : null,
        }
      : null,
    logLevel: logLevel(env.LOG_LEVEL),
  };
}
