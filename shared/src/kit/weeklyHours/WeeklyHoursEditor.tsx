import { Button } from 'primereact/button';
import { formatClockTime, WEEKDAYS } from '@nail-or-never/shared';
import type { SalonClock, TimeInterval, Weekday, WeeklyHours } from '@nail-or-never/shared/schemas';
import { WEEKDAY_NAMES } from './weekdayNames';
import { endForInput, endFromInput, mondayToWeekdays, nextInterval, withInterval, withoutInterval, withTime } from './weeklyHoursChanges';
import { ClockTimeInput } from '../ClockTimeInput';

/** The error of one time field, or of a whole day (then `index` is undefined). */
export type HoursErrorOf = (day: Weekday, index?: number, edge?: keyof TimeInterval) => string | undefined;

export interface WeeklyHoursEditorProps {
  idPrefix: string;
  value: WeeklyHours;
  onChange: (hours: WeeklyHours) => void;
  errorOf: HoursErrorOf;
  /** What a day without intervals means here: "Closed" for the salon, "Not working" for a person. */
  emptyDayText: string;
  /** The salon's clock: the times are shown and typed on it ("9:30 AM" or "09:30"). */
  clock: SalonClock;
  disabled?: boolean;
}

/**
 * One row per weekday with zero or more from–to intervals (time text boxes on the salon's clock:
 * typed by keyboard, read by screen readers, no calendar widget to download), "Add hours", a
 * remove button per interval and "Copy Monday to weekdays".
 */
export function WeeklyHoursEditor({ idPrefix, value, onChange, errorOf, emptyDayText, clock, disabled = false }: WeeklyHoursEditorProps) {
  return (
    <div className="kit-hours">
      <div className="kit-hours-tools">
        <Button
          type="button"
          label="Copy Monday to weekdays"
          icon="pi pi-copy"
          outlined
          size="small"
          disabled={disabled}
          onClick={() => onChange(mondayToWeekdays(value))}
          aria-describedby={`${idPrefix}-copy-hint`}
        />
        <small id={`${idPrefix}-copy-hint`} className="kit-field-hint">
          Tuesday to Friday get Monday&apos;s hours; the weekend stays as it is.
        </small>
      </div>
      {WEEKDAYS.map((day) => (
        <DayRow key={day} idPrefix={idPrefix} day={day} value={value} onChange={onChange} errorOf={errorOf} emptyDayText={emptyDayText} clock={clock} disabled={disabled} />
      ))}
    </div>
  );
}

function DayRow({ idPrefix, day, value, onChange, errorOf, emptyDayText, clock, disabled }: WeeklyHoursEditorProps & { day: Weekday; disabled: boolean }) {
  const name = WEEKDAY_NAMES[day];
  const intervals = value[day];
  const proposal = nextInterval(intervals);
  const dayError = errorOf(day);
  return (
    <fieldset className="kit-hours-day" aria-describedby={dayError ? `${idPrefix}-${day}-error` : undefined}>
      <legend className="kit-hours-day-name">{name}</legend>
      <div className="kit-hours-intervals">
        {intervals.length === 0 ? <span className="kit-hours-empty">{emptyDayText}</span> : null}
        {intervals.map((interval, index) => (
          <IntervalRow
            // Intervals have no identity of their own; their position is what the errors name.
            key={index}
            id={`${idPrefix}-${day}-${index}`}
            label={`${name}, hours ${index + 1}`}
            interval={interval}
            clock={clock}
            disabled={disabled}
            errorOf={(edge) => errorOf(day, index, edge)}
            onTime={(edge, time) => onChange(withTime(value, day, index, edge, time))}
            onRemove={() => onChange(withoutInterval(value, day, index))}
          />
        ))}
        {dayError ? (
          <small id={`${idPrefix}-${day}-error`} className="p-error kit-field-error">
            {dayError}
          </small>
        ) : null}
      </div>
      <Button
        type="button"
        label="Add hours"
        icon="pi pi-plus"
        text
        size="small"
        aria-label={`Add hours on ${name}`}
        disabled={disabled || proposal === null}
        onClick={() => proposal && onChange(withInterval(value, day, proposal))}
      />
    </fieldset>
  );
}

interface IntervalRowProps {
  id: string;
  label: string;
  interval: TimeInterval;
  clock: SalonClock;
  disabled: boolean;
  errorOf: (edge: keyof TimeInterval) => string | undefined;
  onTime: (edge: keyof TimeInterval, time: string) => void;
  onRemove: () => void;
}

function IntervalRow({ id, label, interval, clock, disabled, errorOf, onTime, onRemove }: IntervalRowProps) {
  const edges = [
    ['start', 'from'],
    ['end', 'to'],
  ] as const;
  return (
    <div className="kit-hours-interval">
      {edges.map(([edge, word]) => {
        const error = errorOf(edge);
        const inputId = `${id}-${edge}`;
        return (
          <span key={edge} className="kit-hours-time">
            <label htmlFor={inputId} className="kit-hours-time-label">
              <span className="kit-visually-hidden">{label} </span>
              {word}
            </label>
            <ClockTimeInput
              id={inputId}
              className="p-inputtext p-component kit-hours-input"
              value={edge === 'end' ? endForInput(interval.end) : interval.start}
              clock={clock}
              closing={edge === 'end'}
              disabled={disabled}
              error={error}
              onChange={(time) => onTime(edge, edge === 'end' ? endFromInput(time) : time)}
            />
          </span>
        );
      })}
      <Button
        type="button"
        icon="pi pi-times"
        text
        rounded
        severity="secondary"
        aria-label={`Remove ${label} (${formatClockTime(interval.start, clock)}–${formatClockTime(interval.end, clock)})`}
        disabled={disabled}
        onClick={onRemove}
      />
    </div>
  );
}
