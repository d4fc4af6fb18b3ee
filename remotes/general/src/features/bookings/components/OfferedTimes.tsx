import { formatInstant, toApiError } from '@nail-or-never/shared';
import type { useSalonClock } from '@nail-or-never/shared/general';
import type { Availability, AvailabilitySlot } from '@nail-or-never/shared/schemas';
import { Button } from 'primereact/button';
import { dayWords, offerProblem, type ChosenTime } from '../model/offeredTimeText';

export interface OfferedTimesProps {
  /** `YYYY-MM-DD` on the salon's clock, '' while none is chosen. */
  day: string;
  /** The chosen services' names, for the sentence that says why nothing is free. */
  serviceNames: readonly string[];
  /** The chosen employee's name; undefined for "anyone available". */
  employeeName: string | undefined;
  availability: { data: Availability | undefined; error: unknown; isFetching: boolean };
  chosen: ChosenTime | null;
  timeZone: string;
  clock: ReturnType<typeof useSalonClock>;
  error?: string | undefined;
  onChoose: (slot: AvailabilitySlot) => void;
}

/**
 * The start times the server offers for the chosen services, day and employee, as a row of
 * toggle buttons (the chosen one pressed). Says why when there are none, and when the time chosen
 * is no longer among them (someone else took it) before "Book".
 */
export function OfferedTimes({ day, serviceNames, employeeName, availability, chosen, timeZone, clock, error, onChoose }: OfferedTimesProps) {
  const { data, error: loadError, isFetching } = availability;
  const slots = data && data.date === day ? data.slots : undefined;
  const ready = day !== '' && serviceNames.length > 0;
  const problem = ready && slots ? offerProblem(chosen, slots, employeeName) : null;
  const what = serviceNames.join(' and ');
  let status: string;
  if (!ready) status = serviceNames.length === 0 ? 'Choose a service to see the free times.' : 'Choose a day to see the free times.';
  else if (loadError) status = `The free times could not be loaded: ${toApiError(loadError).message}`;
  else if (!slots) status = 'Looking for free times…';
  else if (slots.length === 0) status = `No free time on ${dayWords(day)} for ${what}${employeeName ? ` with ${employeeName}` : ''} — try another day or employee.`;
  else status = `${slots.length} free ${slots.length === 1 ? 'time' : 'times'} on ${dayWords(day)}${data ? ` (${data.durationMinutes} min)` : ''}.`;

  return (
    <fieldset className="gen-fieldset gen-offers" aria-describedby="booking-offers-status" aria-busy={isFetching}>
      <legend>Free times</legend>
      <p id="booking-offers-status" aria-live="polite" className="gen-offers-status">
        {status}
      </p>
      {ready && slots && slots.length > 0 ? (
        <div role="group" aria-label={`Free start times on ${dayWords(day)}`} className="gen-offers-times">
          {slots.map((slot) => {
            const pressed = chosen?.time === slot.time;
            return (
              <Button
                key={slot.startsAt}
                type="button"
                size="small"
                outlined={!pressed}
                aria-pressed={pressed}
                className="gen-offer"
                label={formatInstant(slot.startsAt, 'time', { timeZone, clock })}
                onClick={() => onChoose(slot)}
              />
            );
          })}
        </div>
      ) : null}
      {problem ? (
        // A taken time interrupts (it was chosen and is gone); a typed time off the offers is only pointed out.
        <p role={chosen?.source === 'offer' ? 'alert' : undefined} className="gen-offers-problem">
          <span className="pi pi-exclamation-triangle" aria-hidden="true" /> {problem}
        </p>
      ) : null}
      {error ? <small className="p-error kit-field-error">{error}</small> : null}
    </fieldset>
  );
}
