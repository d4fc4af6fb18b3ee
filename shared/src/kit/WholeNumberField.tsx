import { InputText } from 'primereact/inputtext';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from './FormField';

/** The number box's text as the schema expects it: empty is "no number" (the schema says so). */
export function toWholeNumberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isNaN(parsed) ? null : parsed;
}

export interface WholeNumberFieldProps<Values extends FieldValues> {
  id: string;
  label: string;
  name: Path<Values>;
  register: UseFormRegister<Values>;
  error?: string | undefined;
  hint?: string;
  min?: number;
  disabled?: boolean;
}

/**
 * A whole-number field as a plain number box: a form's first page stays light (PrimeReact's
 * InputNumber is ~8 KiB gzip; use it only where its formatting is needed, like money).
 */
export function WholeNumberField<Values extends FieldValues>({ id, label, name, register, error, hint, min = 0, disabled = false }: WholeNumberFieldProps<Values>) {
  return (
    <FormField id={id} label={label} error={error} {...(hint !== undefined ? { hint } : {})}>
      {(a11y) => (
        <InputText
          {...a11y}
          {...register(name, { setValueAs: toWholeNumberOrNull })}
          type="number"
          inputMode="numeric"
          step={1}
          min={min}
          disabled={disabled}
          className="kit-input-full"
        />
      )}
    </FormField>
  );
}
