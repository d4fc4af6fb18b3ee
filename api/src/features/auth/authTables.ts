import type { Generated } from 'kysely';

/** One administrator. Booleans are 0/1 and timestamps ISO-8601 strings (see `db/schema.ts`). */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** argon2id PHC string; the parameters travel inside it. */
  passwordHash: string;
  /** Base32 TOTP secret; kept while OTP is off so a reset is explicit. */
  otpSecret: string | null;
  otpEnabled: number;
  /** Last accepted TOTP time step (unix time / 30 s): a code at or before it is a replay. */
  otpLastTimeStep: number | null;
  /** When the password or OTP last changed (kept for the record; `sessionVersion` does the refusing). */
  sessionsValidFrom: string;
  /** Raised by every password or OTP change; a token carrying another version is refused. */
  sessionVersion: Generated<number>;
  createdAt: string;
  updatedAt: string;
  /** owner | manager | reception (`Role`); text in the database, checked on the way in. */
  role: Generated<string>;
  name: Generated<string>;
  mustChangePassword: Generated<number>;
  active: Generated<number>;
  otpRequired: Generated<number>;
  /** A secret shown for enrolment, waiting for its first code; becomes `otpSecret` on confirmation. */
  otpPendingSecret: string | null;
  employeeId: number | null;
}

/** One signed-in browser, keyed by its token's id (jti). */
export interface UserSessionsTable {
  id: string;
  userId: number;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** One recorded write (features/history). `before`/`after` are JSON texts without secrets. */
export interface HistoryTable {
  id: Generated<number>;
  at: string;
  userId: number | null;
  userName: string;
  section: string;
  resource: string;
  recordId: string;
  action: string;
  summary: string;
  before: string | null;
  after: string | null;
}

/** Signed-out tokens, until they would have expired anyway; then they can be purged. */
export interface RevokedTokensTable {
  jti: string;
  expiresAt: string;
  revokedAt: string;
}

/**
 * Failed sign-ins per key (`user:<name>` or `address:<ip>`), in the database rather than in memory
 * so every API instance behind a load balancer sees the same counts.
 */
export interface LoginFailuresTable {
  key: string;
  failures: number;
  windowEndsAt: string;
}

export interface AuthTables {
  users: UsersTable;
  revokedTokens: RevokedTokensTable;
  loginFailures: LoginFailuresTable;
  userSessions: UserSessionsTable;
  history: HistoryTable;
}
