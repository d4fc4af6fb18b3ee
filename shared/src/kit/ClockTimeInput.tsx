import type { InputHTMLAttributes } from 'react';

export type ClockTimeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'placeholder' | 'maxLength'>;

/**
 * A time of day on the 24-hour clock ("09:30", "24:00" to close at midnight). A text box rather
 * than `<input type="time">`, which follows the browser's language and shows AM/PM in some,
 * while the calendar, the opening hours and the API all speak 24 h. The schema checks the value.
 */
export function ClockTimeInput({ className, ...props }: ClockTimeInputProps) {
  return <input {...props} type="text" inputMode="numeric" placeholder="HH:MM" maxLength={5} autoComplete="off" className={className} />;
}
