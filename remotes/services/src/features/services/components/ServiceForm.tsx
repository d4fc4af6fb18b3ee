import { useCallback, useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useSingleFlight, type Service, type ServiceFormValues } from '@nail-or-never/shared';
import { CATALOG_LIMITS, serviceFormSchema } from '@nail-or-never/shared/schemas';
import { useSalonMoney } from '@nail-or-never/shared/general';
import { FormField, FormProblemMessage, MoneyField, readServerFailure, SwitchField, type FormProblem } from '@nail-or-never/shared/kit';
import { NumberField } from '@nail-or-never/shared/kit/number';
import { newServiceValues, PRICE_TYPE_OPTIONS, serviceValues, type ServiceFormInput } from './serviceFormValues';

const SERVICE_FIELDS = ['name', 'description', 'durationMinutes', 'priceType', 'price', 'displayOrder', 'active'] as const;
type ServiceField = (typeof SERVICE_FIELDS)[number];
const isServiceField = (field: string): field is ServiceField => (SERVICE_FIELDS as readonly string[]).includes(field);

export const SERVICE_NAME_INPUT_ID = 'service-name';

export interface ServiceFormProps {
  groupId: number;
  /** The service being edited, as it was when the dialog opened; absent when adding. */
  service: Service | null;
  onSubmit: (values: ServiceFormValues, base: Service | null) => Promise<void>;
  onReload: (serviceId: number) => Promise<Service | null>;
  onDirtyChange: (dirty: boolean) => void;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
}

/** The service fields and their buttons; Enter in a field saves, like the Save button. */
export function ServiceForm({ groupId, service, onSubmit, onReload, onDirtyChange, onBusyChange, onCancel }: ServiceFormProps) {
  const [base, setBase] = useState<Service | null>(service);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [reloading, setReloading] = useState(false);
  const { currency } = useSalonMoney();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isDirty },
  } = useForm<ServiceFormInput, unknown, ServiceFormValues>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: base ? serviceValues(base) : newServiceValues(groupId),
    mode: 'onTouched',
  });
  const priceType = useWatch({ control, name: 'priceType' });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const save = useCallback(
    async (values: ServiceFormValues) => {
      setProblem(null);
      try {
        await onSubmit(values, base);
      } catch (error) {
        const failure = readServerFailure(error, SERVICE_FIELDS);
        for (const [field, message] of failure.fieldErrors) {
          if (isServiceField(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        if (failure.problem) setProblem(failure.problem);
      }
    },
    [base, onSubmit, setError],
  );
  const { run, busy } = useSingleFlight(save);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const reload = async () => {
    if (!base) return;
    setReloading(true);
    try {
      const latest = await onReload(base.id);
      if (latest) {
        setBase(latest);
        reset(serviceValues(latest));
        setProblem(null);
      } else {
        setProblem({ kind: 'gone', message: 'This service was deleted or moved to another group.' });
      }
    } finally {
      setReloading(false);
    }
  };

  const id = (name: string) => `service-${name}`;
  const free = priceType === 'free';

  return (
    <form className="svc-form" noValidate onSubmit={(event) => void handleSubmit(run)(event)} aria-busy={busy}>
      <FormField id={id('name')} label="Name" error={errors.name?.message} hint={`${CATALOG_LIMITS.nameMin}–${CATALOG_LIMITS.nameMax} characters.`}>
        {(a11y) => <InputText {...a11y} {...register('name')} autoComplete="off" autoFocus disabled={busy} className="svc-input-full" />}
      </FormField>

      <FormField id={id('description')} label="Description" error={errors.description?.message}>
        {(a11y) => <InputTextarea {...a11y} {...register('description')} rows={2} autoResize disabled={busy} className="svc-input-full" />}
      </FormField>

      <div className="svc-form-row">
        <NumberField
          id={id('duration')}
          label="Duration (minutes)"
          name="durationMinutes"
          control={control}
          error={errors.durationMinutes?.message}
          hint={`${CATALOG_LIMITS.durationMin}–${CATALOG_LIMITS.durationMax} minutes.`}
          format={{ useGrouping: false, suffix: ' min' }}
          disabled={busy}
        />

        <FormField id={id('price-type')} label="Price type" error={errors.priceType?.message}>
          {(a11y) => (
            <Controller
              control={control}
              name="priceType"
              render={({ field }) => (
                // Enter on the drop-down opens or picks an option; without this the browser would also
                // take it as "submit the form" and save before the choice is made.
                <div
                  className="svc-dropdown-box"
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') event.preventDefault();
                  }}
                >
                  <Dropdown
                    inputId={a11y.id}
                    focusInputRef={field.ref}
                    aria-invalid={a11y['aria-invalid']}
                    aria-describedby={a11y['aria-describedby']}
                    value={field.value}
                    options={[...PRICE_TYPE_OPTIONS]}
                    optionLabel="label"
                    optionValue="value"
                    onChange={(event) => {
                      field.onChange(event.value);
                      if (event.value === 'free') setValue('price', null, { shouldDirty: true, shouldValidate: true });
                    }}
                    onBlur={field.onBlur}
                    disabled={busy}
                  />
                </div>
              )}
            />
          )}
        </FormField>

        <MoneyField
          id={id('price')}
          label="Price"
          name="price"
          control={control}
          currency={currency}
          max={CATALOG_LIMITS.priceMax}
          error={errors.price?.message}
          hint={free ? 'A free service has no price.' : priceType === 'from' ? 'The lowest price; shown as “from”.' : undefined}
          disabled={busy || free}
        />
      </div>

      <div className="svc-form-row">
        <NumberField
          id={id('order')}
          label="Display order"
          name="displayOrder"
          control={control}
          error={errors.displayOrder?.message}
          hint="Lower numbers come first."
          format={{ useGrouping: false }}
          disabled={busy}
        />

        <SwitchField id={id('active')} label="Active" name="active" control={control} onText="Bookable" offText="Hidden from clients" disabled={busy} />
      </div>

      <FormProblemMessage problem={problem} onReload={base ? () => void reload() : undefined} reloading={reloading} />

      <div className="svc-form-actions">
        <Button type="button" label="Cancel" severity="secondary" text onClick={onCancel} disabled={busy} />
        <Button type="submit" label={base ? 'Save service' : 'Add service'} icon="pi pi-check" loading={busy} disabled={busy} />
      </div>
    </form>
  );
}
