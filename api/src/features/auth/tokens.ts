import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { AuthFailureMessage } from '../../http/httpErrors';

export interface IssuedToken {
  token: string;
  tokenId: string;
  expiresAt: string;
}

export interface TokenClaims {
  userId: number;
  tokenId: string;
  issuedAtMs: number;
  expiresAt: string;
}

/** Why a token was refused, in the words the admin reacts to (spec §4). */
export class TokenRejected extends Error {
  constructor(readonly reason: Exclude<AuthFailureMessage, 'Unauthorized'>) {
    super(reason);
    this.name = 'TokenRejected';
  }
}

const ALGORITHM = 'HS256';

export async function issueToken(secret: Uint8Array, userId: number, ttlSeconds: number, now = Date.now()): Promise<IssuedToken> {
  const issuedAt = Math.floor(now / 1000);
  const expiresAtSeconds = issuedAt + ttlSeconds;
  const tokenId = randomUUID();
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(tokenId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .sign(secret);
  return { token, tokenId, expiresAt: new Date(expiresAtSeconds * 1000).toISOString() };
}

/** Checks signature, algorithm and expiry; says nothing yet about revocation or the user. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims> {
  let payload;
  try {
    // Pinning the algorithm refuses `alg: none` and any attempt to switch to another key type.
    ({ payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] }));
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    throw new TokenRejected(code === 'ERR_JWT_EXPIRED' ? 'Token expired' : 'Invalid token');
  }
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || typeof payload.jti !== 'string' || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') {
    throw new TokenRejected('Invalid token');
  }
  return { userId, tokenId: payload.jti, issuedAtMs: payload.iat * 1000, expiresAt: new Date(payload.exp * 1000).toISOString() };
}
