import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useSingleFlight } from '@nail-or-never/shared';
import { EMPLOYEE_LIMITS, employeeFormSchema, type Employee, type EmployeeFormValues, type Service } from '@nail-or-never/shared/schemas';
import {
  errorMessageAt,
  FormField,
  hoursErrorsAt,
  FormProblemMessage,
  ImagePicker,
  KEEP_IMAGE,
  readServerFailure,
  useReloadLatest,
  serverFieldPaths,
  SwitchField,
  UnsavedChangesPrompt,
  useUnsavedChangesGuard,
  WeeklyHoursEditor,
  type FormProblem,
  type ImageChange,
} from '@nail-or-never/shared/kit';
import { EMPLOYEE_FIELDS, employeeValues, newEmployeeValues, type EmployeeFormInput } from '../employeeFormValues';
import { ServicesChecklist } from './ServicesChecklist';


export interface EmployeeFormProps {
  /** The employee being edited, as loaded; null when adding one. */
  employee: Employee | null;
  services: readonly Service[];
  /** Saves the record, then the photo change; answers the employee as saved. */
  onSave: (values: EmployeeFormValues, photo: ImageChange, base: Employee | null) => Promise<Employee>;
  onReload: () => Promise<Employee | null>;
  /** Lets the navigation after a save through the unsaved-changes guard. */
  onSaved: (employee: Employee, allowNextNavigation: () => void) => void;
}

/** An employee's profile, photo, services, working hours and status, in labelled sections. */
export function EmployeeForm({ employee, services, onSave, onReload, onSaved }: EmployeeFormProps) {
  const [base, setBase] = useState(employee);
  const [photo, setPhoto] = useState<ImageChange>(KEEP_IMAGE);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<EmployeeFormInput, unknown, EmployeeFormValues>({
    resolver: zodResolver(employeeFormSchema),
    defaultValues: employee ? employeeValues(employee) : newEmployeeValues(),
    mode: 'onTouched',
  });
  const dirty = isDirty || photo.kind !== 'keep';
  const guard = useUnsavedChangesGuard(dirty);

  const save = useCallback(
    async (values: EmployeeFormValues) => {
      setProblem(null);
      setPhotoError(undefined);
      try {
        const saved = await onSave(values, photo, base);
        setBase(saved);
        setPhoto(KEEP_IMAGE);
        reset(employeeValues(saved));
        onSaved(saved, guard.allowNextNavigation);
      } catch (error) {
        const paths = serverFieldPaths(error, EMPLOYEE_FIELDS);
        const failure = readServerFailure(error, [...paths, 'image']);
        for (const [path, message] of failure.fieldErrors) {
          if (path === 'image') setPhotoError(message);
          else setError(path as keyof EmployeeFormInput, { type: 'server', message }, { shouldFocus: true });
        }
        if (failure.problem) setProblem(failure.problem);
      }
    },
    [base, guard.allowNextNavigation, onSave, onSaved, photo, reset, setError],
  );
  const { run, busy } = useSingleFlight(save);

  const { reload, reloading } = useReloadLatest({
    load: onReload,
    apply: (latest) => {
      setBase(latest);
      reset(employeeValues(latest));
    },
    setProblem,
    goneMessage: 'This employee was deleted by someone else.',
  });

  const id = (name: string) => `employee-${name}`;
  const text = (name: 'firstName' | 'lastName' | 'jobTitle' | 'email' | 'phone', label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <FormField id={id(name)} label={label} error={errors[name]?.message}>
      {(a11y) => <InputText {...a11y} {...register(name)} type={extra.type ?? 'text'} autoComplete={extra.autoComplete ?? 'off'} disabled={busy} className="svc-input-full" />}
    </FormField>
  );

  return (
    <form className="svc-form gen-form" noValidate aria-busy={busy} onSubmit={(event) => void handleSubmit(run)(event)}>
      <section className="svc-card gen-form-section" aria-labelledby="employee-profile-heading">
        <h2 id="employee-profile-heading">Profile</h2>
        <div className="svc-form-row">
          {text('firstName', 'First name', { autoComplete: 'given-name' })}
          {text('lastName', 'Last name', { autoComplete: 'family-name' })}
        </div>
        <div className="svc-form-row">
          {text('jobTitle', 'Job title')}
          <FormField id={id('start-date')} label="Start date" error={errors.startDate?.message} hint="Optional.">
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
        <div className="svc-form-row">
          {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
          {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        </div>
        <FormField id={id('bio')} label="Short bio" error={errors.bio?.message} hint={`Up to ${EMPLOYEE_LIMITS.bioMax} characters.`}>
          {(a11y) => <InputTextarea {...a11y} {...register('bio')} rows={3} autoResize disabled={busy} className="svc-input-full" />}
        </FormField>
        <div className="svc-form-row">
          <ImagePicker id={id('photo')} label="Photo" current={base?.photo ?? null} value={photo} onChange={setPhoto} error={photoError} disabled={busy} />
          <FormField id={id('colour')} label="Calendar colour" error={errors.calendarColor?.message} hint="Their bookings show in this colour.">
            {(a11y) => <input {...a11y} type="color" {...register('calendarColor')} disabled={busy} className="gen-colour-input" />}
          </FormField>
        </div>
      </section>

      <section className="svc-card gen-form-section" aria-labelledby="employee-services-heading">
        <h2 id="employee-services-heading">Services</h2>
        <Controller
          control={control}
          name="serviceIds"
          render={({ field }) => <ServicesChecklist services={services} value={field.value} onChange={field.onChange} error={errorMessageAt(errors, 'serviceIds')} disabled={busy} />}
        />
      </section>

      <section className="svc-card gen-form-section" aria-labelledby="employee-hours-heading">
        <h2 id="employee-hours-heading">Working hours</h2>
        <Controller
          control={control}
          name="weeklyHours"
          render={({ field }) => (
            <WeeklyHoursEditor
              idPrefix={id('hours')}
              value={field.value}
              onChange={field.onChange}
              emptyDayText="Not working"
              disabled={busy}
              errorOf={hoursErrorsAt(errors, 'weeklyHours')}
            />
          )}
        />
      </section>

      <section className="svc-card gen-form-section" aria-labelledby="employee-status-heading">
        <h2 id="employee-status-heading">Status</h2>
        <div className="svc-form-row">
          <SwitchField id={id('active')} label="Active" name="active" control={control} onText="Works at the salon" offText="No longer works here" disabled={busy} />
          <SwitchField id={id('bookable')} label="Bookable" name="bookable" control={control} onText="Customers can book them" offText="Not shown for bookings" disabled={busy} />
        </div>
      </section>

      <FormProblemMessage problem={problem} onReload={() => void reload()} reloading={reloading} />
      <div className="svc-form-actions">
        <Button
          type="button"
          label="Discard changes"
          outlined
          severity="secondary"
          disabled={busy || !dirty}
          onClick={() => {
            reset(base ? employeeValues(base) : newEmployeeValues());
            setPhoto(KEEP_IMAGE);
          }}
        />
        <Button type="submit" label={base ? 'Save employee' : 'Add employee'} icon="pi pi-check" loading={busy} />
      </div>
      <UnsavedChangesPrompt blocker={guard.blocker} />
    </form>
  );
}
