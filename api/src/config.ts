import path from 'node:path';
import remoteTable from '@nail-or-never/shared/remotes.json';
import { z } from 'zod';
import { parseTrustedProxies, type ProxyRange } from './http/trustedProxies';
import { ensurePrivateFolder } from './storage/privateFiles';
import { parseStorageUrl, type StorageSettings } from './storage/storageSettings';

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
  /** The local folder for uploads (`storage.kind === 'local'`); also where a local backend writes. */
  uploadsDir: string;
  /** Where pictures are kept: the local uploads folder, or an S3-compatible bucket shared by every instance. */
  storage: StorageSettings;
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
  metrics: MetricsConfig;
  /** The e-mail outbox and its worker (`ops/outbox/`). */
  mail: MailConfig;
  logLevel: LogLevel;
}

/** How booking e-mails leave (docs/deployment.md, "E-mail"). */
export interface MailConfig {
  /** SMTP_URL (`smtp://` or `smtps://`); null: each message is written to the log instead (state `logged`). */
  smtpUrl: string | null;
  /** MAIL_FROM, the sender address; null: the salon's own e-mail (contact details), else `no-reply@localhost`. */
  from: string | null;
  /** How often an idle worker looks for due messages; a booking change also wakes it at once. */
  pollEveryMs: number;
  /** Tries per message before it is marked `failed` (its last error kept). */
  maxAttempts: number;
  /** The wait after the first failed try; it doubles with each further one (capped at an hour). */
  retryBaseMs: number;
  /** How long a claimed message stays a worker's; after that another instance may take it over. */
  leaseMs: number;
  /** Messages one claim takes. */
  batchSize: number;
  /** The clock (epoch ms) messages are queued and sent by: tests move it to make reminders due. */
  now: () => number;
}

/**
 * Where Prometheus may read `/metrics`; both null: nowhere (the default, as the figures tell an
 * outsider the routes and the load). `port`: a listener of its own, for a network only the scraper
 * reaches; `token`: on the API's port behind `Authorization: Bearer <token>`.
 */
export interface MetricsConfig {
  port: number | null;
  token: string | null;
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

/** Why an SMTP_URL cannot be used, or null when it can: `smtp://` or `smtps://`, a host, an optional port. */
function smtpUrlProblem(value: string): string | null {
  const usage = 'must be an smtp:// or smtps:// URL, like smtp://user:password@mail.example.com:587';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return usage;
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return usage;
  if (url.hostname === '') return `${usage} (the host is missing)`;
  return null;
}

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
  METRICS_PORT: z.preprocess(unsetIsDefault, z.string().regex(/^[1-9][0-9]*$/, 'must be a port number').transform(Number).refine((port) => port <= 65535, 'must be a port number (1-65535)').optional()),
  METRICS_TOKEN: z.preprocess(unsetIsDefault, z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.preprocess(unsetIsDefault, z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info')),
  INIT_CWD: optionalText,
  STORAGE_URL: z.preprocess(unsetIsDefault, z.string().optional()).transform((value, context) => {
    if (value === undefined) return null;
    const parsed = parseStorageUrl(value);
    if (typeof parsed !== 'string') return parsed;
    context.addIssue({ code: 'custom', message: parsed });
    return z.NEVER;
  }),
  S3_ENDPOINT: z.preprocess(unsetIsDefault, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  S3_FORCE_PATH_STYLE: flag,
  SMTP_URL: z.preprocess(unsetIsDefault, z.string().optional()).transform((value, context) => {
    if (value === undefined) return null;
    const problem = smtpUrlProblem(value);
    if (problem === null) return value;
    context.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }),
  MAIL_FROM: z.preprocess(unsetIsDefault, z.email({ error: 'must be an e-mail address, like bookings@example.com' }).optional()),
  AWS_REGION: optionalText,
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
});

type Environment = z.infer<typeof environmentSchema>;

const SECRET_VARIABLES = new Set(['JWT_SECRET', 'DATABASE_URL', 'AWS_SECRET_ACCESS_KEY', 'METRICS_TOKEN', 'SMTP_URL']);

/** What an S3 bucket needs besides its URL; the SDK would otherwise fail on the first upload, not at start. */
const S3_REQUIRED = ['AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;

/** The settings could not be used; the message names every variable that is wrong and why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const checkedEnvironment = environmentSchema.superRefine((env, context) => {
  if (env.STORAGE_URL === null) return;
  for (const name of S3_REQUIRED) {
    if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'must be set when STORAGE_URL names an S3 bucket' });
  }
});

function parseEnvironment(env: NodeJS.ProcessEnv): Environment {
  const parsed = checkedEnvironment.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    // A secret or a URL with a password never reaches the terminal or a log.
    const shown = env[name] === undefined || env[name] === '' ? 'not set' : SECRET_VARIABLES.has(name) ? 'value hidden' : `got "${env[name]}"`;
    return `${name} ${issue.message} (${shown})`;
  });
  throw new ConfigError(`Invalid settings: ${problems.join('; ')}`);
}

function storageSettings(env: Environment): StorageSettings {
  const { STORAGE_URL: bucket, AWS_REGION: region, AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  // The schema refused S3 without its region and keys; this only narrows the types.
  if (bucket === null || !region || !accessKeyId || !secretAccessKey) return { kind: 'local' };
  return { kind: 's3', ...bucket, endpoint: env.S3_ENDPOINT ?? null, forcePathStyle: env.S3_FORCE_PATH_STYLE, region, accessKeyId, secretAccessKey };
}

export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnvironment(rawEnv);
  if (env.METRICS_PORT === env.PORT) {
    throw new ConfigError(`Invalid settings: METRICS_PORT must differ from PORT (both ${env.PORT}); metrics get a listener of their own.`);
  }
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
    storage: storageSettings(env),
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
    metrics: { port: env.METRICS_PORT ?? null, token: env.METRICS_TOKEN ?? null },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? null,
      pollEveryMs: 1000,
      maxAttempts: 6,
      retryBaseMs: 30_000,
      leaseMs: 2 * 60 * 1000,
      batchSize: 10,
      now: Date.now,
    },
    logLevel: env.LOG_LEVEL,
  };
}
