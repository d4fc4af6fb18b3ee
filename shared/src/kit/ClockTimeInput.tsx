import { useState, type InputHTMLAttributes } from 'react';
import { formatClockTime, readClockTime } from '../format/clockTime';
import type { SalonClock } from '../schemas/clockRules';

export type ClockTimeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'placeholder' | 'maxLength' | 'value' | 'onChange'> & {
  /** "HH:MM" on the 24-hour clock as the API holds it ("24:00" to close at midnight); '' when empty. */
  value: string;
  /** Called with "HH:MM" on the 24-hour clock, or '' while the box holds nothing readable. */
  onChange: (time: string) => void;
  /** The salon's clock (`useSalonClock`): how the time is shown and what the placeholder asks for. */
  clock: SalonClock;
  /** The form's message for this time; a text the box cannot read shows its own message instead. */
  error?: string | undefined;
  /** Where the message is written, for `aria-describedby`; the box's id with `-error` by default. */
  errorId?: string | undefined;
  /**
   * An interval's end, where 00:00 is the midnight that ends the day (the opening hours keep it as
   * 24:00): on 12 h it shows as "12:00 AM (midnight)", and "24:00" typed is the same time.
   */
  closing?: boolean | undefined;
};

const MIDNIGHT = '00:00';

/**
 * A time of day on the salon's clock: "09:30" on 24 h, "9:30 AM" on 12 h ("24:00", the midnight
 * that closes a day, is "12:00 AM (midnight)"). A text box rather than `<input type="time">`,
 * which follows the browser's language instead of the salon's choice. Either way of writing is
 * understood ("9:30 pm" and "21:30" alike, see `readClockTime`); the form always receives the
 * 24-hour "HH:MM" the API speaks, and a text that cannot be read reaches it as '' (so the form
 * cannot be saved) while the box keeps the text and says why, in plain words.
 */
export function ClockTimeInput({ value, onChange, onBlur, clock, error, errorId, closing = false, id, className, ...props }: ClockTimeInputProps) {
  const same = (time: string) => (closing && time === '24:00' ? MIDNIGHT : time);
  // The closing midnight: "00:00" on 24 h as before, "12:00 AM (midnight)" on 12 h.
  const write = (time: string) => (closing && same(time) === MIDNIGHT ? formatClockTime(clock === '12h' ? '24:00' : MIDNIGHT, clock) : formatClockTime(time, clock));
  const [text, setText] = useState(() => write(value));
  const [refusal, setRefusal] = useState<string | null>(null);

  // A new value or clock from outside (a reset, a reload, the clock chosen on the contact page) is
  // shown, unless the text already means it or is a refused text the form holds as ''. Adjusted
  // while rendering, as MoneyField does.
  const [seen, setSeen] = useState({ value, clock });
  if (seen.value !== value || seen.clock !== clock) {
    setSeen({ value, clock });
    const reading = readClockTime(text, clock);
    const textValue = reading.kind === 'time' ? same(reading.value) : '';
    if (seen.clock !== clock || (textValue !== same(value) && !(value === '' && refusal !== null))) {
      setText(write(value));
      setRefusal(null);
    }
  }

  const change = (typed: string) => {
    setText(typed);
    const reading = readClockTime(typed, clock);
    setRefusal(reading.kind === 'refused' ? reading.message : reading.kind === 'empty' ? 'Enter a time.' : null);
    onChange(reading.kind === 'time' ? reading.value : '');
  };

  const shown = refusal ?? error;
  const messageId = errorId ?? (id === undefined ? undefined : `${id}-error`);
  return (
    <>
      <input
        {...props}
        id={id}
        type="text"
        inputMode={clock === '12h' ? 'text' : 'numeric'}
        placeholder={clock === '12h' ? 'H:MM AM' : 'HH:MM'}
        maxLength={24}
        autoComplete="off"
        className={`${className ?? ''}${shown ? ' p-invalid' : ''}`}
        value={text}
        aria-invalid={shown ? true : props['aria-invalid']}
        aria-describedby={shown && messageId ? messageId : props['aria-describedby']}
        onChange={(event) => change(event.target.value)}
        onBlur={(event) => {
          // The time as the salon's clock writes it, once the person has left the box.
          const reading = readClockTime(text, clock);
          if (reading.kind === 'time') setText(write(reading.value));
          onBlur?.(event);
        }}
      />
      {shown ? (
        <small id={messageId} className="p-error kit-field-error">
          {shown}
        </small>
      ) : null}
    </>
  );
}
