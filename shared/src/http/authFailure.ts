/** The three messages the API uses for a missing or unusable token (spec §4, §8). */
export const AUTH_FAILURE_MESSAGES = ['Unauthorized', 'Token expired', 'Invalid token'] as const;
export type AuthFailureMessage = (typeof AUTH_FAILURE_MESSAGES)[number];

export function isAuthFailureMessage(message: unknown): message is AuthFailureMessage {
  return typeof message === 'string' && (AUTH_FAILURE_MESSAGES as readonly string[]).includes(message);
}
