import { Secret, TOTP } from 'otpauth';

/** The current RFC 6238 code for a base32 secret, as an authenticator app would show it. */
export function totp(secretBase32: string): string {
  return new TOTP({ secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/** A six-digit code that is certainly not the current one (nor the neighbouring windows'). */
export function wrongTotp(secretBase32: string): string {
  const nearby = new Set(
    [-1, 0, 1].map((offset) =>
      new TOTP({ secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
        timestamp: Date.now() + offset * 30_000,
      }),
    ),
  );
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!nearby.has(code)) return code;
  }
}
