import { Controller, useFieldArray, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { Button } from 'primereact/button';
import { ClockDateTimeInput, FormField } from '@nail-or-never/shared/kit';
import { BOOKING_LIMITS, type BookingCreateFormInput, type Employee, type SalonClock, type Service } from '@nail-or-never/shared/schemas';
import { EMPTY_BOOKING_LINE } from '../model/newBookingValues';

export interface BookingLinesProps {
  form: UseFormReturn<BookingCreateFormInput, unknown, unknown>;
  errorOf: (field: FieldPath<BookingCreateFormInput>) => string | undefined;
  services: Service[];
  employees: Employee[];
  timeZone: string;
  clock: SalonClock;
  /** Keeps the ids of two forms on one page apart (`booking-line-…`, `edit-line-…`). */
  idPrefix: string;
}

/**
 * A booking's services, one group per line (service, employee, start), with Add and Remove: plain
 * selects and boxes, so adding, removing or changing a service — resizing a booking — is done by
 * keyboard. The lines as the New booking form holds them (`bookingFormItemSchema`).
 */
export function BookingLines({ form, errorOf, services, employees, timeZone, clock, idPrefix }: BookingLinesProps) {
  const { control, register } = form;
  const lines = useFieldArray({ control, name: 'items' });
  return (
    <fieldset className="gen-fieldset">
      <legend>Services</legend>
      {lines.fields.map((line, index) => (
        <div key={line.id} className="gen-line" role="group" aria-label={`Service ${index + 1}`}>
          <FormField id={`${idPrefix}-${index}-service`} label="Service" error={errorOf(`items.${index}.serviceId`)}>
            {(a11y) => (
              <select {...a11y} className="p-inputtext" {...register(`items.${index}.serviceId`)}>
                <option value="">Choose…</option>
                {services.map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.name} ({service.durationMinutes} min)
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={`${idPrefix}-${index}-employee`} label="Employee" error={errorOf(`items.${index}.employeeId`)}>
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
          <FormField id={`${idPrefix}-${index}-start`} label={`Starts (${timeZone})`} error={errorOf(`items.${index}.startsAt`)}>
            {(a11y) => (
              <Controller
                control={control}
                name={`items.${index}.startsAt`}
                render={({ field }) => (
                  <ClockDateTimeInput {...a11y} inputRef={field.ref} timeLabel={`Starts (${timeZone}), time`} clock={clock} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                )}
              />
            )}
          </FormField>
          {lines.fields.length > 1 ? <Button type="button" label={`Remove service ${index + 1}`} text severity="danger" onClick={() => lines.remove(index)} /> : null}
        </div>
      ))}
      {lines.fields.length < BOOKING_LIMITS.itemsMax ? (
        <Button type="button" label="Add another service" icon="pi pi-plus" text onClick={() => lines.append({ ...EMPTY_BOOKING_LINE })} />
      ) : null}
    </fieldset>
  );
}
