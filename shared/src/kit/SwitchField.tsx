import { InputSwitch } from 'primereact/inputswitch';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** `Output` differs from `Values` when the form's resolver transforms what it checks (tags text → list). */
export interface SwitchFieldProps<Values extends FieldValues, Output extends FieldValues = Values> {
  id: string;
  label: string;
  name: Path<Values>;
  control: Control<Values, unknown, Output>;
  /** What the state means to people, read with the label: "Shown to clients" / "Hidden from clients". */
  onText: string;
  offText: string;
  disabled?: boolean;
}

/** A yes/no field: a labelled switch whose current state is spelled out next to it. */
export function SwitchField<Values extends FieldValues, Output extends FieldValues = Values>({
  id,
  label,
  name,
  control,
  onText,
  offText,
  disabled = false,
}: SwitchFieldProps<Values, Output>) {
  return (
    <div className="kit-field kit-switch-field">
      <span className="kit-field-label" id={`${id}-label`}>
        {label}
      </span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <label className="kit-switch" htmlFor={id}>
            <InputSwitch
              inputId={id}
              inputRef={field.ref}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.value)}
              aria-labelledby={`${id}-label ${id}-state`}
              disabled={disabled}
            />
            <span id={`${id}-state`}>{field.value === true ? onText : offText}</span>
          </label>
        )}
      />
    </div>
  );
}
