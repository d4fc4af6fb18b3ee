import { z } from 'zod';

export const credentialsSchema = z.object({
  username: z.string().trim().min(1, 'Enter your username.').max(100, 'A username has at most 100 characters.'),
  password: z.string().min(1, 'Enter your password.').max(200, 'A password has at most 200 characters.'),
});
export type CredentialsValues = z.infer<typeof credentialsSchema>;

export const OTP_LENGTH = 6;

export const otpSchema = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, `Enter the ${OTP_LENGTH}-digit code from your authenticator app.`),
});
export type OtpValues = z.infer<typeof otpSchema>;
