import { useLayoutEffect, useState, type MutableRefObject } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { bookingMutations, useSalonClock } from '@nail-or-never/shared/general';
import { ClockDateTimeInput, FormField, FormProblemMessage, useRecordForm } from '@nail-or-never/shared/kit';
import { bookingCreateSchema, bookingFormItemSchema, type Booking, type BookingUpdateInput } from '@nail-or-never/shared/schemas';
import { rescheduled } from '../model/bookingMoves';
import { startsInPast } from '../model/pastVisit';
import { PastVisitCheck } from './PastVisitCheck';
import { formatSalonDateTime, instantToSalonLocal, salonLocalToInstant } from '../model/salonTime';

// The new start as the date and time boxes hold it, checked with the New booking form's words, and
// whether a start that has passed records a visit that already happened.
const rescheduleSchema = bookingFormItemSchema.pick({ startsAt: true }).extend({ recordPastVisit: bookingCreateSchema.shape.recordPastVisit });
const resolver = zodResolver(rescheduleSchema);
interface RescheduleValues {
  startsAt: string;
  recordPastVisit?: boolean | undefined;
}

export interface RescheduleFormProps {
  booking: Booking;
  timeZone: string;
  onMoved: () => void;
  /** Where closing goes once this form has nothing to lose (or its change was discarded). */
  onClose: () => void;
  /** Filled with this form's close request while it is shown: the drawer asks it first. */
  closeRef: MutableRefObject<(() => void) | null>;
}

/** Moves a booking by keyboard: every service by the same amount, to a start on the salon's clock. */
export function RescheduleForm({ booking, timeZone, onMoved, onClose, closeRef }: RescheduleFormProps) {
  const update = useMutation(bookingMutations.update());
  const clock = useSalonClock();
  // The schema let only `YYYY-MM-DDTHH:MM` through, which always reads as an instant.
  const instantOf = (local: string) => salonLocalToInstant(local, timeZone) ?? booking.startsAt;
  const [opened] = useState(() => instantToSalonLocal(booking.startsAt, timeZone));
  const [nowMs] = useState(() => Date.now());
  const record = useRecordForm<RescheduleValues, RescheduleValues, BookingUpdateInput, Booking>({
    resolver,
    values: { startsAt: opened, recordPastVisit: false },
    mutation: update,
    toVariables: ({ startsAt, recordPastVisit }) => ({
      ...rescheduled(booking, Date.parse(instantOf(startsAt)) - Date.parse(booking.startsAt)),
      ...(recordPastVisit ? { recordPastVisit: true } : {}),
    }),
    kind: 'dialog',
    onClose,
    savedToast: (moved) => ({ summary: 'Booking moved', detail: formatSalonDateTime(moved.startsAt, timeZone, clock) }),
    onSaved: () => onMoved,
  });
  useLayoutEffect(() => {
    closeRef.current = record.requestClose;
    return () => {
      closeRef.current = null;
    };
  }, [closeRef, record.requestClose]);

  // A new start before now asks, as New booking and Change booking do (the booking's own start does not).
  const pastAsked = startsInPast([{ startsAt: record.form.watch('startsAt') }], timeZone, nowMs, [opened]) || record.errorOf('recordPastVisit') !== undefined;

  return (
    <form className="gen-form" noValidate onSubmit={record.onSubmit} aria-busy={record.busy}>
      <h3>Reschedule</h3>
      <FormField id="booking-new-start" label={`New start (${timeZone})`} hint="Every service moves by the same amount." error={record.errorOf('startsAt')}>
        {(a11y) => (
          <Controller
            control={record.form.control}
            name="startsAt"
            render={({ field }) => (
              <ClockDateTimeInput {...a11y} inputRef={field.ref} timeLabel={`New start (${timeZone}), time`} clock={clock} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            )}
          />
        )}
      </FormField>
      {pastAsked ? <PastVisitCheck id="booking-new-start-past" registration={record.form.register('recordPastVisit')} /> : null}
      <FormProblemMessage {...record.problemProps} />
      <div className="gen-form-buttons">
        <Button type="submit" label="Move booking" icon="pi pi-calendar" loading={record.busy} />
      </div>
      {record.guard}
    </form>
  );
}
