import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { serviceQueries, toApiError, useSingleFlight } from '@nail-or-never/shared';
import { bookingMutations } from '@nail-or-never/shared/general';
import { ClockDateTimeInput, FormField, FormProblemMessage, useSectionToast, type FormProblem } from '@nail-or-never/shared/kit';
import { BOOKING_SOURCES, bookingCreateSchema, type BookingSource, type Employee } from '@nail-or-never/shared/schemas';
import { BOOKING_SOURCE_LABELS } from '../bookingText';
import { salonLocalToInstant } from '../salonTime';

interface BookingLine {
  serviceId: string;
  employeeId: string;
  startsAt: string;
}
interface NewBookingValues {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  source: BookingSource;
  notes: string;
  lines: BookingLine[];
  overrideOverlap: boolean;
  overrideReason: string;
}

export interface NewBookingDialogProps {
  employees: Employee[];
  timeZone: string;
  /** A slot picked in the calendar: `YYYY-MM-DDTHH:MM` on the salon's clock. */
  initialStart?: string;
  /** The column the slot was picked in (day view). */
  initialEmployeeId?: number;
  onClose: () => void;
}

/** Books one or more services for a customer; the server's 409 sentence names any clash. */
export function NewBookingDialog({ employees, timeZone, initialStart = '', initialEmployeeId, onClose }: NewBookingDialogProps) {
  const create = useMutation(bookingMutations.create());
  const toast = useSectionToast();
  const services = useQuery(serviceQueries.every());
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [fieldProblems, setFieldProblems] = useState<Record<string, string>>({});
  const { control, register, handleSubmit, watch } = useForm<NewBookingValues>({
    defaultValues: {
      customerName: '',
      customerPhone: '',
      customerEmail: '',
      source: 'phone',
      notes: '',
      lines: [{ serviceId: '', employeeId: initialEmployeeId === undefined ? '' : String(initialEmployeeId), startsAt: initialStart }],
      overrideOverlap: false,
      overrideReason: '',
    },
  });
  const lines = useFieldArray({ control, name: 'lines' });
  const overriding = watch('overrideOverlap');

  const { run, busy } = useSingleFlight(async (values: NewBookingValues) => {
    setProblem(null);
    const body = {
      customerName: values.customerName,
      customerPhone: values.customerPhone,
      customerEmail: values.customerEmail,
      source: values.source,
      notes: values.notes,
      overrideOverlap: values.overrideOverlap,
      overrideReason: values.overrideOverlap ? values.overrideReason : '',
      items: values.lines.map((line) => ({
        serviceId: Number(line.serviceId),
        employeeId: Number(line.employeeId),
        startsAt: salonLocalToInstant(line.startsAt, timeZone) ?? '',
      })),
    };
    const parsed = bookingCreateSchema.safeParse(body);
    if (!parsed.success) {
      setFieldProblems(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message])));
      return;
    }
    setFieldProblems({});
    try {
      await create.mutateAsync(parsed.data);
      toast.show('success', 'Booking added', values.customerName);
      onClose();
    } catch (error) {
      // A refusal's sentence names the clash; its field messages mark the line it is about.
      const apiError = toApiError(error);
      setFieldProblems(apiError.fieldErrors);
      setProblem({ kind: 'message', message: apiError.message });
    }
  });

  return (
    <Dialog header="New booking" visible onHide={() => (busy ? undefined : onClose())} className="gen-dialog" modal>
      <form noValidate className="gen-form" onSubmit={(event) => void handleSubmit(run)(event)}>
        <FormField id="booking-customer-name" label="Customer name" error={fieldProblems.customerName}>
          {(a11y) => <InputText {...a11y} {...register('customerName')} />}
        </FormField>
        <FormField id="booking-customer-phone" label="Phone" error={fieldProblems.customerPhone}>
          {(a11y) => <InputText {...a11y} type="tel" {...register('customerPhone')} />}
        </FormField>
        <FormField id="booking-customer-email" label="Email (optional)" error={fieldProblems.customerEmail}>
          {(a11y) => <InputText {...a11y} type="email" {...register('customerEmail')} />}
        </FormField>
        <fieldset className="gen-fieldset">
          <legend>Services</legend>
          {lines.fields.map((line, index) => (
            <div key={line.id} className="gen-line" role="group" aria-label={`Service ${index + 1}`}>
              <FormField id={`booking-line-${index}-service`} label="Service" error={fieldProblems[`items.${index}.serviceId`]}>
                {(a11y) => (
                  <select {...a11y} className="p-inputtext" {...register(`lines.${index}.serviceId`)}>
                    <option value="">Choose…</option>
                    {(services.data ?? []).map((service) => (
                      <option key={service.id} value={service.id}>
                        {service.name} ({service.durationMinutes} min)
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField id={`booking-line-${index}-employee`} label="Employee" error={fieldProblems[`items.${index}.employeeId`]}>
                {(a11y) => (
                  <select {...a11y} className="p-inputtext" {...register(`lines.${index}.employeeId`)}>
                    <option value="">Choose…</option>
                    {employees.map((employee) => (
                      <option key={employee.id} value={employee.id}>
                        {employee.firstName} {employee.lastName}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField id={`booking-line-${index}-start`} label={`Starts (${timeZone})`} error={fieldProblems[`items.${index}.startsAt`]}>
                {(a11y) => (
                  <Controller
                    control={control}
                    name={`lines.${index}.startsAt`}
                    render={({ field }) => (
                      <ClockDateTimeInput
                        {...a11y}
                        inputRef={field.ref}
                        timeLabel={`Starts (${timeZone}), time`}
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
          <Button type="button" label="Add another service" icon="pi pi-plus" text onClick={() => lines.append({ serviceId: '', employeeId: '', startsAt: '' })} />
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
        <FormField id="booking-notes" label="Notes" error={fieldProblems.notes}>
          {(a11y) => <InputTextarea {...a11y} rows={2} {...register('notes')} />}
        </FormField>
        <div className="gen-check">
          <input id="booking-override" type="checkbox" {...register('overrideOverlap')} />
          <label htmlFor="booking-override">Book even if the employee is already busy then (double-booking)</label>
        </div>
        {overriding ? (
          <FormField id="booking-override-reason" label="Why double-book?" error={fieldProblems.overrideReason}>
            {(a11y) => <InputText {...a11y} {...register('overrideReason')} />}
          </FormField>
        ) : null}
        <FormProblemMessage problem={problem} />
        <div className="gen-form-buttons">
          <Button type="button" label="Cancel" severity="secondary" outlined onClick={onClose} disabled={busy} />
          <Button type="submit" label="Book" icon="pi pi-check" loading={busy} />
        </div>
      </form>
    </Dialog>
  );
}
