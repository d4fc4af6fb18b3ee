import { SIGN_IN_LIMITS } from './signInRules';

/** The team's limits and sentences as plain values (no zod): the pages show them, the API answers them. */
export const TEAM_LIMITS = { nameMaxLength: 80, usernameMinLength: 3, usernameMaxLength: SIGN_IN_LIMITS.usernameMaxLength, passwordMinLength: 10 } as const;

export const TEAM_MESSAGES = {
  nameRequired: 'Enter the person\'s name.',
  nameTooLong: `The name is at most ${TEAM_LIMITS.nameMaxLength} characters.`,
  usernameFormat: `The username is ${TEAM_LIMITS.usernameMinLength} to ${TEAM_LIMITS.usernameMaxLength} letters, digits, dots, dashes or underscores.`,
  usernameTaken: 'That username is already taken. Choose another one.',
  employeeMissing: 'That staff member does not exist any more. Choose another one or none.',
  personMissing: 'That person is not on the team any more.',
  lastOwner: 'The salon needs at least one active owner: make someone else an owner first.',
  notYourself: 'You cannot deactivate your own account.',
  ownPasswordReset: 'Change your own password under My account: a reset here would sign you out everywhere.',
  ownOtpRequirement: 'Your own one-time codes are set up under My account; another owner or manager can require them of you.',
  currentPasswordWrong: 'Your current password is not right.',
  passwordTooShort: `The new password must be at least ${TEAM_LIMITS.passwordMinLength} characters.`,
  passwordTooWeak: 'That password is too easy to guess. Use a longer phrase of unrelated words.',
  passwordSame: 'The new password must differ from the current one.',
  otpNotStarted: 'Start setting up one-time codes first: scan the new QR code, then enter its code.',
  otpAlreadyOn: 'One-time codes are already turned on for your account.',
} as const;


/**
 * What a signed-in person must do before anything else: `changePassword` (a temporary password) or
 * `enrolOtp` (the owner requires one-time codes). Every other route answers 403 until done.
 */
export const PENDING_STEPS = ['changePassword', 'enrolOtp'] as const;
export type PendingStep = (typeof PENDING_STEPS)[number];
