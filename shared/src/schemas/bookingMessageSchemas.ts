import { z } from 'zod';

/**
 * The e-mails a booking causes: a confirmation when it is made, "moved" when its start changes,
 * "cancelled" when it is cancelled, and a reminder `reminderHours` before it (contact details).
 */
export const BOOKING_MESSAGE_KINDS = ['confirmation', 'moved', 'cancelled', 'reminder'] as const;
export type BookingMessageKind = (typeof BOOKING_MESSAGE_KINDS)[number];

/**
 * `queued`: waiting for its time or its next try; `sending`: a worker holds it; `sent`: the mail
 * server accepted it; `failed`: every try failed (`lastError` says why); `logged`: no mail server
 * is configured (SMTP_URL unset), so it was written to the server log instead.
 */
export const BOOKING_MESSAGE_STATES = ['queued', 'sending', 'sent', 'failed', 'logged'] as const;
export type BookingMessageState = (typeof BOOKING_MESSAGE_STATES)[number];

/** `GET /bookings/:id/messages`: one message and where it is. */
export const bookingMessageRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BOOKING_MESSAGE_KINDS),
  state: z.enum(BOOKING_MESSAGE_STATES),
  recipient: z.string(),
  subject: z.string(),
  /** ISO instant: not sent before it. */
  sendAfter: z.string(),
  /** ISO instant the mail server accepted it (or it was logged); null until then. */
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  /** The last failure's reason; empty when none. */
  lastError: z.string(),
  createdAt: z.string(),
});
export type BookingMessage = z.infer<typeof bookingMessageRecordSchema>;
