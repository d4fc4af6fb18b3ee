import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { SalonClock } from '../schemas/clockRules';
import { ClockTimeInput } from './ClockTimeInput';
import { FormField } from './FormField';

export interface ClockTimeFieldProps<Values extends FieldValues, Checked = Values> {
  id: string;
  label: string;
  /** A field holding "HH:MM" on the 24-hour clock, '' when empty. */
  name: Path<Values>;
  /** The form's control; `Checked` is what its schema turns the values into. */
  control: Control<Values, unknown, Checked>;
  /** The salon's clock (`useSalonClock`). */
  clock: SalonClock;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A form's time of day on the salon's clock: `ClockTimeInput` in a labelled field, bound to the form. */
export function ClockTimeField<Values extends FieldValues, Checked = Values>({ id, label, name, control, clock, error, hint }: ClockTimeFieldProps<Values, Checked>) {
  const { field } = useController<Values, Path<Values>, Checked>({ control, name });
  return (
    <FormField id={id} label={label} error={error} {...(hint !== undefined ? { hint } : {})}>
      {(a11y) => <ClockTimeInput {...a11y} className="p-inputtext" clock={clock} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} />}
    </FormField>
  );
}
