import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/httpErrors';
import { clearFailures, releaseAttempt, reserveAttempt, type ThrottleRules, type ThrottleSubject } from './loginThrottle';
import { verifyAgainstDummyHash, verifyPassword } from './passwords';
import { issueToken, type IssuedToken } from './tokens';
import { matchOtpTimeStep } from './totp';
import { claimOtpTimeStep, findUserByUsername, type User } from './userRepository';

/** The same words for an unknown user and a wrong password, so neither tells which usernames exist. */
export const WRONG_CREDENTIALS = 'Incorrect username or password.';
export const WRONG_CODE = 'That code is not valid. Check your authenticator app and try again.';
export const USED_CODE = 'That code is not valid: it was already used. Wait for the next code and try again.';
export const OTP_NOT_ENABLED = 'One-time codes are not turned on for this account. Sign in with your username and password only.';

export interface Credentials {
  username: string;
  password: string;
}

export interface Session extends IssuedToken {
  user: { id: number; username: string };
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
  return user;
}

async function openSession(app: FastifyInstance, user: User, subject: ThrottleSubject): Promise<Session> {
  await releaseAttempt(app.db, subject, rulesOf(app));
  await clearFailures(app.db, subject, rulesOf(app));
  const issued = await issueToken(app.jwtSecret, user, app.config.tokenTtlSeconds);
  return { ...issued, user: { id: user.id, username: user.username } };
}

export async function logIn(app: FastifyInstance, credentials: Credentials, address: string): Promise<LoginOutcome> {
  const subject = { username: credentials.username, address };
  const user = await checkCredentials(app, credentials, subject);
  // The password was right, but the session waits for the code: this attempt was no failure, yet
  // earlier failures stay counted until the code is right too.
  if (user.otpEnabled) {
    await releaseAttempt(app.db, subject, rulesOf(app));
    return { kind: 'otpRequired' };
  }
  return { kind: 'session', session: await openSession(app, user, subject) };
}

export async function logInWithOtp(app: FastifyInstance, credentials: Credentials & { otp: string }, address: string): Promise<Session> {
  const subject = { username: credentials.username, address };
  const user = await checkCredentials(app, credentials, subject);
  if (!user.otpEnabled || !user.otpSecret) throw new HttpError(400, OTP_NOT_ENABLED);

  const timeStep = matchOtpTimeStep(user.otpSecret, credentials.otp, Date.now());
  // Six digits are guessable without a limit: the attempt reserved for the password also covers the
  // code, so a wrong code stays counted like a wrong password.
  if (timeStep === null) throw new HttpError(401, WRONG_CODE);
  if (!(await claimOtpTimeStep(app.db, user.id, timeStep))) throw new HttpError(401, USED_CODE);
  return openSession(app, user, subject);
}
