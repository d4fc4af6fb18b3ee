import type { BookingMessage, BookingMessageKind, SalonClock } from '@nail-or-never/shared/schemas';
import { formatSalonDateTime, formatSalonTime, instantToSalonLocal } from './salonTime';

const KIND_LABELS: Record<BookingMessageKind, string> = {
  confirmation: 'Confirmation',
  moved: 'New-time notice',
  cancelled: 'Cancellation notice',
  reminder: 'Reminder',
};

export interface SalonClockReading {
  timeZone: string;
  clock: SalonClock;
  /** Now, as an ISO instant: today's times are shown without their day. */
  now: string;
}

/** "14:02" today on the salon's clock, "Tue 24 Nov, 09:00" on any other day. */
function when(iso: string, reading: SalonClockReading): string {
  const sameDay = instantToSalonLocal(iso, reading.timeZone).slice(0, 10) === instantToSalonLocal(reading.now, reading.timeZone).slice(0, 10);
  return sameDay ? formatSalonTime(iso, reading.timeZone, reading.clock) : formatSalonDateTime(iso, reading.timeZone, reading.clock);
}

/**
 * One line per message for the booking drawer: "Confirmation sent 14:02", "Reminder due Tue 24 Nov,
 * 09:00", "Reminder failed: …". A message waiting for another try says so and why.
 */
export function bookingMessageLine(message: BookingMessage, reading: SalonClockReading): string {
  const kind = KIND_LABELS[message.kind];
  switch (message.state) {
    case 'queued':
      return message.attempts === 0
        ? `${kind} due ${when(message.sendAfter, reading)}`
        : `${kind} not sent yet (${message.lastError}); trying again ${when(message.sendAfter, reading)}`;
    case 'sending':
      return `${kind} being sent`;
    case 'sent':
      return `${kind} sent ${message.sentAt ? when(message.sentAt, reading) : ''}`.trim();
    case 'logged':
      return `${kind} written to the server log ${message.sentAt ? when(message.sentAt, reading) : ''} (no mail server is set up)`.replace('  ', ' ');
    case 'failed':
      return `${kind} failed: ${message.lastError}`;
  }
}

/** Whether the list should look again soon: something is being sent or is due about now. */
export function isSettling(messages: BookingMessage[], nowMs: number): boolean {
  return messages.some((message) => message.state === 'sending' || (message.state === 'queued' && Date.parse(message.sendAfter) <= nowMs + 5_000));
}
