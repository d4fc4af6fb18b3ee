import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// `Algorithm` is a const enum, which isolated-module transpilers cannot inline: spell Argon2id's value.
const ARGON2ID: Algorithm = 2;
/** OWASP's argon2id baseline (19 MiB, 2 passes): memory-hard against GPU guessing. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be parsed: both mean "not signed in". */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a throw-away hash with the same parameters, so an unknown username costs
 * as much time as a wrong password and the response time does not tell which usernames exist.
 */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** 20 characters from a 57-letter alphabet without look-alikes (0/O, 1/l/I): about 116 bits. */
export function generatePassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(length * 2);
  let password = '';
  for (let index = 0; password.length < length; index += 1) {
    const byte = bytes[index % bytes.length] ?? 0;
    // Rejection sampling keeps every letter equally likely.
    if (byte < 256 - (256 % alphabet.length)) password += alphabet[byte % alphabet.length];
    if (index === bytes.length - 1) bytes.set(randomBytes(bytes.length));
  }
  return password;
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}
