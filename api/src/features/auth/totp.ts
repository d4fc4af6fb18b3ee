import { Secret, TOTP } from 'otpauth';

/** Shown by authenticator apps above the code. */
export const OTP_ISSUER = 'Nail Or Never Admin';
const PERIOD_SECONDS = 30;

function totpFor(secretBase32: string, username: string): TOTP {
  // SHA1, 6 digits, 30 s: RFC 6238's defaults, the only combination every authenticator app supports.
  return new TOTP({ issuer: OTP_ISSUER, label: username, secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });
}

/** A fresh 160-bit secret (RFC 4226's recommended size), Base32 as authenticator apps expect. */
export function generateOtpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an authenticator app imports (usually as a QR code). */
export function otpauthUri(secretBase32: string, username: string): string {
  return totpFor(secretBase32, username).toString();
}

/** The code for a moment in time; used by tests and by nothing that serves requests. */
export function otpCodeAt(secretBase32: string, timestampMs: number): string {
  return totpFor(secretBase32, 'code').generate({ timestamp: timestampMs });
}

/**
 * The time step a code belongs to, or null when it matches none. One step either side is accepted
 * because phone clocks drift; the caller must still refuse a step that was already used.
 */
export function matchOtpTimeStep(secretBase32: string, code: string, timestampMs: number): number | null {
  const delta = totpFor(secretBase32, 'code').validate({ token: code, timestamp: timestampMs, window: 1 });
  if (delta === null) return null;
  return Math.floor(timestampMs / 1000 / PERIOD_SECONDS) + delta;
}
