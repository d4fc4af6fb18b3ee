import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { bookingMutations } from '@nail-or-never/shared/general';
import { useRecordAction, type FormProblemMessageProps } from '@nail-or-never/shared/kit';
import type { Booking, BookingUpdateInput, SalonClock } from '@nail-or-never/shared/schemas';
import { movedLocally, rescheduled, type Reassignment } from '../model/bookingMoves';
import { formatSalonDateTime } from '../model/salonTime';

interface Drop {
  booking: Booking;
  shiftMs: number;
  reassignment?: Reassignment | undefined;
}

export interface BookingMove {
  /** The booking dropped somewhere and not yet answered by the server, as it was dropped. */
  moving: Booking | null;
  /** The last refusal, in the server's words, for the kit's `FormProblemMessage`. */
  problemProps: FormProblemMessageProps;
  /** Sends the move; a drop while another move is on its way is ignored (the block goes back). */
  move: (booking: Booking, shiftMs: number, reassignment?: Reassignment) => Promise<void>;
  dismiss: () => void;
}

/**
 * A drag in the calendar, written through the kit's record action: one move at a time, the block
 * stays where it was dropped while the server checks the move; a refusal (a clash, outside hours,
 * a skill the employee lacks) drops that local copy, so the block goes back to where the server
 * still has it, and keeps the server's sentence to show. A stale version offers "Reload latest
 * version" when `reload` is given: it reads the bookings again and returns the moved one.
 */
export function useBookingMove(timeZone: string, clock: SalonClock, reload?: (bookingId: number) => Promise<Booking | null>): BookingMove {
  const update = useMutation(bookingMutations.update());
  const action = useRecordAction<Drop, BookingUpdateInput, Booking, Booking>({
    // The update resolves once the calendar is refetched, so the block never flickers back to its old place.
    mutation: update,
    toVariables: ({ booking, shiftMs, reassignment }) => rescheduled(booking, shiftMs, reassignment),
    refusedLead: ({ booking }) => `${booking.customerName} was not moved.`,
    savedToast: (updated, { booking }) => ({ summary: 'Booking moved', detail: `${booking.customerName}, ${formatSalonDateTime(updated.startsAt, timeZone, clock)}` }),
    ...(reload ? { reload: { load: ({ booking }: Drop) => reload(booking.id), goneMessage: 'This booking was deleted or moved to another week.' } } : {}),
  });
  const { pending, run } = action;
  const moving = useMemo(() => (pending ? movedLocally(pending.booking, pending.shiftMs, pending.reassignment) : null), [pending]);
  const move = useMemo(() => (booking: Booking, shiftMs: number, reassignment?: Reassignment) => run({ booking, shiftMs, reassignment }), [run]);

  return { moving, problemProps: action.problemProps, move, dismiss: action.dismiss };
}
