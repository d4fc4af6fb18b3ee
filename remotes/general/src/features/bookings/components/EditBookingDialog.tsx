import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { serviceQueries } from '@nail-or-never/shared';
import { bookingMutations, useSalonClock } from '@nail-or-never/shared/general';
import { FormProblemMessage, useRecordForm } from '@nail-or-never/shared/kit';
import type { Booking, BookingCreateFormInput, BookingCreateFormValues, BookingUpdateInput, Client, Employee } from '@nail-or-never/shared/schemas';
import { newBookingResolver } from '../model/newBookingResolver';
import { editBookingValues, toBookingUpdate } from '../model/editBookingValues';
import { startsInPast } from '../model/pastVisit';
import { BookingExtraFields } from './BookingExtraFields';
import { clientSnapshot } from '../model/clientText';
import { BookingClient } from '../client/BookingClient';
import { BookingLines } from './BookingLines';

export interface EditBookingDialogProps {
  booking: Booking;
  employees: Employee[];
  timeZone: string;
  onClose: () => void;
}

/**
 * Change booking: its services (add, remove, change: the keyboard way to make a booking longer or
 * shorter), who does them and when, the client and the notes, sent as `PUT /bookings` with the
 * version it was opened on. The server checks it as a new booking; a clash or a newer version is
 * its sentence above the buttons (with "Reload latest version"), and nothing typed is lost.
 */
export function EditBookingDialog({ booking, employees, timeZone, onClose }: EditBookingDialogProps) {
  const update = useMutation(bookingMutations.update());
  const clock = useSalonClock();
  const services = useQuery(serviceQueries.every());
  const [newClientTyped, setNewClientTyped] = useState(false);
  const [opened] = useState(() => editBookingValues(booking, timeZone));
  const [nowMs] = useState(() => Date.now());
  const record = useRecordForm<BookingCreateFormInput, BookingCreateFormValues, BookingUpdateInput, Booking>({
    resolver: newBookingResolver,
    values: opened,
    mutation: update,
    toVariables: (values) => toBookingUpdate(values, booking, timeZone),
    kind: 'dialog',
    onClose,
    outsideDirty: newClientTyped,
    savedToast: (saved) => ({ summary: 'Booking changed', detail: saved.customerName }),
    onSaved: () => onClose,
  });
  const { register, watch, setValue } = record.form;
  const { busy, errorOf } = record;
  const setClient = (client: Client | null) => {
    const options = { shouldDirty: true, shouldValidate: record.form.formState.isSubmitted };
    setValue('clientId', client?.id, options);
    const snapshot = client ? clientSnapshot(client) : { customerName: '', customerPhone: '', customerEmail: '' };
    for (const [field, value] of Object.entries(snapshot) as [keyof typeof snapshot, string][]) setValue(field, value, options);
  };
  const clientError = errorOf('clientId') ?? errorOf('customerName') ?? errorOf('customerPhone') ?? errorOf('customerEmail');
  const overriding = watch('overrideOverlap');
  // Only a line moved or added into the past asks; the booking's own past times do not.
  const pastAsked = startsInPast(watch('items'), timeZone, nowMs, opened.items.map((item) => item.startsAt)) || errorOf('recordPastVisit') !== undefined;

  return (
    <Dialog {...record.dialogProps} header="Change booking" className="gen-dialog" modal>
      <form noValidate className="gen-form" onSubmit={record.onSubmit} aria-busy={busy}>
        <BookingClient initialClientId={booking.clientId} error={clientError} onChange={setClient} onNewClientDirty={setNewClientTyped} />
        {/* Drawn once the services are known: a select given its value before its options would show "Choose…". */}
        {services.data ? (
          <BookingLines form={record.form} errorOf={errorOf} services={services.data} employees={employees} timeZone={timeZone} clock={clock} idPrefix="edit-line" />
        ) : (
          <p role="status">Loading the services…</p>
        )}
        <BookingExtraFields
          idPrefix="edit-booking"
          register={register}
          pastAsked={pastAsked}
          overriding={overriding}
          errorOf={errorOf}
        />
        <FormProblemMessage {...record.problemProps} />
        <div className="gen-form-buttons">
          <Button type="button" label="Cancel" severity="secondary" outlined onClick={record.requestClose} disabled={busy} />
          <Button type="submit" label="Save changes" icon="pi pi-check" loading={busy} />
        </div>
      </form>
      {record.guard}
    </Dialog>
  );
}
