import { randomBytes } from 'node:crypto';

/**
 * Usernames and passwords unique per test: failed sign-ins are rate-limited per username and a
 * one-time code cannot be used twice, so tests must never share an account they sign in with.
 */
export function uniqueUsername(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

export function uniquePassword(): string {
  return `Pw-${randomBytes(12).toString('base64url')}`;
}
