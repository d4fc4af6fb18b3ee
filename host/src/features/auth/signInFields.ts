import type { RegisterOptions } from 'react-hook-form';
import { OTP_PATTERN, SIGN_IN_LIMITS, SIGN_IN_MESSAGES } from '@nail-or-never/shared';

export interface CredentialsValues {
  username: string;
  password: string;
}

export interface OtpValues {
  otp: string;
}

export const OTP_LENGTH = SIGN_IN_LIMITS.otpLength;

const hasText = (message: string) => (value: string) => value.trim() !== '' || message;

/**
 * react-hook-form's own rules, built from the sign-in rules the API enforces. A schema library
 * would be a third of the sign-in page's weight for three checks.
 */
export const credentialRules = {
  username: {
    validate: hasText(SIGN_IN_MESSAGES.usernameRequired),
    maxLength: { value: SIGN_IN_LIMITS.usernameMaxLength, message: SIGN_IN_MESSAGES.usernameTooLong },
  },
  password: {
    required: SIGN_IN_MESSAGES.passwordRequired,
    maxLength: { value: SIGN_IN_LIMITS.passwordMaxLength, message: SIGN_IN_MESSAGES.passwordTooLong },
  },
} satisfies { [Field in keyof CredentialsValues]: RegisterOptions<CredentialsValues, Field> };

export const otpRules = {
  validate: (value: string) => OTP_PATTERN.test(value.trim()) || SIGN_IN_MESSAGES.otpFormat,
} satisfies RegisterOptions<OtpValues, 'otp'>;

/** What the API receives: the same trimming its schemas apply, so what was checked is what is sent. */
export const toCredentials = ({ username, password }: CredentialsValues): CredentialsValues => ({ username: username.trim(), password });
