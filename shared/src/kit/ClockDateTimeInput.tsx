import type { Ref } from 'react';
import { ClockTimeInput } from './ClockTimeInput';

export interface ClockDateTimeInputProps {
  /** The date box's id: the field's label points at it. */
  id: string;
  /** `YYYY-MM-DDTHH:MM`, as a `datetime-local` input would hold it; '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The time box's name for screen readers: "Starts (UTC), time". */
  timeLabel: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A date and a 24-hour time, holding the same `YYYY-MM-DDTHH:MM` text as `<input type="datetime-local">`,
 * whose time part follows the browser's AM/PM habit while the calendar speaks 24 h.
 */
export function ClockDateTimeInput({ id, value, onChange, onBlur, timeLabel, inputRef, disabled = false, ...a11y }: ClockDateTimeInputProps) {
  const [date = '', time = ''] = value.split('T');
  const join = (nextDate: string, nextTime: string) => onChange(nextDate === '' && nextTime === '' ? '' : `${nextDate}T${nextTime}`);
  return (
    <span className="kit-date-time">
      <input
        {...a11y}
        id={id}
        ref={inputRef}
        type="date"
        className="p-inputtext p-component"
        value={date}
        disabled={disabled}
        onChange={(event) => join(event.target.value, time)}
        {...(onBlur ? { onBlur } : {})}
      />
      <ClockTimeInput
        {...a11y}
        aria-label={timeLabel}
        className="p-inputtext p-component kit-clock-time"
        value={time}
        disabled={disabled}
        onChange={(event) => join(date, event.target.value)}
        {...(onBlur ? { onBlur } : {})}
      />
    </span>
  );
}
