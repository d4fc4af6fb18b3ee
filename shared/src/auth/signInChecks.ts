import { OTP_PATTERN, SIGN_IN_LIMITS, SIGN_IN_MESSAGES } from '../schemas/signInRules';

export interface CredentialsValues {
  username: string;
  password: string;
}

export interface OtpValues {
  otp: string;
}

/** A field's message, or undefined when the value passes. */
export type FieldCheck = (value: string) => string | undefined;

/**
 * The sign-in rules the API enforces, as plain checks: three rules do not need a form library or a
 * schema library on the lightest page of the admin. The host's sign-in page and a remote's
 * standalone sign-in both check with these, so the two never disagree about what may be sent.
 */
export const credentialChecks: { [Field in keyof CredentialsValues]: FieldCheck } = {
  username: (value) => {
    if (value.trim() === '') return SIGN_IN_MESSAGES.usernameRequired;
    if (value.length > SIGN_IN_LIMITS.usernameMaxLength) return SIGN_IN_MESSAGES.usernameTooLong;
    return undefined;
  },
  password: (value) => {
    if (value === '') return SIGN_IN_MESSAGES.passwordRequired;
    if (value.length > SIGN_IN_LIMITS.passwordMaxLength) return SIGN_IN_MESSAGES.passwordTooLong;
    return undefined;
  },
};

export const otpChecks: { [Field in keyof OtpValues]: FieldCheck } = {
  otp: (value) => (OTP_PATTERN.test(value.trim()) ? undefined : SIGN_IN_MESSAGES.otpFormat),
};

/** What the API receives: the same trimming its schemas apply, so what was checked is what is sent. */
export const toCredentials = ({ username, password }: CredentialsValues): CredentialsValues => ({ username: username.trim(), password });
