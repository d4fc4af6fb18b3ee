import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { serviceQueries } from '@nail-or-never/shared';
import { bookingMutations, useSalonClock } from '@nail-or-never/shared/general';
import { ClockDateTimeInput, FormField, FormProblemMessage, useRecordForm } from '@nail-or-never/shared/kit';
import {
  BOOKING_LIMITS,
  BOOKING_SOURCES,
  type BookingCreateFormInput,
  type BookingCreateFormValues,
  type BookingCreateInput,
  type Client,
  type Employee,
} from '@nail-or-never/shared/schemas';
import { BOOKING_SOURCE_LABELS } from '../model/bookingText';
import { EMPTY_BOOKING_LINE, newBookingValues, toBookingCreate } from '../model/newBookingValues';
import { newBookingResolver } from '../model/newBookingResolver';
import { clientSnapshot } from '../model/clientText';
import { BookingClient } from '../client/BookingClient';
import { useRepeatingBooking, type BookingOrPreview } from '../series/useRepeatingBooking';

export interface NewBookingDialogProps {
  employees: Employee[];
  timeZone: string;
  /** A slot picked in the calendar: `YYYY-MM-DDTHH:MM` on the salon's clock. */
  initialStart?: string;
  /** The column the slot was picked in (day view). */
  initialEmployeeId?: number;
  /** The client to book for (a client page's "New booking"). */
  initialClientId?: number | undefined;
  onClose: () => void;
}

/** Books one or more services for a customer; the server's 409 sentence names any clash. */
export function NewBookingDialog({ employees, timeZone, initialStart = '', initialEmployeeId, initialClientId, onClose }: NewBookingDialogProps) {
  const create = useMutation(bookingMutations.create());
  const clock = useSalonClock();
  const services = useQuery(serviceQueries.every());
  // A new client half typed in the dialog is a change too: closing asks first.
  const [newClientTyped, setNewClientTyped] = useState(false);
  // Repeating bookings (series/): the Repeat section, the visits step and a save that previews first.
  const repeating = useRepeatingBooking({ create, onBooked: onClose });
  const record = useRecordForm<BookingCreateFormInput, BookingCreateFormValues, BookingCreateInput, BookingOrPreview>({
    resolver: newBookingResolver,
    values: newBookingValues(initialStart, initialEmployeeId),
    mutation: repeating.mutation,
    toVariables: (values) => toBookingCreate(values, timeZone),
    kind: 'dialog',
    onClose,
    outsideDirty: newClientTyped || repeating.dirty,
    savedToast: repeating.savedToast((booking) => ({ summary: 'Booking added', detail: booking.customerName })),
    onSaved: (saved) => (saved.kind === 'booked' ? onClose : undefined),
  });
  const { control, register, watch, setValue } = record.form;
  const { busy, errorOf } = record;
  // The name, phone and e-mail are the client's: the API takes them from `clientId`, the form checks them.
  const setClient = (client: Client | null) => {
    const options = { shouldDirty: true, shouldValidate: record.form.formState.isSubmitted };
    setValue('clientId', client?.id, options);
    const snapshot = client ? clientSnapshot(client) : { customerName: '', customerPhone: '', customerEmail: '' };
    for (const [field, value] of Object.entries(snapshot) as [keyof typeof snapshot, string][]) setValue(field, value, options);
  };
  const clientError = errorOf('clientId') ?? errorOf('customerName') ?? errorOf('customerPhone') ?? errorOf('customerEmail');
  const lines = useFieldArray({ control, name: 'items' });
  const overriding = watch('overrideOverlap');

  return (
    <Dialog {...record.dialogProps} header="New booking" className="gen-dialog" modal>
      <form noValidate className="gen-form" onSubmit={repeating.submit(record.onSubmit, () => record.form.trigger())} aria-busy={busy}>
        <BookingClient initialClientId={initialClientId} error={clientError} onChange={setClient} onNewClientDirty={setNewClientTyped} />
        <fieldset className="gen-fieldset">
          <legend>Services</legend>
          {lines.fields.map((line, index) => (
            <div key={line.id} className="gen-line" role="group" aria-label={`Service ${index + 1}`}>
              <FormField id={`booking-line-${index}-service`} label="Service" error={errorOf(`items.${index}.serviceId`)}>
                {(a11y) => (
                  <select {...a11y} className="p-inputtext" {...register(`items.${index}.serviceId`)}>
                    <option value="">Choose…</option>
                    {(services.data ?? []).map((service) => (
                      <option key={service.id} value={service.id}>
                        {service.name} ({service.durationMinutes} min)
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField id={`booking-line-${index}-employee`} label="Employee" error={errorOf(`items.${index}.employeeId`)}>
                {(a11y) => (
                  <select {...a11y} className="p-inputtext" {...register(`items.${index}.employeeId`)}>
                    <option value="">Choose…</option>
                    {employees.map((employee) => (
                      <option key={employee.id} value={employee.id}>
                        {employee.firstName} {employee.lastName}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField id={`booking-line-${index}-start`} label={`Starts (${timeZone})`} error={errorOf(`items.${index}.startsAt`)}>
                {(a11y) => (
                  <Controller
                    control={control}
                    name={`items.${index}.startsAt`}
                    render={({ field }) => (
                      <ClockDateTimeInput
                        {...a11y}
                        inputRef={field.ref}
                        timeLabel={`Starts (${timeZone}), time`}
                        clock={clock}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                      />
                    )}
                  />
                )}
              </FormField>
              {lines.fields.length > 1 ? (
                <Button type="button" label={`Remove service ${index + 1}`} text severity="danger" onClick={() => lines.remove(index)} />
              ) : null}
            </div>
          ))}
          {lines.fields.length < BOOKING_LIMITS.itemsMax ? (
            <Button type="button" label="Add another service" icon="pi pi-plus" text onClick={() => lines.append({ ...EMPTY_BOOKING_LINE })} />
          ) : null}
        </fieldset>
        <FormField id="booking-source" label="Came in by">
          {(a11y) => (
            <select {...a11y} className="p-inputtext" {...register('source')}>
              {BOOKING_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {BOOKING_SOURCE_LABELS[source]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="booking-notes" label="Notes" error={errorOf('notes')}>
          {(a11y) => <InputTextarea {...a11y} rows={2} {...register('notes')} />}
        </FormField>
        <div className="gen-check">
          <input id="booking-override" type="checkbox" {...register('overrideOverlap')} />
          <label htmlFor="booking-override">Book even if the employee is already busy then (double-booking)</label>
        </div>
        {overriding ? (
          <FormField id="booking-override-reason" label="Why double-book?" error={errorOf('overrideReason')}>
            {(a11y) => <InputText {...a11y} {...register('overrideReason')} />}
          </FormField>
        ) : null}
        {repeating.section}
        <FormProblemMessage {...record.problemProps} />
        <div className="gen-form-buttons">
          <Button type="button" label="Cancel" severity="secondary" outlined onClick={record.requestClose} disabled={busy} />
          <Button type="submit" label={repeating.single ? 'Book' : 'Check the visits'} icon={repeating.single ? 'pi pi-check' : 'pi pi-list'} loading={busy} />
        </div>
      </form>
      {record.guard}
      {repeating.step}
    </Dialog>
  );
}
