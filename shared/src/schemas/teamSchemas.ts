import { z } from 'zod';
import { idSchema, jsonIdSchema } from './catalogFields';
import { safeTextSchema } from './safeText';
import { OTP_PATTERN, SIGN_IN_LIMITS, SIGN_IN_MESSAGES } from './signInRules';
import { ROLES } from './roles';
import { PENDING_STEPS, TEAM_LIMITS, TEAM_MESSAGES } from './teamRules';

export const roleSchema = z.enum(ROLES, { error: 'The role is owner, manager or reception.' });

/**
 * The team (owner only) and "My account" (everyone): the bodies the API validates and the records it
 * answers with. Temporary passwords are shown once, in the answer that created them.
 */
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const teamNameSchema = safeTextSchema('name', 'line', TEAM_MESSAGES.nameRequired)
  .trim()
  .min(1, TEAM_MESSAGES.nameRequired)
  .max(TEAM_LIMITS.nameMaxLength, TEAM_MESSAGES.nameTooLong);

export const teamUsernameSchema = z
  .string({ error: TEAM_MESSAGES.usernameFormat })
  .trim()
  .min(TEAM_LIMITS.usernameMinLength, TEAM_MESSAGES.usernameFormat)
  .max(TEAM_LIMITS.usernameMaxLength, TEAM_MESSAGES.usernameFormat)
  .regex(USERNAME_PATTERN, TEAM_MESSAGES.usernameFormat);


/** One person on the team, as the owner's Team page lists them. */
export const teamMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: roleSchema,
  active: z.boolean(),
  otpEnabled: z.boolean(),
  /** The owner requires one-time codes: until enrolled, the person can only set them up. */
  otpRequired: z.boolean(),
  /** A temporary password is waiting to be changed at the next sign-in. */
  mustChangePassword: z.boolean(),
  employeeId: z.number().int().nullable(),
  /** The latest request of any of their sessions; null when never signed in since sessions are recorded. */
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** `POST /team` */
export const teamMemberCreateSchema = z.object(
  { name: teamNameSchema, username: teamUsernameSchema, role: roleSchema, employeeId: jsonIdSchema.nullable().optional() },
  { error: 'Send the person\'s name, username and role.' },
);
export type TeamMemberCreateInput = z.infer<typeof teamMemberCreateSchema>;

/** Answer of `POST /team` and `POST /team/{id}/password-reset`: the temporary password, shown once. */
export const temporaryPasswordResultSchema = z.object({ member: teamMemberSchema, temporaryPassword: z.string() });
export type TemporaryPasswordResult = z.infer<typeof temporaryPasswordResultSchema>;

export const teamMemberIdParamsSchema = z.object({ id: idSchema });

/** `PUT /team/{id}/role` */
export const teamRoleChangeSchema = z.object({ role: roleSchema }, { error: 'Send the new role.' });
/** `PUT /team/{id}/otp-required` */
export const teamOtpRequiredSchema = z.object({ required: z.boolean({ error: 'Say whether one-time codes are required (true or false).' }) });

const newPassword = z
  .string({ error: TEAM_MESSAGES.passwordTooShort })
  .min(TEAM_LIMITS.passwordMinLength, TEAM_MESSAGES.passwordTooShort)
  .max(SIGN_IN_LIMITS.passwordMaxLength, SIGN_IN_MESSAGES.passwordTooLong);

/** `PUT /account/password`: the strength check (zxcvbn) runs on the server only. */
export const passwordChangeSchema = z.object(
  { currentPassword: z.string({ error: SIGN_IN_MESSAGES.passwordRequired }).min(1, SIGN_IN_MESSAGES.passwordRequired).max(SIGN_IN_LIMITS.passwordMaxLength, SIGN_IN_MESSAGES.passwordTooLong), newPassword },
  { error: 'Send your current password and the new one.' },
);
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/**
 * A fresh token for this browser: changing the password, turning on one-time codes and signing out
 * the other sessions end every older token, this one included, so the answer carries its
 * replacement (store it as `localStorage.token`).
 */
export const renewedSessionSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type RenewedSession = z.infer<typeof renewedSessionSchema>;

/** `POST /account/otp`: the secret to enrol (draw `otpauthUri` as a QR code; show `secret` for typing). */
export const otpEnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type OtpEnrolment = z.infer<typeof otpEnrolmentSchema>;

/** `POST /account/otp/confirm` */
export const otpConfirmSchema = z.object({ otp: z.string({ error: SIGN_IN_MESSAGES.otpFormat }).trim().regex(OTP_PATTERN, SIGN_IN_MESSAGES.otpFormat) });

/** One of the signed-in person's own sessions (`GET /account/sessions`). */
export const accountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;


/** The signed-in person, as `GET /users/me` and the sign-in answers give them. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: roleSchema,
  otpEnabled: z.boolean(),
  otpRequired: z.boolean(),
  /** Null when nothing stands between the person and the app. */
  pendingStep: z.enum(PENDING_STEPS).nullable(),
});
export type CurrentUserRecord = z.infer<typeof currentUserSchema>;
