import { z } from 'zod';
import { SIGN_IN_MESSAGES } from './signInRules';
import { passwordChangeSchema, teamMemberCreateSchema } from './teamSchemas';

export const PASSWORD_REPEAT_MESSAGE = 'The two new passwords differ. Type the same one twice.';

/**
 * The password-change form (My account, the first sign-in): the API's body plus the new password
 * typed twice, checked here only (the API never sees the repeat). The strength check is the server's.
 */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ repeatPassword: z.string({ error: PASSWORD_REPEAT_MESSAGE }).min(1, SIGN_IN_MESSAGES.passwordRequired) })
  .refine((values) => values.newPassword === values.repeatPassword, { path: ['repeatPassword'], message: PASSWORD_REPEAT_MESSAGE });
export type PasswordChangeFormInput = z.input<typeof passwordChangeFormSchema>;
export type PasswordChangeFormValues = z.output<typeof passwordChangeFormSchema>;

/** The Add person form: the API's body, the employee picked as text from a native select ('' for none). */
export const teamMemberFormSchema = teamMemberCreateSchema.extend({
  employeeId: z.string().transform((value) => (value === '' ? null : Number(value))),
});
export type TeamMemberFormInput = z.input<typeof teamMemberFormSchema>;
export type TeamMemberFormValues = z.output<typeof teamMemberFormSchema>;
