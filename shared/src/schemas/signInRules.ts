/**
 * The sign-in rules, as plain values: the API builds its zod schemas from them and the login form
 * its react-hook-form rules, so both say the same thing while the sign-in page loads no zod at all
 * (the first page an administrator sees should be the lightest).
 */
export const SIGN_IN_LIMITS = {
  usernameMaxLength: 64,
  passwordMaxLength: 256,
  otpLength: 6,
} as const;

/** Exactly six digits: what authenticator apps show. */
export const OTP_PATTERN = /^\d{6}$/;

export const SIGN_IN_MESSAGES = {
  usernameRequired: 'Enter your username.',
  usernameTooLong: `The username is at most ${SIGN_IN_LIMITS.usernameMaxLength} characters.`,
  usernameControl: 'The username must not contain control characters.',
  passwordRequired: 'Enter your password.',
  passwordTooLong: `The password is at most ${SIGN_IN_LIMITS.passwordMaxLength} characters.`,
  otpFormat: `Enter the ${SIGN_IN_LIMITS.otpLength}-digit code from your authenticator app.`,
} as const;
