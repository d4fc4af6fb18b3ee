import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { SqlDialect } from './db/createDatabase';
import type { Database } from './db/schema';
import type { LiveHub } from './features/live/liveHub';
import type { PendingStep, Role } from '@nail-or-never/shared/schemas';

/** Who sent a request that passed `authenticate`, and which token they used (for sign-out). */
export interface SignedInUser {
  id: number;
  username: string;
  name: string;
  role: Role;
  otpEnabled: boolean;
  otpRequired: boolean;
  /** What the person must do before any other route answers (a temporary password, required codes). */
  pendingStep: PendingStep | null;
  tokenId: string;
  tokenExpiresAt: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    dialect: SqlDialect;
    /** The token-signing key every instance shares (see `features/auth/signingSecret.ts`). */
    jwtSecret: Uint8Array;
    /** onRequest hook: rejects with 401 Unauthorized / Token expired / Invalid token, else sets `request.user`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** The e-mail outbox: `nudge()` after a write that queued messages, so they leave within a second or two. */
    outbox: { nudge(): void };
    /** Live updates: the open event streams of this instance and where their events come from (features/live). */
    live: LiveHub;
  }
  interface FastifyRequest {
    /** The signed-in administrator; set by `authenticate` on protected routes. */
    user: SignedInUser;
  }
}
