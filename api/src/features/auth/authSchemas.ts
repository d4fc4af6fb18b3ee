import { z } from 'zod';

/**
 * Sign-in bodies. Lengths are generous and say nothing about the password policy: sign-in only
 * checks that something was typed; `administrators.ts` holds the rules for new passwords.
 */
const username = z.string({ error: 'Enter your username.' }).trim().min(1, 'Enter your username.').max(64, 'The username is at most 64 characters.');
const password = z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(256, 'The password is at most 256 characters.');
const otp = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');

const bodyError = { error: 'Send a JSON body with your username and password.' };

export const loginBodySchema = z.object({ username, password }, bodyError);
export const otpBodySchema = z.object({ username, password, otp }, bodyError);

const publicUser = z.object({ id: z.number().int(), username: z.string() });

export const sessionResponseSchema = z.object({
  data: z.object({ token: z.string(), expiresAt: z.string(), user: publicUser }),
});

export const loginResponseSchema = z.union([sessionResponseSchema, z.object({ data: z.object({ otpRequired: z.literal(true) }) })]);

export const logoutResponseSchema = z.object({ data: z.object({ loggedOut: z.literal(true) }) });

export const meResponseSchema = z.object({
  data: z.object({ id: z.number().int(), username: z.string(), otpEnabled: z.boolean() }),
});

export const errorResponseSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

export type LoginBody = z.infer<typeof loginBodySchema>;
export type OtpBody = z.infer<typeof otpBodySchema>;
