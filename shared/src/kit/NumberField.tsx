import { InputNumber, type InputNumberProps } from 'primereact/inputnumber';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
// Through the package entry: this is an entry of its own and must not carry a second FormField.
import { FormField } from '@nail-or-never/shared/kit';

/**
 * How the number is shown and typed: grouping, suffix, decimals. Never min/max: InputNumber
 * lowers a value beyond them to the limit when the field is left, without a word. Limits belong
 * to the form's schema, which refuses with a message; money uses the kit's `MoneyField`.
 */
export type NumberFormat = Pick<InputNumberProps, 'useGrouping' | 'suffix' | 'prefix' | 'mode' | 'minFractionDigits' | 'maxFractionDigits'>;

export interface NumberFieldProps<Values extends FieldValues> {
  id: string;
  label: string;
  name: Path<Values>;
  control: Control<Values>;
  error?: string | undefined;
  hint?: string | undefined;
  format?: NumberFormat;
  disabled?: boolean;
}

/**
 * A formatted number field (PrimeReact's InputNumber: "45 min", "12.50"). Its own entry,
 * `@nail-or-never/shared/kit/number`, because InputNumber weighs ~8 KiB gzip: a page that needs
 * only a whole number uses the kit's light `WholeNumberField`.
 */
export function NumberField<Values extends FieldValues>({ id, label, name, control, error, hint, format = {}, disabled = false }: NumberFieldProps<Values>) {
  return (
    <FormField id={id} label={label} error={error} {...(hint !== undefined ? { hint } : {})}>
      {(a11y) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <InputNumber
              inputId={a11y.id}
              inputRef={field.ref}
              aria-invalid={a11y['aria-invalid']}
              aria-describedby={a11y['aria-describedby']}
              value={typeof field.value === 'number' ? field.value : null}
              onValueChange={(event) => field.onChange(event.value ?? null)}
              onBlur={field.onBlur}
              {...format}
              disabled={disabled}
            />
          )}
        />
      )}
    </FormField>
  );
}
