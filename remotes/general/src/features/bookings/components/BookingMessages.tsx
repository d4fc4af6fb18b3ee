import { useQuery } from '@tanstack/react-query';
import { bookingQueries, useSalonClock } from '@nail-or-never/shared/general';
import { bookingMessageLine, isSettling } from '../model/bookingMessageText';

export interface BookingMessagesProps {
  bookingId: number;
  timeZone: string;
}

/** How often the list looks again while a message is on its way: it usually leaves within a second or two. */
const SETTLING_REFRESH_MS = 2_000;

/** The e-mails a booking caused (confirmation, new time, cancellation, reminder) and where each one is. */
export function BookingMessages({ bookingId, timeZone }: BookingMessagesProps) {
  const clock = useSalonClock();
  const messages = useQuery({
    ...bookingQueries.messages(bookingId),
    refetchInterval: (query) => (isSettling(query.state.data ?? [], Date.now()) ? SETTLING_REFRESH_MS : false),
  });
  if (messages.isPending) return null;
  if (messages.isError) {
    return (
      <p className="gen-muted" data-testid="booking-messages">
        The messages could not be loaded.
      </p>
    );
  }
  const now = new Date().toISOString();
  return (
    <section aria-labelledby={`booking-messages-${bookingId}`}>
      <h3 id={`booking-messages-${bookingId}`}>Messages</h3>
      {messages.data.length === 0 ? (
        <p data-testid="booking-messages">No e-mails for this booking (they go to clients with an e-mail address who agreed to e-mails).</p>
      ) : (
        <ul className="gen-plain-list" data-testid="booking-messages">
          {messages.data.map((message) => (
            <li key={message.id} className={message.state === 'failed' ? 'p-error' : undefined}>
              {bookingMessageLine(message, { timeZone, clock, now })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
