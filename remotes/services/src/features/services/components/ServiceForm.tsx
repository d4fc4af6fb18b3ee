import { Controller, useWatch } from 'react-hook-form';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { ServiceFormValues } from '@nail-or-never/shared';
import { CATALOG_LIMITS } from '@nail-or-never/shared/schemas';
import { useSalonMoney } from '@nail-or-never/shared/general';
import { FormField, FormProblemMessage, MoneyField, SwitchField, type RecordForm } from '@nail-or-never/shared/kit';
import { NumberField } from '@nail-or-never/shared/kit/number';
import { PRICE_TYPE_OPTIONS, type ServiceFormInput } from './serviceFormValues';

export const SERVICE_NAME_INPUT_ID = 'service-name';

export interface ServiceFormProps {
  /** The dialog's record form: values, errors, the save and the close question. */
  record: RecordForm<ServiceFormInput, ServiceFormValues>;
  /** An existing service (Save) rather than a new one (Add). */
  editing: boolean;
}

/** The service fields and their buttons; Enter in a field saves, like the Save button. */
export function ServiceForm({ record, editing }: ServiceFormProps) {
  const { control, register, setValue } = record.form;
  const { busy, errorOf } = record;
  const { currency } = useSalonMoney();
  const priceType = useWatch({ control, name: 'priceType' });

  const id = (name: string) => `service-${name}`;
  const free = priceType === 'free';

  return (
    <form className="kit-form" noValidate onSubmit={record.onSubmit} aria-busy={busy}>
      <FormField id={id('name')} label="Name" error={errorOf('name')} hint={`${CATALOG_LIMITS.nameMin}–${CATALOG_LIMITS.nameMax} characters.`}>
        {(a11y) => <InputText {...a11y} {...register('name')} autoComplete="off" autoFocus disabled={busy} className="kit-input-full" />}
      </FormField>

      <FormField id={id('description')} label="Description" error={errorOf('description')}>
        {(a11y) => <InputTextarea {...a11y} {...register('description')} rows={2} autoResize disabled={busy} className="kit-input-full" />}
      </FormField>

      <div className="kit-form-row">
        <NumberField
          id={id('duration')}
          label="Duration (minutes)"
          name="durationMinutes"
          control={control}
          error={errorOf('durationMinutes')}
          hint={`${CATALOG_LIMITS.durationMin}–${CATALOG_LIMITS.durationMax} minutes.`}
          format={{ useGrouping: false, suffix: ' min' }}
          disabled={busy}
        />

        <NumberField
          id={id('buffer')}
          label="Clean-up time (minutes)"
          name="bufferMinutes"
          control={control}
          error={errorOf('bufferMinutes')}
          hint={`Kept free after the service, 0–${CATALOG_LIMITS.bufferMax} minutes.`}
          format={{ useGrouping: false, suffix: ' min' }}
          disabled={busy}
        />

        <FormField id={id('price-type')} label="Price type" error={errorOf('priceType')}>
          {(a11y) => (
            <Controller
              control={control}
              name="priceType"
              render={({ field }) => (
                // Enter on the drop-down opens or picks an option; without this the browser would also
                // take it as "submit the form" and save before the choice is made.
                <div
                  className="kit-dropdown-box"
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
          error={errorOf('price')}
          hint={free ? 'A free service has no price.' : priceType === 'from' ? 'The lowest price; shown as “from”.' : undefined}
          disabled={busy || free}
        />
      </div>

      <div className="kit-form-row">
        <NumberField
          id={id('order')}
          label="Display order"
          name="displayOrder"
          control={control}
          error={errorOf('displayOrder')}
          hint="Lower numbers come first."
          format={{ useGrouping: false }}
          disabled={busy}
        />

        <SwitchField id={id('active')} label="Active" name="active" control={control} onText="Bookable" offText="Hidden from clients" disabled={busy} />
      </div>

      <FormProblemMessage {...record.problemProps} />

      <div className="kit-form-actions">
        <Button type="button" label="Cancel" severity="secondary" text onClick={record.requestClose} disabled={busy} />
        <Button type="submit" label={editing ? 'Save service' : 'Add service'} icon="pi pi-check" loading={busy} disabled={busy} />
      </div>
    </form>
  );
}
