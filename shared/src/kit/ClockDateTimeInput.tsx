import type { Ref } from 'react';
import type { SalonClock } from '../schemas/clockRules';
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
  /** The salon's clock (`useSalonClock`): the time box shows and reads "9:30 AM" on 12 h. */
  clock: SalonClock;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A date and a time on the salon's clock, holding the same `YYYY-MM-DDTHH:MM` text (24-hour) as
 * `<input type="datetime-local">`, whose time part follows the browser's AM/PM habit instead of
 * the salon's choice. A time the box cannot read is said beside it and reaches the form as
 * `YYYY-MM-DDT`, which no schema takes for a start.
 */
export function ClockDateTimeInput({ id, value, onChange, onBlur, timeLabel, inputRef, clock, disabled = false, ...a11y }: ClockDateTimeInputProps) {
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
        clock={clock}
        errorId={`${id}-time-error`}
        disabled={disabled}
        onChange={(nextTime) => join(date, nextTime)}
        {...(onBlur ? { onBlur } : {})}
      />
    </span>
  );
}
