import { useId } from 'react';
import { RadioButton } from 'primereact/radiobutton';

interface ChoiceSettingProps<T extends string> {
  title: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A titled radio group; the value type is the config's own union, never a loose string. */
export function ChoiceSetting<T extends string>({ title, name, options, value, onChange }: ChoiceSettingProps<T>) {
  const baseId = useId();
  return (
    <fieldset className="layout-config-section layout-config-choice">
      <legend>{title}</legend>
      {options.map((option) => {
        const inputId = `${baseId}-${option.value}`;
        return (
          <div key={option.value} className="layout-config-option">
            <RadioButton inputId={inputId} name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <label htmlFor={inputId}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
