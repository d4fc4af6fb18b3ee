import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { bookingMutations } from '@nail-or-never/shared/general';
import { FormProblemMessage, useRecordAction } from '@nail-or-never/shared/kit';
import type { Booking, BookingStatus } from '@nail-or-never/shared/schemas';
import { BOOKING_STATUS_LABELS } from '@nail-or-never/shared';

export interface StatusUndoProps {
  booking: Booking;
  /** The status the undo goes back to (`undoTarget`). */
  back: BookingStatus;
  /** Right after a status change in this drawer: the button it drew in place of the one pressed takes the focus. */
  autoFocus: boolean;
  /** Said aloud by the drawer's live region once the booking is back. */
  onUndone: (booking: Booking) => void;
}

/**
 * The drawer's Undo: takes a status set by mistake back, the same salon day. Its refusals (the
 * time was taken meanwhile, a newer version) are the server's sentences, with "Reload latest version".
 */
export function StatusUndo({ booking, back, autoFocus, onUndone }: StatusUndoProps) {
  const undo = useMutation(bookingMutations.undoStatus());
  const action = useRecordAction<Booking, Pick<Booking, 'id' | 'version'>, Booking>({
    mutation: undo,
    toVariables: ({ id, version }) => ({ id, version }),
    refusedLead: () => 'The status was not changed back.',
    savedToast: (saved) => ({ summary: `Back to ${BOOKING_STATUS_LABELS[saved.status].toLowerCase()}` }),
    onSaved: (saved) => onUndone(saved),
  });
  const hintId = `booking-undo-hint-${booking.id}`;
  // PrimeReact's Button leaves `autoFocus` to a dialog being shown; the drawer is already open, so
  // the button drawn in place of the one pressed is focused here, keeping the keyboard in the drawer.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) box.current?.querySelector('button')?.focus();
  }, [autoFocus]);
  return (
    <div className="gen-undo" ref={box}>
      <FormProblemMessage {...action.problemProps} />
      <p id={hintId} className="gen-undo-hint">
        Set by mistake? Undo puts it back to {BOOKING_STATUS_LABELS[back]} (until midnight today).
      </p>
      <Button
        type="button"
        label={`Undo: back to ${BOOKING_STATUS_LABELS[back]}`}
        icon="pi pi-undo"
        outlined
        aria-describedby={hintId}
        loading={action.busy}
        onClick={() => void action.run(booking)}
      />
    </div>
  );
}
