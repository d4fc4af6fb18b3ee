import { OTP_PATTERN, PENDING_STEPS, SIGN_IN_LIMITS, SIGN_IN_MESSAGES, currentUserSchema, roleSchema } from '@nail-or-never/shared/schemas';
import { z } from 'zod';

/**
 * Sign-in bodies, from the rules the login form shares. Lengths are generous and say nothing about
 * the password policy: sign-in only checks that something was typed; `administrators.ts` holds the
 * rules for new passwords.
 */
const { usernameMaxLength, passwordMaxLength } = SIGN_IN_LIMITS;
// No stored username holds a control character, and PostgreSQL refuses NUL in text outright, so such
// a name is answered as bad input before it reaches a query.
const CONTROL_CHARACTER = /\p{Cc}/u;
const username = z
  .string({ error: SIGN_IN_MESSAGES.usernameRequired })
  .refine((text) => !CONTROL_CHARACTER.test(text), { message: SIGN_IN_MESSAGES.usernameControl, abort: true })
  .trim()
  .min(1, SIGN_IN_MESSAGES.usernameRequired)
  .max(usernameMaxLength, SIGN_IN_MESSAGES.usernameTooLong);
const password = z
  .string({ error: SIGN_IN_MESSAGES.passwordRequired })
  .min(1, SIGN_IN_MESSAGES.passwordRequired)
  .max(passwordMaxLength, SIGN_IN_MESSAGES.passwordTooLong);
const otp = z.string({ error: SIGN_IN_MESSAGES.otpFormat }).trim().regex(OTP_PATTERN, SIGN_IN_MESSAGES.otpFormat);

const bodyError = { error: 'Send a JSON body with your username and password.' };

export const loginBodySchema = z.object({ username, password }, bodyError);
export const otpBodySchema = z.object({ username, password, otp }, bodyError);

/** `pendingStep`: what the person must do first (`changePassword`, `enrolOtp`); null when nothing. */
const publicUser = z.object({ id: z.number().int(), username: z.string(), name: z.string(), role: roleSchema, pendingStep: z.enum(PENDING_STEPS).nullable() });

export const sessionResponseSchema = z.object({
  data: z.object({ token: z.string(), expiresAt: z.string(), user: publicUser }),
});

export const loginResponseSchema = z.union([sessionResponseSchema, z.object({ data: z.object({ otpRequired: z.literal(true) }) })]);

export const logoutResponseSchema = z.object({ data: z.object({ loggedOut: z.literal(true) }) });

export const meResponseSchema = z.object({ data: currentUserSchema });

export const errorResponseSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

export type LoginBody = z.infer<typeof loginBodySchema>;
export type OtpBody = z.infer<typeof otpBodySchema>;
