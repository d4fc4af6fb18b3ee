import { Button } from 'primereact/button';
import { WEEKDAYS } from '@nail-or-never/shared';
import type { TimeInterval, Weekday, WeeklyHours } from '@nail-or-never/shared/schemas';
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
  disabled?: boolean;
}

/**
 * One row per weekday with zero or more from–to intervals (native time inputs: typed by keyboard,
 * read by screen readers, no calendar widget to download), "Add hours", a remove button per
 * interval and "Copy Monday to weekdays".
 */
export function WeeklyHoursEditor({ idPrefix, value, onChange, errorOf, emptyDayText, disabled = false }: WeeklyHoursEditorProps) {
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
        <DayRow key={day} idPrefix={idPrefix} day={day} value={value} onChange={onChange} errorOf={errorOf} emptyDayText={emptyDayText} disabled={disabled} />
      ))}
    </div>
  );
}

function DayRow({ idPrefix, day, value, onChange, errorOf, emptyDayText, disabled }: WeeklyHoursEditorProps & { day: Weekday; disabled: boolean }) {
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
  disabled: boolean;
  errorOf: (edge: keyof TimeInterval) => string | undefined;
  onTime: (edge: keyof TimeInterval, time: string) => void;
  onRemove: () => void;
}

function IntervalRow({ id, label, interval, disabled, errorOf, onTime, onRemove }: IntervalRowProps) {
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
              disabled={disabled}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => onTime(edge, edge === 'end' ? endFromInput(event.target.value) : event.target.value)}
            />
            {error ? (
              <small id={`${inputId}-error`} className="p-error kit-field-error">
                {error}
              </small>
            ) : null}
          </span>
        );
      })}
      <Button
        type="button"
        icon="pi pi-times"
        text
        rounded
        severity="secondary"
        aria-label={`Remove ${label} (${interval.start}–${interval.end})`}
        disabled={disabled}
        onClick={onRemove}
      />
    </div>
  );
}
