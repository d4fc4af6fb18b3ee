import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { AuthFailureMessage } from '../../http/httpErrors';

export interface IssuedToken {
  token: string;
  tokenId: string;
  expiresAt: string;
}

export interface TokenClaims {
  userId: number;
  sessionVersion: number;
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
/** Clocks of several instances differ a little; an `iat` further ahead than this is forged or broken. */
const CLOCK_SKEW_SECONDS = 5;

const signingKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/**
 * The secret as a Web Crypto key, imported once per secret. Given raw bytes (or a Node key object)
 * jose imports a key on every call, which was a tenth of an authenticated request's server time.
 */
function signingKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = signingKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    signingKeys.set(secret, key);
  }
  return key;
}

/** Whom a token is for: the administrator and their current session version. */
export interface TokenSubject {
  id: number;
  sessionVersion: number;
}

export async function issueToken(secret: Uint8Array, subject: TokenSubject, ttlSeconds: number, now = Date.now()): Promise<IssuedToken> {
  const issuedAt = Math.floor(now / 1000);
  const expiresAtSeconds = issuedAt + ttlSeconds;
  const tokenId = randomUUID();
  const token = await new SignJWT({ sv: subject.sessionVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(subject.id))
    .setJti(tokenId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .sign(await signingKey(secret));
  return { token, tokenId, expiresAt: new Date(expiresAtSeconds * 1000).toISOString() };
}

/** How many verified tokens each secret remembers: far more than a salon has signed-in browsers. */
export const VERIFIED_TOKENS_KEPT = 500;

interface VerifiedToken {
  claims: TokenClaims;
  issuedAtSeconds: number;
  expiresAtSeconds: number;
}

/**
 * Tokens whose signature and claims were already checked, per secret, by their exact text. The
 * signature check (decode, HMAC through Web Crypto, claims) was a fifth of an authenticated call's
 * CPU, and a browser sends the same token with every call. Only what cannot change is remembered:
 * expiry is checked on every call, and revocation and the session version are read from the
 * database on every call by the caller, as before.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, VerifiedToken>>();

function rememberVerified(secret: Uint8Array, token: string, verified: VerifiedToken): void {
  let tokens = verifiedTokens.get(secret);
  if (!tokens) {
    tokens = new Map();
    verifiedTokens.set(secret, tokens);
  }
  // A Map keeps insertion order: the first key is the oldest one.
  if (tokens.size >= VERIFIED_TOKENS_KEPT) tokens.delete(tokens.keys().next().value ?? '');
  tokens.set(token, verified);
}

/**
 * Checks signature, algorithm, expiry, an `iat` not in the future and a lifetime no longer than
 * `maxTtlSeconds`; says nothing yet about revocation or the user.
 */
export async function verifyToken(secret: Uint8Array, token: string, maxTtlSeconds: number, now = Date.now()): Promise<TokenClaims> {
  let verified = verifiedTokens.get(secret)?.get(token);
  if (!verified) {
    verified = await verifySignature(secret, token);
    rememberVerified(secret, token, verified);
  }
  checkLifetime(verified, maxTtlSeconds, now);
  return verified.claims;
}

/** What depends on the time: checked on every call, a remembered token included. */
function checkLifetime({ issuedAtSeconds, expiresAtSeconds }: VerifiedToken, maxTtlSeconds: number, now: number): void {
  if (expiresAtSeconds <= now / 1000) throw new TokenRejected('Token expired');
  if (issuedAtSeconds > now / 1000 + CLOCK_SKEW_SECONDS || expiresAtSeconds - issuedAtSeconds > maxTtlSeconds) throw new TokenRejected('Invalid token');
}

/** Signature, algorithm and the claims' shape: what a token's text alone decides. */
async function verifySignature(secret: Uint8Array, token: string): Promise<VerifiedToken> {
  let payload;
  try {
    // Pinning the algorithm refuses `alg: none` and any attempt to switch to another key type.
    ({ payload } = await jwtVerify(token, await signingKey(secret), { algorithms: [ALGORITHM] }));
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    throw new TokenRejected(code === 'ERR_JWT_EXPIRED' ? 'Token expired' : 'Invalid token');
  }
  const userId = Number(payload.sub);
  const { jti, iat, exp, sv } = payload;
  if (!Number.isSafeInteger(userId) || typeof jti !== 'string' || typeof iat !== 'number' || typeof exp !== 'number' || typeof sv !== 'number') {
    throw new TokenRejected('Invalid token');
  }
  const claims = Object.freeze({ userId, sessionVersion: sv, tokenId: jti, issuedAtMs: iat * 1000, expiresAt: new Date(exp * 1000).toISOString() });
  return { claims, issuedAtSeconds: iat, expiresAtSeconds: exp };
}
