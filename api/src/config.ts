import path from 'node:path';
import remoteTable from '@nail-or-never/shared/remotes.json';
import { z } from 'zod';
import { parseTrustedProxies, type ProxyRange } from './http/trustedProxies';
import { ensurePrivateFolder } from './storage/privateFiles';

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string };

/**
 * JWT_SECRET when set; otherwise a key generated once and kept where every instance finds it: in the
 * database on PostgreSQL, in the data folder on SQLite (see `features/auth/signingSecret.ts`).
 */
export type JwtSecretSource = { from: 'environment'; secret: Uint8Array } | { from: 'generated' };

export interface StaticSiteConfig {
  /** Folder of the built host (served at `/`). */
  hostDir: string;
  /** Remote name -> folder of its build (served at `/remotes/<name>/`). */
  remoteDirs: Record<string, string>;
  /** Optional JSON file that overrides the runtime remotes config; re-read on every request. */
  remotesConfigFile: string | null;
}

/** How long a client may take, and how many connections one address may hold (slow-client floods). */
export interface ConnectionLimits {
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** A whole request (headers and body) must arrive within this; then 408. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections allowed per client address; more are closed at once. */
  maxConnectionsPerAddress: number;
}

export interface AppConfig {
  host: string;
  port: number;
  dataDir: string;
  uploadsDir: string;
  database: DatabaseConfig;
  /** Where the token-signing key comes from; the key itself is `app.jwtSecret` once the app is built. */
  jwtSecret: JwtSecretSource;
  /** Lifetime of a session token. */
  tokenTtlSeconds: number;
  /** Failed sign-ins allowed per username+address within `loginWindowMs`. */
  loginAttemptLimit: number;
  loginWindowMs: number;
  /** Requests per minute per client address on /api/v1: a generous ceiling against floods. */
  requestsPerMinute: number;
  /**
   * The load balancers whose X-Forwarded-For (and X-Request-Id) are believed; empty: none, the client
   * address is the socket's.
   */
  trustProxy: ProxyRange[];
  connections: ConnectionLimits;
  /** After SIGTERM/SIGINT, how long requests under way may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** How often the housekeeping runs (on one instance at a time; see `ops/periodicJobs.ts`). */
  periodicWork: { orphanSweepEveryMs: number; expiredRowPurgeEveryMs: number };
  staticSite: StaticSiteConfig | null;
  logLevel: LogLevel;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** An unset or empty variable means "use the default", as a shell user expects. */
const unsetIsDefault = (value: unknown) => (value === '' ? undefined : value);

const positiveWhole = (fallback: number) =>
  z.preprocess(
    unsetIsDefault,
    z
      .string()
      .regex(/^[1-9][0-9]*$/, 'must be a positive whole number')
      .transform(Number)
      .optional()
      .transform((value) => value ?? fallback),
  );

const flag = z.preprocess(unsetIsDefault, z.enum(['1', 'true', '0', 'false'], { error: 'must be 1, true, 0 or false' }).optional()).transform((value) => value === '1' || value === 'true');
const optionalText = z.preprocess(unsetIsDefault, z.string().optional());

const trustedProxies = z.preprocess(unsetIsDefault, z.string().optional()).transform((value, context) => {
  const parsed = parseTrustedProxies(value ?? '');
  if (typeof parsed !== 'string') return parsed;
  context.addIssue({ code: 'custom', message: parsed });
  return z.NEVER;
});

/** Every environment variable the API reads, with its default; anything else in the environment is ignored. */
const environmentSchema = z.object({
  HOST: z.preprocess(unsetIsDefault, z.string().default('127.0.0.1')),
  PORT: positiveWhole(8080),
  DATA_DIR: optionalText,
  UPLOADS_DIR: optionalText,
  SQLITE_FILE: optionalText,
  DATABASE_URL: z.preprocess(unsetIsDefault, z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional()),
  JWT_SECRET: z.preprocess(unsetIsDefault, z.string().min(32, 'must be at least 32 characters').optional()),
  TOKEN_TTL_SECONDS: positiveWhole(8 * 60 * 60),
  LOGIN_ATTEMPT_LIMIT: positiveWhole(5),
  LOGIN_WINDOW_MS: positiveWhole(15 * 60 * 1000),
  RATE_LIMIT_PER_MINUTE: positiveWhole(1000),
  HEADERS_TIMEOUT_MS: positiveWhole(10_000),
  REQUEST_TIMEOUT_MS: positiveWhole(30_000),
  KEEP_ALIVE_TIMEOUT_MS: positiveWhole(5_000),
  MAX_CONNECTIONS_PER_ADDRESS: positiveWhole(50),
  SHUTDOWN_TIMEOUT_MS: positiveWhole(10_000),
  TRUST_PROXY: trustedProxies,
  SERVE_STATIC: flag,
  REMOTES_CONFIG: optionalText,
  LOG_LEVEL: z.preprocess(unsetIsDefault, z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info')),
  INIT_CWD: optionalText,
});

type Environment = z.infer<typeof environmentSchema>;

const SECRET_VARIABLES = new Set(['JWT_SECRET', 'DATABASE_URL']);

/** The settings could not be used; the message names every variable that is wrong and why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseEnvironment(env: NodeJS.ProcessEnv): Environment {
  const parsed = environmentSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    // A secret or a URL with a password never reaches the terminal or a log.
    const shown = SECRET_VARIABLES.has(name) ? 'value hidden' : `got "${String(env[name])}"`;
    return `${name} ${issue.message} (${shown})`;
  });
  throw new ConfigError(`Invalid settings: ${problems.join('; ')}`);
}

export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnvironment(rawEnv);
  // `npm run <script> -w api` runs in api/; a relative path typed by the user means the folder they
  // typed it in, which npm passes as INIT_CWD.
  const userPath = (value: string): string => path.resolve(env.INIT_CWD ?? process.cwd(), value);
  const dataDir = env.DATA_DIR ? userPath(env.DATA_DIR) : path.join(REPO_ROOT, 'data');
  ensurePrivateFolder(dataDir);
  const database: DatabaseConfig = env.DATABASE_URL
    ? { dialect: 'postgres', url: env.DATABASE_URL }
    : { dialect: 'sqlite', file: env.SQLITE_FILE ? userPath(env.SQLITE_FILE) : path.join(dataDir, 'nail-or-never.sqlite') };
  return {
    host: env.HOST,
    port: env.PORT,
    dataDir,
    uploadsDir: env.UPLOADS_DIR ? userPath(env.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    database,
    jwtSecret: env.JWT_SECRET ? { from: 'environment', secret: new TextEncoder().encode(env.JWT_SECRET) } : { from: 'generated' },
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    loginAttemptLimit: env.LOGIN_ATTEMPT_LIMIT,
    loginWindowMs: env.LOGIN_WINDOW_MS,
    requestsPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    connections: {
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    periodicWork: { orphanSweepEveryMs: 24 * 60 * 60 * 1000, expiredRowPurgeEveryMs: 60 * 60 * 1000 },
    staticSite: env.SERVE_STATIC
      ? {
          hostDir: path.join(REPO_ROOT, 'host', 'dist'),
          // Every remote of the remotes table, each from its own production build.
          remoteDirs: Object.fromEntries(remoteTable.remotes.map((remote) => [remote.name, path.join(REPO_ROOT, 'remotes', remote.name, 'dist')])),
          remotesConfigFile: env.REMOTES_CONFIG ? userPath(env.REMOTES_CONFIG) : null,
        }
      : null,
    logLevel: env.LOG_LEVEL,
  };
}
