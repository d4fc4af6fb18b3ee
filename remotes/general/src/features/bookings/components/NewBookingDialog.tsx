import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { serviceGroupQueries, serviceQueries } from '@nail-or-never/shared';
import { bookingMutations, bookingQueries, useSalonClock } from '@nail-or-never/shared/general';
import { ClockDateTimeInput, FormField, FormProblemMessage, useRecordForm } from '@nail-or-never/shared/kit';
import {
  BOOKING_LIMITS,
  BOOKING_SOURCES,
  type BookingCreateFormInput,
  type BookingCreateFormValues,
  type BookingCreateInput,
  type AvailabilitySlot,
  type Client,
  type Employee,
} from '@nail-or-never/shared/schemas';
import { BOOKING_SOURCE_LABELS } from '../model/bookingText';
import { EMPTY_BOOKING_LINE, newBookingValues, toBookingCreate } from '../model/newBookingValues';
import { newBookingResolver } from '../model/newBookingResolver';
import { clientSnapshot } from '../model/clientText';
import { BookingClient } from '../client/BookingClient';
import { backToBackStarts, employeesFor, servicesByGroup } from '../model/bookingPlan';
import type { ChosenTime } from '../model/offeredTimeText';
import { OfferedTimes } from './OfferedTimes';
import { startsInPast } from '../model/pastVisit';
import { BookingExtraFields } from './BookingExtraFields';
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

/**
 * Books one or more services for a customer, done back to back by one employee: the services
 * (grouped as in the catalogue), the employee (those who perform them all, or anyone available),
 * the day, then one of the free times the server offers for them. An exact time can still be typed
 * (a walk-in, an exception); the server's 409 sentence names any clash.
 */
export function NewBookingDialog({ employees, timeZone, initialStart = '', initialEmployeeId, initialClientId, onClose }: NewBookingDialogProps) {
  const create = useMutation(bookingMutations.create());
  const clock = useSalonClock();
  const services = useQuery(serviceQueries.every());
  const serviceGroups = useQuery(serviceGroupQueries.list());
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
  const { control, register, watch, setValue, getValues } = record.form;
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
  const items = watch('items');
  const first = items[0] ?? EMPTY_BOOKING_LINE;
  const serviceLineIds = items.map((item) => item.serviceId);
  const serviceIds = serviceLineIds.filter((id) => /^[1-9]\d*$/.test(id)).map(Number);
  const [day = '', time = ''] = first.startsAt.split('T');
  const employeeId = /^[1-9]\d*$/.test(first.employeeId) ? Number(first.employeeId) : undefined;
  // The last answer stays while the next loads (a time picked for "anyone" asks again for that employee).
  const availability = useQuery({ ...bookingQueries.availability({ date: day, serviceIds, employeeId }), placeholderData: keepPreviousData });
  // The time last taken from the offers: if a refreshed answer no longer has it, someone else took it.
  const [offerPicked, setOfferPicked] = useState<string | null>(null);
  const chosen: ChosenTime | null = /^\d{2}:\d{2}$/.test(time) ? { time, source: offerPicked === time ? 'offer' : 'typed' } : null;
  const nameOf = (id: number | undefined) => {
    const employee = employees.find((candidate) => candidate.id === id);
    return employee ? `${employee.firstName} ${employee.lastName}` : undefined;
  };
  const serviceNames = serviceIds.map((id) => services.data?.find((service) => service.id === id)?.name ?? `Service ${id}`);
  const groups = servicesByGroup(services.data ?? [], serviceGroups.data ?? []);
  const submitted = record.form.formState.isSubmitted;
  /**
   * The first line's employee and start are filled by choosing a free time: "Anyone available" and
   * a day without a time are the expected steps on the way, not mistakes, until a save is tried.
   * (Shown on leaving the day box, the message also moved the offered times under the pointer.)
   */
  const lineError = (index: number, field: 'employeeId' | 'startsAt') => (index === 0 && !submitted ? undefined : errorOf(`items.${index}.${field}`));
  /**
   * A line's employees: those who perform its service, and for the first line (whose employee the
   * free times are for) every chosen service; everyone while none is chosen; and the one chosen.
   */
  const employeeChoices = (line: (typeof items)[number] | undefined, index: number) => {
    const own = /^[1-9]\d*$/.test(line?.serviceId ?? '') ? [Number(line?.serviceId)] : [];
    const capable = employeesFor(employees, index === 0 ? serviceIds : own);
    const chosenId = Number(line?.employeeId);
    const extra = capable.some((employee) => employee.id === chosenId) ? [] : employees.filter((employee) => employee.id === chosenId);
    return { capable, all: [...capable, ...extra] };
  };

  /**
   * An offered time: the first service starts then and the next ones follow back to back (after
   * each one's clean-up time), done by the first line's employee, or for "anyone available" by the
   * first employee the time names. A later line given to another employee keeps its own time.
   */
  const chooseOffer = (slot: AvailabilitySlot) => {
    const options = { shouldDirty: true, shouldValidate: submitted };
    setOfferPicked(slot.time);
    const who = employeeId ?? slot.employeeIds[0];
    const whoText = who === undefined ? '' : String(who);
    const starts = backToBackStarts(`${day}T${slot.time}`, serviceLineIds, services.data ?? []);
    getValues('items').forEach((line, index) => {
      if (index > 0 && line.employeeId !== '' && line.employeeId !== first.employeeId) return;
      if (line.employeeId !== whoText) setValue(`items.${index}.employeeId`, whoText, options);
      setValue(`items.${index}.startsAt`, starts[index] ?? '', options);
    });
  };
  // A start already passed asks whether this records a past visit, instead of "Book" being refused.
  const [nowMs] = useState(() => Date.now());
  const pastAsked = startsInPast(items, timeZone, nowMs) || errorOf('recordPastVisit') !== undefined;

  return (
    <Dialog {...record.dialogProps} header="New booking" className="gen-dialog" modal>
      <form noValidate className="gen-form" onSubmit={repeating.submit(record.onSubmit, () => record.form.trigger())} aria-busy={busy}>
        <BookingClient initialClientId={initialClientId} error={clientError} onChange={setClient} onNewClientDirty={setNewClientTyped} />
        <fieldset className="gen-fieldset">
          <legend>Services</legend>
          {lines.fields.map((line, index) => {
            const choices = employeeChoices(items[index], index);
            return (
              <div key={line.id} className="gen-line" role="group" aria-label={`Service ${index + 1}`}>
                <FormField id={`booking-line-${index}-service`} label="Service" error={errorOf(`items.${index}.serviceId`)}>
                  {(a11y) => (
                    <select {...a11y} className="p-inputtext gen-select" {...register(`items.${index}.serviceId`)}>
                      <option value="">Choose…</option>
                      {groups.map((group) => (
                        <optgroup key={group.id} label={group.name}>
                          {group.services.map((service) => (
                            <option key={service.id} value={service.id}>
                              {service.name} ({service.durationMinutes} min)
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField id={`booking-line-${index}-employee`} label="Employee" error={lineError(index, 'employeeId')}>
                  {(a11y) => (
                    <select {...a11y} className="p-inputtext gen-select" {...register(`items.${index}.employeeId`)}>
                      <option value="">Anyone available</option>
                      {choices.all.map((employee) => (
                        <option key={employee.id} value={employee.id}>
                          {employee.firstName} {employee.lastName}
                          {choices.capable.includes(employee) ? '' : ' (does not do these services)'}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField id={`booking-line-${index}-start`} label={`Starts (${timeZone})`} error={lineError(index, 'startsAt')}>
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
            );
          })}
          {lines.fields.length < BOOKING_LIMITS.itemsMax ? (
            <Button type="button" label="Add another service" icon="pi pi-plus" text onClick={() => lines.append({ ...EMPTY_BOOKING_LINE })} />
          ) : null}
          <p className="gen-muted">
            Choose the services and the day, then a free time below: the services follow one another with the first one&apos;s employee. Type an exact time only for a walk-in or an
            exception.
          </p>
        </fieldset>
        <OfferedTimes
          day={/^\d{4}-\d{2}-\d{2}$/.test(day) ? day : ''}
          serviceNames={serviceNames}
          employeeName={nameOf(employeeId)}
          availability={availability}
          chosen={chosen}
          timeZone={timeZone}
          clock={clock}
          onChoose={chooseOffer}
        />
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
        <BookingExtraFields
          idPrefix="booking"
          register={register}
          pastAsked={pastAsked}
          overriding={overriding}
          errorOf={errorOf}
        />
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
