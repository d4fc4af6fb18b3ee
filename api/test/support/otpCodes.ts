import { otpCodeAt } from '../../src/features/auth/totp';

export const OTP_STEP_MS = 30_000;

/** `count` different 6-digit codes that are valid in none of the steps accepted around now. */
export function codesValidNowhere(secret: string, count = 1): string[] {
  const now = Date.now();
  const valid = new Set([-2, -1, 0, 1, 2].map((step) => otpCodeAt(secret, now + step * OTP_STEP_MS)));
  const codes: string[] = [];
  for (let n = 0; codes.length < count; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) codes.push(candidate);
  }
  return codes;
}
