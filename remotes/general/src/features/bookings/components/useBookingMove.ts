import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toApiError } from '@nail-or-never/shared';
import { bookingMutations } from '@nail-or-never/shared/general';
import { useSectionToast } from '@nail-or-never/shared/kit';
import type { Booking, SalonClock } from '@nail-or-never/shared/schemas';
import { movedLocally, rescheduled, type Reassignment } from '../bookingMoves';
import { formatSalonDateTime } from '../salonTime';

export interface BookingMove {
  /** Bookings dropped somewhere and not yet answered by the server, as they were dropped. */
  inFlight: ReadonlyMap<number, Booking>;
  /** The last refusal, in the server's words. */
  problem: string | null;
  move: (booking: Booking, shiftMs: number, reassignment?: Reassignment) => Promise<void>;
  dismiss: () => void;
}

/**
 * A drag in the calendar: the block stays where it was dropped while the server checks the move;
 * a refusal (a clash, outside hours, a skill the employee lacks) drops that local copy, so the
 * block goes back to where the server still has it, and keeps the server's sentence to show.
 */
export function useBookingMove(timeZone: string, clock: SalonClock): BookingMove {
  const { mutateAsync: update } = useMutation(bookingMutations.update());
  const toast = useSectionToast();
  const [inFlight, setInFlight] = useState<ReadonlyMap<number, Booking>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);

  const move = useCallback(
    async (booking: Booking, shiftMs: number, reassignment?: Reassignment) => {
      setProblem(null);
      setInFlight((current) => new Map(current).set(booking.id, movedLocally(booking, shiftMs, reassignment)));
      try {
        // The update resolves once the calendar is refetched, so the block never flickers back to its old place.
        const updated = await update(rescheduled(booking, shiftMs, reassignment));
        toast.show('success', 'Booking moved', `${booking.customerName}, ${formatSalonDateTime(updated.startsAt, timeZone, clock)}`);
      } catch (error) {
        setProblem(`${booking.customerName} was not moved. ${toApiError(error).message}`);
      } finally {
        setInFlight((current) => {
          const next = new Map(current);
          next.delete(booking.id);
          return next;
        });
      }
    },
    [update, toast, timeZone, clock],
  );

  return { inFlight, problem, move, dismiss: useCallback(() => setProblem(null), []) };
}
