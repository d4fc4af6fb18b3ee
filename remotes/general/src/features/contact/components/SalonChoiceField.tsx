import { Controller, type Control } from 'react-hook-form';
import { Dropdown } from 'primereact/dropdown';
import { FormField } from '@nail-or-never/shared/kit';
import type { CurrencyOption } from '../model/currencies';
import type { ContactFormInput } from '../model/contactFormValues';

export interface SalonChoiceFieldProps {
  control: Control<ContactFormInput>;
  name: 'timeZone' | 'currency' | 'phoneCountry';
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  /** Plain values (time zones) or labelled ones (currencies, "CHF · Swiss Franc"; countries, "Netherlands (NL)"). */
  options: readonly string[] | readonly CurrencyOption[];
  disabled: boolean;
}

/** One of the salon's long lists (some 400 time zones, 300 currencies, 250 countries): a dropdown that filters as you type. */
export function SalonChoiceField({ control, name, id, label, hint, error, options, disabled }: SalonChoiceFieldProps) {
  const labelled = typeof options[0] === 'object' ? { optionLabel: 'label', optionValue: 'value' } : {};
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(a11y) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Dropdown
              inputId={a11y.id}
              focusInputRef={field.ref}
              aria-invalid={a11y['aria-invalid']}
              aria-describedby={a11y['aria-describedby']}
              value={field.value}
              options={[...options]}
              {...labelled}
              filter
              filterInputAutoFocus
              onChange={(event) => field.onChange(event.value)}
              onBlur={field.onBlur}
              disabled={disabled}
              className="gen-salon-choice"
            />
          )}
        />
      )}
    </FormField>
  );
}
