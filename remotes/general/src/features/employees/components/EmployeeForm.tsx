import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { EMPLOYEE_LIMITS, employeeFormSchema, type Employee, type EmployeeFormValues, type Service, type WeeklyHours } from '@nail-or-never/shared/schemas';
import {
  FormField,
  FormProblemMessage,
  ImagePicker,
  KEEP_IMAGE,
  SwitchField,
  useRecordForm,
  RecordHoursField,
  type AfterSave,
  type ImageChange,
} from '@nail-or-never/shared/kit';
import { NOT_ALLOWED_REASON, useCan } from '@nail-or-never/shared';
import { useSalonClock } from '@nail-or-never/shared/general';
import { employeeValues, newEmployeeValues, startingHours, type EmployeeFormInput } from '../model/employeeFormValues';
import { ServicesChecklist } from './ServicesChecklist';

const resolver = zodResolver(employeeFormSchema);
const OUTSIDE_FIELDS = ['image'] as const;

export interface EmployeeFormProps {
  /** The employee being edited, as loaded; null when adding one. */
  employee: Employee | null;
  services: readonly Service[];
  /** The salon's opening hours: a new employee's working hours start from them. */
  salonHours: WeeklyHours | undefined;
  /** Saves the record, then the photo change; answers the employee as saved. */
  onSave: (values: EmployeeFormValues, photo: ImageChange, base: Employee | null) => Promise<Employee>;
  onReload: () => Promise<Employee | null>;
  /** After a save: the toast is the page's, and so is the navigation to a new employee's address. */
  onSaved: (employee: Employee) => AfterSave;
}

/** An employee's profile, photo, services, working hours and status, in labelled sections. */
export function EmployeeForm({ employee, services, salonHours, onSave, onReload, onSaved }: EmployeeFormProps) {
  const canSave = useCan(employee ? 'putEmployees' : 'postEmployees');
  const [base, setBase] = useState(employee);
  const [start] = useState(() => startingHours(salonHours));
  const [photo, setPhoto] = useState<ImageChange>(KEEP_IMAGE);
  const clock = useSalonClock();
  // The page's save is two calls (the record, then the photo); the form sees it as one.
  const save = { mutateAsync: (values: EmployeeFormValues) => onSave(values, photo, base), isPending: false };
  const record = useRecordForm<EmployeeFormInput, EmployeeFormValues, EmployeeFormValues, Employee, Employee>({
    resolver,
    values: base ? employeeValues(base) : newEmployeeValues(start.hours),
    mutation: save,
    toVariables: (values) => values,
    kind: 'page',
    outsideFields: OUTSIDE_FIELDS,
    outsideDirty: photo.kind !== 'keep',
    savedValues: employeeValues,
    onSaved: (saved) => {
      setBase(saved);
      setPhoto(KEEP_IMAGE);
      return onSaved(saved);
    },
    reload: { load: onReload, valuesOf: employeeValues, onLoaded: setBase, goneMessage: 'This employee was deleted by someone else.' },
  });
  const { control, register, reset } = record.form;
  const { busy, dirty, errorOf } = record;
  const readOnly = !canSave;
  const photoError = record.outsideErrors.image;

  const id = (name: string) => `employee-${name}`;
  const text = (name: 'firstName' | 'lastName' | 'jobTitle' | 'email' | 'phone', label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <FormField id={id(name)} label={label} error={errorOf(name)}>
      {(a11y) => <InputText {...a11y} {...register(name)} type={extra.type ?? 'text'} autoComplete={extra.autoComplete ?? 'off'} disabled={busy} className="kit-input-full" />}
    </FormField>
  );

  return (
    <form className="kit-form gen-form" noValidate aria-busy={busy} onSubmit={record.onSubmit}>
      {readOnly ? <p className="kit-page-lead">{NOT_ALLOWED_REASON} You can read this record but not change it.</p> : null}
      {/* Read-only for a role that may not save (reception): every control disabled at once. */}
      <fieldset disabled={readOnly} className="gen-plain-fieldset">
      <section className="kit-card gen-form-section" aria-labelledby="employee-profile-heading">
        <h2 id="employee-profile-heading">Profile</h2>
        <div className="kit-form-row">
          {text('firstName', 'First name', { autoComplete: 'given-name' })}
          {text('lastName', 'Last name', { autoComplete: 'family-name' })}
        </div>
        <div className="kit-form-row">
          {text('jobTitle', 'Job title')}
          <FormField id={id('start-date')} label="Start date" error={errorOf('startDate')} hint="Optional.">
            {(a11y) => (
              <Controller
                control={control}
                name="startDate"
                render={({ field }) => (
                  <InputText {...a11y} type="date" ref={field.ref} value={field.value ?? ''} onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)} onBlur={field.onBlur} disabled={busy} />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="kit-form-row">
          {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
          {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        </div>
        <FormField id={id('bio')} label="Short bio" error={errorOf('bio')} hint={`Up to ${EMPLOYEE_LIMITS.bioMax} characters.`}>
          {(a11y) => <InputTextarea {...a11y} {...register('bio')} rows={3} autoResize disabled={busy} className="kit-input-full" />}
        </FormField>
        <div className="kit-form-row">
          <ImagePicker id={id('photo')} label="Photo" current={base?.photo ?? null} value={photo} onChange={setPhoto} error={photoError} disabled={busy} />
          <FormField id={id('colour')} label="Calendar colour" error={errorOf('calendarColor')} hint="Their bookings show in this colour.">
            {(a11y) => <input {...a11y} type="color" {...register('calendarColor')} disabled={busy} className="gen-colour-input" />}
          </FormField>
        </div>
      </section>

      <section className="kit-card gen-form-section" aria-labelledby="employee-services-heading">
        <h2 id="employee-services-heading">Services</h2>
        <Controller
          control={control}
          name="serviceIds"
          render={({ field }) => <ServicesChecklist services={services} value={field.value} onChange={field.onChange} error={errorOf('serviceIds')} disabled={busy} />}
        />
      </section>

      <section className="kit-card gen-form-section" aria-labelledby="employee-hours-heading">
        <h2 id="employee-hours-heading">Working hours</h2>
        {base ? null : (
          <p className="gen-proposal">
            <i className="pi pi-info-circle" aria-hidden="true" />{' '}
            <span>
              {start.fromSalon
                ? 'Proposed: the salon’s opening hours. Change them to this person’s days and times; nothing is saved until you add the employee.'
                : 'Proposed: Tuesday to Saturday, 09:00 to 18:00 (the salon has no opening hours yet). Change them as you need; nothing is saved until you add the employee.'}
            </span>
          </p>
        )}
        <RecordHoursField record={record} name="weeklyHours" idPrefix={id('hours')} emptyDayText="Not working" clock={clock} />
      </section>

      <section className="kit-card gen-form-section" aria-labelledby="employee-status-heading">
        <h2 id="employee-status-heading">Status</h2>
        <div className="kit-form-row">
          <SwitchField id={id('active')} label="Active" name="active" control={control} onText="Works at the salon" offText="No longer works here" disabled={busy} />
          <SwitchField id={id('bookable')} label="Bookable" name="bookable" control={control} onText="Customers can book them" offText="Not shown for bookings" disabled={busy} />
        </div>
      </section>

      </fieldset>

      <FormProblemMessage {...record.problemProps} />
      {readOnly ? null : (
      <div className="kit-form-actions">
        <Button
          type="button"
          label="Discard changes"
          outlined
          severity="secondary"
          disabled={busy || !dirty}
          onClick={() => {
            reset(base ? employeeValues(base) : newEmployeeValues(start.hours));
            setPhoto(KEEP_IMAGE);
          }}
        />
        <Button type="submit" label={base ? 'Save employee' : 'Add employee'} icon="pi pi-check" loading={busy} />
      </div>
      )}
      {record.guard}
    </form>
  );
}
