import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/httpErrors';
import { clearFailures, releaseAttempt, reserveAttempt, type ThrottleRules, type ThrottleSubject } from './loginThrottle';
import { verifyAgainstDummyHash, verifyPassword } from './passwords';
import { issueToken, type IssuedToken } from './tokens';
import { matchOtpTimeStep } from './totp';
import type { PendingStep, Role } from '@nail-or-never/shared/schemas';
import { claimOtpTimeStep, findUserByUsername, pendingStepOf, type User } from './userRepository';
import { recordSession } from './userSessions';

/** The same words for an unknown user and a wrong password, so neither tells which usernames exist. */
export const WRONG_CREDENTIALS = 'Incorrect username or password.';
export const WRONG_CODE = 'That code is not valid. Check your authenticator app and try again.';
export const USED_CODE = 'That code is not valid: it was already used. Wait for the next code and try again.';
export const OTP_NOT_ENABLED = 'One-time codes are not turned on for this account. Sign in with your username and password only.';
export const ACCOUNT_INACTIVE = 'This account is deactivated. Ask the salon owner to reactivate it.';

export interface Credentials {
  username: string;
  password: string;
}

export interface Session extends IssuedToken {
  user: { id: number; username: string; name: string; role: Role; pendingStep: PendingStep | null };
}

export type LoginOutcome = { kind: 'session'; session: Session } | { kind: 'otpRequired' };

function rulesOf(app: FastifyInstance): ThrottleRules {
  return { limit: app.config.loginAttemptLimit, windowMs: app.config.loginWindowMs };
}

/**
 * Checks username and password under the failed-attempt limit. The attempt is counted (reserved)
 * before the argon2 verification starts, so a burst of concurrent guesses cannot slip past the limit
 * while the first ones are still hashing; a success gives the reservation back in `openSession`.
 */
async function checkCredentials(app: FastifyInstance, credentials: Credentials, subject: ThrottleSubject): Promise<User> {
  await reserveAttempt(app.db, subject, rulesOf(app));
  const user = await findUserByUsername(app.db, credentials.username);
  const passwordOk = user ? await verifyPassword(user.passwordHash, credentials.password) : await verifyAgainstDummyHash(credentials.password);
  if (!user || !passwordOk) throw new HttpError(401, WRONG_CREDENTIALS);
  // Said only after the right password, so it tells nothing to someone guessing.
  if (!user.active) throw new HttpError(401, ACCOUNT_INACTIVE);
  return user;
}

/** A token for `user` in this browser, listed among their sessions. */
export async function startSession(app: FastifyInstance, user: User, userAgent: string): Promise<Session> {
  const issued = await issueToken(app.jwtSecret, user, app.config.tokenTtlSeconds);
  await recordSession(app.db, { tokenId: issued.tokenId, userId: user.id, expiresAt: issued.expiresAt, userAgent });
  return { ...issued, user: { id: user.id, username: user.username, name: user.name, role: user.role, pendingStep: pendingStepOf(user) } };
}

async function openSession(app: FastifyInstance, user: User, subject: ThrottleSubject, userAgent: string): Promise<Session> {
  await releaseAttempt(app.db, subject, rulesOf(app));
  await clearFailures(app.db, subject, rulesOf(app));
  return startSession(app, user, userAgent);
}

export async function logIn(app: FastifyInstance, credentials: Credentials, address: string, userAgent = ''): Promise<LoginOutcome> {
  const subject = { username: credentials.username, address };
  const user = await checkCredentials(app, credentials, subject);
  // The password was right, but the session waits for the code: this attempt was no failure, yet
  // earlier failures stay counted until the code is right too.
  if (user.otpEnabled) {
    await releaseAttempt(app.db, subject, rulesOf(app));
    return { kind: 'otpRequired' };
  }
  return { kind: 'session', session: await openSession(app, user, subject, userAgent) };
}

export async function logInWithOtp(app: FastifyInstance, credentials: Credentials & { otp: string }, address: string, userAgent = ''): Promise<Session> {
  const subject = { username: credentials.username, address };
  const user = await checkCredentials(app, credentials, subject);
  if (!user.otpEnabled || !user.otpSecret) throw new HttpError(400, OTP_NOT_ENABLED);

  const timeStep = matchOtpTimeStep(user.otpSecret, credentials.otp, Date.now());
  // Six digits are guessable without a limit: the attempt reserved for the password also covers the
  // code, so a wrong code stays counted like a wrong password.
  if (timeStep === null) throw new HttpError(401, WRONG_CODE);
  if (!(await claimOtpTimeStep(app.db, user.id, timeStep))) throw new HttpError(401, USED_CODE);
  return openSession(app, user, subject, userAgent);
}
