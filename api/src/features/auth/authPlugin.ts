import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../http/httpErrors';
import { TokenRejected, verifyToken } from './tokens';
import { findSessionHolder, pendingStepOf } from './userRepository';

/** `Authorization: JWT <token>` (spec §6); the scheme is matched case-insensitively as HTTP says. */
const AUTH_HEADER = /^JWT\s+(\S+)\s*$/i;

async function authenticateRequest(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const match = AUTH_HEADER.exec(request.headers.authorization ?? '');
  const token = match?.[1];
  if (!token) throw unauthorized('Unauthorized');

  let claims;
  try {
    claims = await verifyToken(app.jwtSecret, token, app.config.tokenTtlSeconds);
  } catch (error) {
    if (error instanceof TokenRejected) throw unauthorized(error.reason);
    throw error;
  }

  const user = await findSessionHolder(app.db, claims.userId, claims.tokenId);
  // A deleted or deactivated user, a signed-out token and a token from before the last password/OTP
  // change (another session version) all look alike to the client: the session is over.
  if (!user || !user.active || user.tokenRevoked || claims.sessionVersion !== user.sessionVersion) throw unauthorized('Invalid token');

  request.user = {
    id: user.id,
    username: user.username,
    name: user.name,
    role: user.role,
    otpEnabled: user.otpEnabled,
    otpRequired: user.otpRequired,
    pendingStep: pendingStepOf(user),
    tokenId: claims.tokenId,
    tokenExpiresAt: claims.expiresAt,
  };
}

/**
 * Decorates `app.authenticate`, an onRequest hook for protected scopes. Wrapped with fastify-plugin
 * so the decorator is visible to the scope that registers it.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorate('authenticate', (request: FastifyRequest) => authenticateRequest(app, request));
  },
  { name: 'auth', fastify: '5.x' },
);
